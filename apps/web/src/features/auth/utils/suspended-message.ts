import type { AppError } from '@runtogether/shared/errors/app-error';
import { t } from '@/lib/i18n';

/** An admin's suspension as log-in and a password reset tell it (docs/decisions/049): the server's words and why. */
export function suspendedMessage(error: AppError): string {
  const reason = error.fields?.reason;
  return reason ? `${error.message} ${t('trust.suspendedReason', { reason })}` : error.message;
}
