import { isAppError } from '@runtogether/shared/errors/app-error';

/** docs/product.md §8 "Details": what a run that failed to load tells the user. */
export function runDetailErrorMessage(error: unknown): string {
  if (isAppError(error) && error.status === 429) return 'Rate limited - please wait and try again';
  return 'Failed to load run details';
}
