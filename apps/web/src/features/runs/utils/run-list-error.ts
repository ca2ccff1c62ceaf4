import { isAppError } from '@runtogether/shared/errors/app-error';
import { t } from '@/lib/i18n';

/**
 * docs/product.md §8 "Lists and details" and §2 "Find Runs page": what a run list tells the user, in the page's
 * language (each read translates: the language is known only at render).
 */
export const runListMessages = {
  get rateLimited() {
    return t('runs.list.rateLimited');
  },
  get failed() {
    return t('runs.list.failed');
  },
  get empty() {
    return t('runs.list.empty');
  },
  get noneFound() {
    return t('runs.list.noneFound');
  },
  get noneFoundHint() {
    return t('runs.list.noneFoundHint');
  },
  get filteredOut() {
    return t('runs.list.filteredOut');
  },
};

/** docs/product.md §8 "Lists": what a failed run list tells the user. */
export function runListErrorMessage(error: unknown): string {
  if (isAppError(error) && error.status === 429) return runListMessages.rateLimited;
  return runListMessages.failed;
}
