// The e-mails of docs/decisions/049: a host told its run was hidden or shown again or its post removed, the run's
// runners told it is gone or back, an account told it was suspended or unsuspended, and the confirmation of a
// deleted account (sent to the old address).
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { translatorFor, type Locale } from '../../lib/i18n';
import { escapeHtml } from '../mail/html';
import type { NewMail } from '../mail/mail.repository';
import { inLanguage, whenText } from '../mail/mail-words';

export type TrustNotice =
  | 'runHidden'
  | 'runShown'
  | 'runHiddenForRunner'
  | 'runShownForRunner'
  | 'postRemoved'
  | 'suspended'
  | 'unsuspended'
  | 'accountDeleted';

interface Recipient {
  email: string;
  name: string;
  language: Locale;
}

/** The notices that come with an admin's reason: each ends with where to appeal it (docs/decisions/049). */
const APPEALABLE: ReadonlySet<TrustNotice> = new Set(['runHidden', 'postRemoved', 'suspended']);

/**
 * `values`: the run's or post's title and the admin's reason, as the notice needs them; `run`, when and by whom
 * for a runner's notice; `link`, the page the notice is about (none for a suspended account, which cannot sign
 * in, nor for a runner's hidden run, a 404 to them); `publicUrl`, for the contact page.
 */
export function trustNoticeEmail(
  to: Recipient,
  notice: TrustNotice,
  values: {
    title?: string;
    reason?: string;
    run?: Pick<Run, 'date' | 'time' | 'timezone' | 'hostName'>;
    link?: string;
    publicUrl: string;
  },
): NewMail {
  const locale = to.language;
  const t = translatorFor(locale);
  const { run } = values;
  const words = {
    title: values.title ?? '',
    reason: values.reason ?? '',
    when: run ? whenText(locale, run.date, run.time, run.timezone) : '',
    host: run?.hostName ?? '',
  };
  const body = t(`email.trust.${notice}.body`, words);
  const link = values.link && inLanguage(values.link, locale);
  const appeal = APPEALABLE.has(notice)
    ? { line: t('email.trust.appeal'), link: inLanguage(`${values.publicUrl}/contact`, locale) }
    : null;
  const anchor = (url: string) =>
    `<p style="line-height:1.5"><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`;
  const text = [
    t('email.common.greeting', { name: to.name }),
    '',
    body,
    ...(link ? ['', link] : []),
    ...(appeal ? ['', appeal.line, appeal.link] : []),
    '',
    t('email.common.team'),
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <p style="line-height:1.5">${escapeHtml(t('email.common.greeting', { name: to.name }))}</p>
    <p style="line-height:1.5;white-space:pre-line">${escapeHtml(body)}</p>
    ${link ? anchor(link) : ''}
    ${appeal ? `<p style="line-height:1.5">${escapeHtml(appeal.line)}</p>\n    ${anchor(appeal.link)}` : ''}
    <p style="line-height:1.5">${t('email.common.team')}</p>
  </div>
</body>
</html>
`;
  return { to: to.email, subject: t(`email.trust.${notice}.subject`, words), text, html };
}
