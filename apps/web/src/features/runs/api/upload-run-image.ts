import { runImageResponseSchema, type RunImageResponse } from '@runtogether/shared/runs/run-input.schemas';
import type { SeriesScope } from '@runtogether/shared/series/series.schemas';
import { api } from '@/lib/api-client';

/** POST /api/events/:id/image (the run's host only), multipart with the image in `file`. */
export function uploadRunImage({
  id,
  file,
  scope,
}: {
  id: number;
  file: File;
  scope?: SeriesScope;
}): Promise<RunImageResponse> {
  const body = new FormData();
  body.append('file', file, file.name);
  const query = scope ? `?scope=${scope}` : '';
  return api.post(`/api/events/${encodeURIComponent(id)}/image${query}`, runImageResponseSchema, { body });
}
