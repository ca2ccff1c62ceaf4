import type { Locale } from '@runtogether/shared/i18n/locales';
import { api } from '@/lib/api-client';

/**
 * Saves a language choice (decision 038): the server sets the language cookie and, for a signed-in account,
 * keeps it on the account for every device. The page then reloads, drawn by the server in that language.
 */
export async function chooseLanguage(language: Locale): Promise<void> {
  await api.put('/api/me/language', null, { body: { language } });
  window.location.reload();
}
