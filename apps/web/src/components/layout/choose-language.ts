import type { Locale } from '@runtogether/shared/i18n/locales';
import { api } from '@/lib/api-client';

/**
 * Saves a language choice (decision 038): the server sets the language cookie and, for a signed-in account,
 * keeps it on the account for every device. The page then loads again, drawn by the server in that language:
 * at its address without `?lang=`, which would otherwise win over the choice (the address without it is the
 * hreflang alternates' x-default, the visitor's own language), its other parameters and hash kept.
 */
export async function chooseLanguage(language: Locale): Promise<void> {
  await api.put('/api/me/language', null, { body: { language } });
  const url = new URL(window.location.href);
  if (!url.searchParams.has('lang')) return window.location.reload();
  url.searchParams.delete('lang');
  window.location.replace(url.href);
}
