// The e-mails a registration causes: the confirmation on registering (confirmed or waitlisted wording) and the
// news that a spot opened up. Both carry the run's .ics so the runner can put it in their calendar.
import { icsFileName, type CalendarRun } from '@runtogether/shared/runs/run-calendar';
import { formatPace } from '@runtogether/shared/runs/run.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { buildRunIcs } from '../../lib/calendar-files';
import { translatorFor, type Locale, type Translate } from '../../lib/i18n';
import { EMAIL_BUTTON_STYLE, escapeHtml } from '../mail/html';
import type { MailAttachment, NewMail } from '../mail/mail.repository';
import { calendarTexts, distanceNumber, whenText } from '../mail/mail-words';

export type EmailRun = Pick<
  Run,
  | 'id'
  | 'title'
  | 'description'
  | 'date'
  | 'time'
  | 'timezone'
  | 'startsAt'
  | 'address'
  | 'distance'
  | 'pace'
  | 'latitude'
  | 'longitude'
  | 'hostName'
> &
  Pick<CalendarRun, 'sequence' | 'lastModified'>;

export type RegistrationEmailKind = 'confirmed' | 'waitlisted' | 'promoted';

export const runUrl = (publicUrl: string, runId: number) => `${publicUrl}/runs/${runId}`;

const SUBJECT_KEYS = {
  confirmed: 'email.registration.subjectConfirmed',
  waitlisted: 'email.registration.subjectWaitlisted',
  promoted: 'email.registration.subjectPromoted',
} as const;

/** The subject of each moment's mail, in a language (English when not given). */
export const registrationEmailSubject = (kind: RegistrationEmailKind, title: string, locale: Locale = 'en') =>
  translatorFor(locale)(SUBJECT_KEYS[kind], { title });

/** The English subjects. */
export const registrationEmailSubjects = {
  confirmed: (title: string) => registrationEmailSubject('confirmed', title),
  waitlisted: (title: string) => registrationEmailSubject('waitlisted', title),
  promoted: (title: string) => registrationEmailSubject('promoted', title),
} as const;

/** The run as an iCalendar file; its UID is stable per run, so a second import updates the first. */
export function runIcsAttachment(
  run: EmailRun,
  publicUrl: string,
  now: Date,
  locale: Locale = 'en',
  place: { waitlisted?: boolean } = {},
): MailAttachment {
  return {
    filename: icsFileName(run.title),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: buildRunIcs(
      run,
      runUrl(publicUrl, run.id),
      new URL(publicUrl).hostname,
      now,
      calendarTexts(locale),
      place,
    ),
  };
}

function lead(t: Translate, kind: RegistrationEmailKind, run: EmailRun, position: number | null): string {
  const title = run.title;
  if (kind === 'confirmed') return t('email.registration.leadConfirmed', { title });
  if (kind === 'promoted') return t('email.registration.leadPromoted', { title });
  return position === null
    ? t('email.registration.leadWaitlisted', { title })
    : t('email.registration.leadWaitlistedPosition', { title, position: String(position) });
}

/** A registration's pace group as its e-mails name it (docs/decisions/052): its name and pace in min/km. */
export interface EmailGroup {
  name: string;
  pace: number;
}

/** "Steady, 5:30 min/km": the pace group line of a registration's and a reminder's e-mail. */
export const groupFacts = (t: Translate, group: EmailGroup) =>
  t('email.registration.groupFacts', { name: group.name, pace: formatPace(group.pace) });

/** A pace group row (seconds per km) as the e-mails name it; null without one. */
export const emailGroupOf = (group: { name: string; paceSecondsPerKm: number } | null | undefined) =>
  group ? { name: group.name, pace: group.paceSecondsPerKm / 60 } : null;

/** The give-up link's paragraph in an e-mail's HTML (confirmations and reminders). */
export const giveUpParagraph = (t: Translate, url: string) =>
  `    <p style="line-height:1.5"><a href="${escapeHtml(url)}" style="color:#c2410c">${escapeHtml(t('email.giveUp.link'))}</a> ${escapeHtml(t('email.giveUp.note'))}</p>\n`;

/** One e-mail for the three moments; `position` matters only on the waitlist. */
export function registrationEmail(
  kind: RegistrationEmailKind,
  to: { email: string; name: string; language: Locale },
  run: EmailRun,
  options: {
    publicUrl: string;
    position?: number | null;
    now: Date;
    /** The run's calendar file when the caller already made it (it is the same for every mail of the run). */
    ics?: MailAttachment;
    /** The signed "Can't make it? Give up your spot" link of a confirmed runner (docs/decisions/053). */
    giveUpUrl?: string;
    /** The runner's pace group, on a run with groups (docs/decisions/052). */
    group?: EmailGroup | null;
  },
): NewMail {
  const locale = to.language;
  const t = translatorFor(locale);
  const link = runUrl(options.publicUrl, run.id);
  const when = whenText(locale, run.date, run.time, run.timezone);
  // On a run with groups the runner runs at their group's pace, not at the one the run's form kept, which is
  // shown nowhere (docs/decisions/052).
  const facts = t('email.registration.facts', {
    distance: distanceNumber(locale, run.distance),
    pace: formatPace(options.group?.pace ?? run.pace),
    host: run.hostName,
  });
  const intro = lead(t, kind, run, options.position ?? null);
  const group = options.group ? groupFacts(t, options.group) : null;
  const outro =
    kind === 'waitlisted' ? t('email.registration.outroWaitlisted') : t('email.registration.outroConfirmed');
  const subject = registrationEmailSubject(kind, run.title, locale);
  const text = [
    t('email.common.greeting', { name: to.name }),
    '',
    intro,
    '',
    `${t('email.common.when')}: ${when}`,
    `${t('email.common.where')}: ${run.address}`,
    `${t('email.registration.run')}: ${facts}`,
    ...(group ? [`${t('email.registration.group')}: ${group}`] : []),
    '',
    t('email.registration.details', { link }),
    ...(options.giveUpUrl ? ['', `${t('email.giveUp.link')}: ${options.giveUpUrl}`] : []),
    '',
    outro,
    '',
    t('email.common.signOff'),
    t('email.common.team'),
  ].join('\n');

  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${locale}">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(subject)}</h1>
    <p style="line-height:1.5">${escapeHtml(t('email.common.greeting', { name: to.name }))}</p>
    <p style="line-height:1.5">${escapeHtml(intro)}</p>
    <table style="margin:16px 0;line-height:1.5;border-collapse:collapse">
      <tr><td style="padding:2px 12px 2px 0;color:#6b7280">${t('email.common.when')}</td><td>${escapeHtml(when)}</td></tr>
      <tr><td style="padding:2px 12px 2px 0;color:#6b7280">${t('email.common.where')}</td><td>${escapeHtml(run.address)}</td></tr>
      <tr><td style="padding:2px 12px 2px 0;color:#6b7280">${t('email.registration.run')}</td><td>${escapeHtml(facts)}</td></tr>
${
  group
    ? `      <tr><td style="padding:2px 12px 2px 0;color:#6b7280">${t('email.registration.group')}</td><td>${escapeHtml(group)}</td></tr>
`
    : ''
}    </table>
    <p style="margin:28px 0">
      <a href="${href}" style="${EMAIL_BUTTON_STYLE}">${t('email.common.viewRun')}</a>
    </p>
${options.giveUpUrl ? giveUpParagraph(t, options.giveUpUrl) : ''}    <p style="line-height:1.5;color:#6b7280;font-size:14px">${escapeHtml(outro)} ${t('email.registration.cancelNote')}</p>
    <p style="line-height:1.5">${t('email.common.signOff')}<br>${t('email.common.team')}</p>
  </div>
</body>
</html>
`;
  return {
    to: to.email,
    subject,
    text,
    html,
    attachments: [
      options.ics ??
        runIcsAttachment(run, options.publicUrl, options.now, locale, { waitlisted: kind === 'waitlisted' }),
    ],
  };
}
