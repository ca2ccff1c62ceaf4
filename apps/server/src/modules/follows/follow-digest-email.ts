// The daily digest a follower gets when a host has published new runs, with one-click unsubscribe (RFC 8058).
import { formatRunPace } from '@runtogether/shared/runs/run.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { translatorFor, type Locale, type Translate } from '../../lib/i18n';
import { escapeHtml } from '../mail/html';
import type { NewMail } from '../mail/mail.repository';
import { distanceNumber, inLanguage, whenText } from '../mail/mail-words';
import { oneClickUnsubscribeHeaders } from '../mail/one-click-unsubscribe';
import { runUrl } from '../registrations/registration-emails';

export type DigestRun = Pick<
  Run,
  'id' | 'title' | 'date' | 'time' | 'timezone' | 'distance' | 'pace' | 'groups'
>;

export interface DigestInput {
  to: { email: string; name: string; language: Locale };
  host: { id: string; name: string };
  /** The runs to list, soonest first (at most DIGEST_MAX_RUNS). */
  runs: DigestRun[];
  /** How many new runs there are in all; more than `runs.length` adds "and N more". */
  total: number;
  unsubscribeToken: string;
  publicUrl: string;
}

export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/follows/unsubscribe/${encodeURIComponent(token)}`;

export const hostProfileUrl = (publicUrl: string, hostId: string) =>
  `${publicUrl}/business/${hostId}/profile`;

export const digestSubject = (hostName: string, total: number, locale: Locale = 'en') =>
  translatorFor(locale)('email.digest.subject', { count: total, host: hostName });

const whenOf = (locale: Locale, run: DigestRun) => whenText(locale, run.date, run.time, run.timezone);
const factsOf = (locale: Locale, run: DigestRun) =>
  translatorFor(locale)('email.common.distancePace', {
    distance: distanceNumber(locale, run.distance),
    pace: formatRunPace(run),
  });

/** "and 1 more run" / "and 4 more runs", or null when every run is listed. */
function moreLine(t: Translate, input: DigestInput): string | null {
  const more = input.total - input.runs.length;
  if (more <= 0) return null;
  return t('email.digest.more', { count: more });
}

/**
 * The digest: each new upcoming run with its date, facts and link, then the unsubscribe link, which is also in
 * the List-Unsubscribe header with List-Unsubscribe-Post, so mail apps offer a one-click button.
 */
export function followDigestEmail(input: DigestInput): NewMail {
  const { to, host, runs, publicUrl } = input;
  const locale = to.language;
  const t = translatorFor(locale);
  const stop = inLanguage(unsubscribeUrl(publicUrl, input.unsubscribeToken), locale);
  const profile = inLanguage(hostProfileUrl(publicUrl, host.id), locale);
  const runLink = (run: DigestRun) => inLanguage(runUrl(publicUrl, run.id), locale);
  const more = moreLine(t, input);
  const subject = digestSubject(host.name, input.total, locale);
  const intro = t('email.digest.intro', { count: input.total, host: host.name });
  const why = t('email.digest.why', { host: host.name });
  const stopLabel = t('email.digest.stop', { host: host.name });
  const text = [
    t('email.common.greeting', { name: to.name }),
    '',
    intro,
    '',
    ...runs.flatMap((run) => [
      `${run.title}`,
      `  ${whenOf(locale, run)}`,
      `  ${factsOf(locale, run)}`,
      `  ${runLink(run)}`,
      '',
    ]),
    ...(more ? [`${more}: ${profile}`, ''] : []),
    t('email.common.signOff'),
    t('email.common.team'),
    '',
    why,
    `${stopLabel}: ${stop}`,
  ].join('\n');

  const items = runs
    .map(
      (run) => `      <li style="margin:0 0 16px">
        <a href="${escapeHtml(runLink(run))}" style="color:#c2410c;font-weight:bold;text-decoration:none">${escapeHtml(run.title)}</a><br>
        <span style="color:#374151">${escapeHtml(whenOf(locale, run))}</span><br>
        <span style="color:#6b7280">${escapeHtml(factsOf(locale, run))}</span>
      </li>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${locale}">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(subject)}</h1>
    <p style="line-height:1.5">${escapeHtml(t('email.common.greeting', { name: to.name }))}</p>
    <p style="line-height:1.5">${escapeHtml(intro)}</p>
    <ul style="padding:0;list-style:none;line-height:1.5">
${items}
    </ul>
${more ? `    <p style="line-height:1.5"><a href="${escapeHtml(profile)}" style="color:#c2410c">${escapeHtml(more)}</a></p>\n` : ''}    <p style="line-height:1.5">${t('email.common.signOff')}<br>${t('email.common.team')}</p>
    <p style="margin-top:28px;line-height:1.5;color:#6b7280;font-size:13px">${escapeHtml(why)}
      <a href="${escapeHtml(stop)}" style="color:#6b7280">${escapeHtml(stopLabel)}</a></p>
  </div>
</body>
</html>
`;
  return {
    to: to.email,
    subject,
    text,
    html,
    headers: oneClickUnsubscribeHeaders(stop),
  };
}
