import type { MessageKey } from '@runtogether/shared/i18n/keys';

/** A webmail the verification screen can open: its button text and address. */
export interface Webmail {
  label: MessageKey;
  href: string;
}

const WEBMAILS: { domain: RegExp; webmail: Webmail }[] = [
  {
    domain: /^(gmail|googlemail)\.com$/,
    webmail: { label: 'auth.verify.openGmail', href: 'https://mail.google.com' },
  },
  {
    // Microsoft's consumer addresses come in many country domains (hotmail.es, live.co.uk…).
    domain: /^(outlook|hotmail|live|msn)\.[a-z]{2,3}(\.[a-z]{2})?$/,
    webmail: { label: 'auth.verify.openOutlook', href: 'https://outlook.live.com/mail/' },
  },
  {
    domain: /^(yahoo|ymail|rocketmail)\.[a-z]{2,3}(\.[a-z]{2})?$/,
    webmail: { label: 'auth.verify.openYahoo', href: 'https://mail.yahoo.com' },
  },
  {
    domain: /^(icloud|me|mac)\.com$/,
    webmail: { label: 'auth.verify.openIcloud', href: 'https://www.icloud.com/mail' },
  },
];

/** The webmail of a well-known provider for this address; none for any other domain (a company's, a school's). */
export function webmailFor(email: string | undefined): Webmail | null {
  const domain = email?.trim().toLowerCase().split('@')[1];
  if (!domain) return null;
  return WEBMAILS.find((entry) => entry.domain.test(domain))?.webmail ?? null;
}
