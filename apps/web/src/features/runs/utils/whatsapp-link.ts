import { t } from '@/lib/i18n';

/** The greeting a runner's WhatsApp chat with the host starts with; it names the run (docs/product.md §7). */
export const hostGreeting = (runTitle: string) => t('runs.whatsapp.greeting', { title: runTitle });

/**
 * A WhatsApp chat link with the host (https://wa.me/<digits>?text=...), or null when the phone has no digits.
 * wa.me wants the number in international form without '+', spaces or dashes.
 */
export function whatsappChatUrl(phone: string | null | undefined, runTitle: string): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!digits) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(hostGreeting(runTitle))}`;
}
