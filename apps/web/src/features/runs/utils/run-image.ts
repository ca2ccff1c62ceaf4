import type { Run } from '@runtogether/shared/runs/run.schemas';

/** Local illustrations used when a run has no picture of its own (or it fails to load). */
export const stockImages = [
  '/images/stock/run-sunrise.svg',
  '/images/stock/run-city.svg',
  '/images/stock/run-trail.svg',
  '/images/stock/run-beach.svg',
] as const;

/** The same run always gets the same stock picture. */
export function stockImageFor(runId: number): string {
  const index = Math.abs(Math.trunc(runId)) % stockImages.length;
  return stockImages[index] ?? stockImages[0];
}

/** The run's own image when it is a usable URL (absolute, or a path on this site), else its stock image. */
export function runImageSrc(run: Pick<Run, 'id' | 'imageUrl'>): string {
  const url = run.imageUrl?.trim();
  if (url && (url.startsWith('http') || url.startsWith('/'))) return url;
  return stockImageFor(run.id);
}
