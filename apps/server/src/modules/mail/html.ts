const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** For text a user typed (names) going into an HTML e-mail. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

/**
 * The background of every e-mail button (Tailwind's orange-700): white bold text on it reaches WCAG AA's 4.5:1,
 * which the brand orange #f97316 does not (2.8:1). Links in e-mails use the same colour.
 */
export const EMAIL_BUTTON_BACKGROUND = '#c2410c';
export const EMAIL_BUTTON_TEXT = '#ffffff';

/** The inline style of a call-to-action link drawn as a button in an e-mail. */
export const EMAIL_BUTTON_STYLE = `background:${EMAIL_BUTTON_BACKGROUND};color:${EMAIL_BUTTON_TEXT};padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:bold`;
