import { runImageResponseSchema, type RunImageResponse } from '@runtogether/shared/runs/run-input.schemas';
import { api } from '@/lib/api-client';

/** POST /api/events/:id/image (the run's host only), multipart with the image in `file`. */
export function uploadRunImage({ id, file }: { id: number; file: File }): Promise<RunImageResponse> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post(`/api/events/${encodeURIComponent(id)}/image`, runImageResponseSchema, { body });
}
