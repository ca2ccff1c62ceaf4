import { isAppError } from '@runtogether/shared/errors/app-error';

/** Spec §8 "Lists": what a failed run list tells the user. */
export function runListErrorMessage(error: unknown): string {
  if (isAppError(error) && error.status === 429)
    return 'Too many requests - please wait a moment and refresh the page.';
  return 'Unable to load runs. Please check your connection and try again.';
}
