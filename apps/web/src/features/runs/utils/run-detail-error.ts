import { isAppError } from '@runtogether/shared/errors/app-error';
import { t } from '@/lib/i18n';

/** docs/product.md §8 "Details": what a run that failed to load tells the user. */
export function runDetailErrorMessage(error: unknown): string {
  if (isAppError(error) && error.status === 429) return t('runs.detail.rateLimited');
  return t('runs.detail.loadFailed');
}
