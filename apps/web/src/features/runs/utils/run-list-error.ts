import { isAppError } from '@runtogether/shared/errors/app-error';

/** docs/product.md §8 "Lists and details" and §2 "Find Runs page": what a run list tells the user. */
export const runListMessages = {
  rateLimited: 'Too many requests - please wait a moment and refresh the page.',
  failed: 'Unable to load runs. Please check your connection and try again.',
  empty: 'No runs available at the moment. Please try again later.',
  noneFound: 'No upcoming runs found',
  noneFoundHint: 'There might be a temporary issue loading runs. Please try refreshing the page.',
  filteredOut: 'Try adjusting your filters to find more runs',
} as const;

/** docs/product.md §8 "Lists": what a failed run list tells the user. */
export function runListErrorMessage(error: unknown): string {
  if (isAppError(error) && error.status === 429) return runListMessages.rateLimited;
  return runListMessages.failed;
}
