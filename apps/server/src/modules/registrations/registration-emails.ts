// The e-mails a registration causes: the confirmation on registering (confirmed or waitlisted wording), the news
// that a spot opened up, and the one summary of joining a series' dates at once (decision 053). All carry a
// calendar file so the runner can put the run, or each date, in their calendar.
import { icsFileName, type CalendarRun } from '@runtogether/shared/runs/run-calendar';
import { formatPace } from '@runtogether/shared/runs/run.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { buildRunsIcs, type RunOfFile } from '../../lib/calendar-files';
import { translatorFor, type Locale, type Translate } from '../../lib/i18n';
import { EMAIL_BUTTON_STYLE, escapeHtml } from '../mail/html';
import type { MailAttachment, NewMail } from '../mail/mail.repository';
import { calendarTexts, distanceNumber, inLanguage, whenText } from '../mail/mail-words';

export type EmailRun = Pick<
  Run,
  | 'id'
  | 'title'
  | 'description'
  | 'date'
  | 'time'
  | 'timezone'
  | 'startsAt'
  | 'location'
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

/** Runs as one iCalendar file named after `title`; each run's UID is stable, so a second import updates the first. */
function icsAttachment(
  title: string,
  runs: { run: EmailRun; waitlisted?: boolean }[],
  publicUrl: string,
  now: Date,
  locale: Locale,
): MailAttachment {
  const events: RunOfFile[] = runs.map(({ run, waitlisted }) => ({
    run,
    url: runUrl(publicUrl, run.id),
    waitlisted,
  }));
  return {
    filename: icsFileName(title),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: buildRunsIcs(events, new URL(publicUrl).hostname, now, calendarTexts(locale)),
  };
}

/** The run as an iCalendar file; its UID is stable per run, so a second import updates the first. */
export const runIcsAttachment = (
  run: EmailRun,
  publicUrl: string,
  now: Date,
  locale: Locale = 'en',
  place: { waitlisted?: boolean } = {},
): MailAttachment => icsAttachment(run.title, [{ run, ...place }], publicUrl, now, locale);

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

/** The pace group of a row that left-joined it (a reminder's, a change notice's); null without one. */
export const emailGroupOfRow = (row: { groupName: string | null; groupPaceSecondsPerKm: number | null }) =>
  row.groupName === null || row.groupPaceSecondsPerKm === null
    ? null
    : emailGroupOf({ name: row.groupName, paceSecondsPerKm: row.groupPaceSecondsPerKm });

const giveUpLink = (t: Translate, url: string) =>
  `<a href="${escapeHtml(url)}" style="color:#c2410c">${escapeHtml(t('email.giveUp.link'))}</a>`;

/** The give-up link's paragraph in an e-mail's HTML (confirmations and reminders). */
export const giveUpParagraph = (t: Translate, url: string) =>
  `    <p style="line-height:1.5">${giveUpLink(t, url)} ${escapeHtml(t('email.giveUp.note'))}</p>\n`;

/** "8 km at 5:30 min/km, hosted by Ana": on a run with groups at the group's pace, not the run's (decision 052). */
const runFacts = (t: Translate, locale: Locale, run: EmailRun, group: EmailGroup | null | undefined) =>
  t('email.registration.facts', {
    distance: distanceNumber(locale, run.distance),
    pace: formatPace(group?.pace ?? run.pace),
    host: run.hostName,
  });

/** The text of a registration's e-mail: the greeting, `lines`, the sign-off. */
const emailText = (t: Translate, name: string, lines: string[]) =>
  [
    t('email.common.greeting', { name }),
    '',
    ...lines,
    '',
    t('email.common.signOff'),
    t('email.common.team'),
  ].join('\n');

/** Its HTML: the subject as heading, the greeting, `body` (whole lines, indented), the sign-off. */
const emailPage = (
  t: Translate,
  locale: Locale,
  subject: string,
  name: string,
  body: string,
) => `<!doctype html>
<html lang="${locale}">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(subject)}</h1>
    <p style="line-height:1.5">${escapeHtml(t('email.common.greeting', { name }))}</p>
${body}    <p style="line-height:1.5">${t('email.common.signOff')}<br>${t('email.common.team')}</p>
  </div>
</body>
</html>
`;

/** The table of a run's facts: a label (our words) and its value (HTML) a row. */
const factsTable = (rows: [label: string, value: string][]) =>
  `    <table style="margin:16px 0;line-height:1.5;border-collapse:collapse">
${rows.map(([label, value]) => `      <tr><td style="padding:2px 12px 2px 0;color:#6b7280">${label}</td><td>${value}</td></tr>\n`).join('')}    </table>
`;

const paragraph = (html: string) => `    <p style="line-height:1.5">${html}</p>\n`;
const smallPrint = (html: string) =>
  `    <p style="line-height:1.5;color:#6b7280;font-size:14px">${html}</p>\n`;

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
  const link = inLanguage(runUrl(options.publicUrl, run.id), locale);
  const when = whenText(locale, run.date, run.time, run.timezone);
  const facts = runFacts(t, locale, run, options.group);
  const intro = lead(t, kind, run, options.position ?? null);
  const group = options.group ? groupFacts(t, options.group) : null;
  const outro =
    kind === 'waitlisted' ? t('email.registration.outroWaitlisted') : t('email.registration.outroConfirmed');
  const subject = registrationEmailSubject(kind, run.title, locale);
  const giveUpUrl = options.giveUpUrl && inLanguage(options.giveUpUrl, locale);
  const text = emailText(t, to.name, [
    intro,
    '',
    `${t('email.common.when')}: ${when}`,
    `${t('email.common.where')}: ${run.address}`,
    `${t('email.registration.run')}: ${facts}`,
    ...(group ? [`${t('email.registration.group')}: ${group}`] : []),
    '',
    t('email.registration.details', { link }),
    ...(giveUpUrl ? ['', `${t('email.giveUp.link')}: ${giveUpUrl}`] : []),
    '',
    outro,
  ]);

  const html = emailPage(
    t,
    locale,
    subject,
    to.name,
    `${paragraph(escapeHtml(intro))}${factsTable([
      [t('email.common.when'), escapeHtml(when)],
      [t('email.common.where'), escapeHtml(run.address)],
      [t('email.registration.run'), escapeHtml(facts)],
      ...(group ? [[t('email.registration.group'), escapeHtml(group)] as [string, string]] : []),
    ])}    <p style="margin:28px 0">
      <a href="${escapeHtml(link)}" style="${EMAIL_BUTTON_STYLE}">${t('email.common.viewRun')}</a>
    </p>
${giveUpUrl ? giveUpParagraph(t, giveUpUrl) : ''}${smallPrint(`${escapeHtml(outro)} ${t('email.registration.cancelNote')}`)}`,
  );
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

/** A date of a series joined at once: confirmed (with its give-up link) or on the waitlist at `position`. */
export interface JoinedDate {
  run: EmailRun;
  /** The place on the waitlist; null when confirmed. */
  position: number | null;
  giveUpUrl: string | undefined;
  group: EmailGroup | null;
}

/**
 * The one e-mail of joining several dates of a series at once (decision 053), instead of a confirmation per
 * date: the run's facts once, then each date with its time, the runner's place on it, its page and, when
 * confirmed, its give-up link; one calendar file with every date (a waitlisted one tentative and marked).
 */
export function seriesJoinedEmail(
  to: { email: string; name: string; language: Locale },
  dates: [JoinedDate, ...JoinedDate[]],
  options: { publicUrl: string; now: Date },
): NewMail {
  const locale = to.language;
  const t = translatorFor(locale);
  const [first] = dates;
  const { title, address } = first.run;
  // The dates share their place, facts and pace group unless the host changed one date: then each date names
  // its own.
  const factsOf = (date: JoinedDate) => runFacts(t, locale, date.run, date.group);
  const groupOf = (date: JoinedDate) => (date.group ? groupFacts(t, date.group) : null);
  const shared = <T>(of: (date: JoinedDate) => T) => dates.every((date) => of(date) === of(first));
  const oneAddress = shared((date) => date.run.address);
  const oneFacts = shared(factsOf);
  const oneGroup = shared(groupOf);
  const facts = factsOf(first);
  const group = groupOf(first);
  const subject = t('email.seriesJoined.subject', { title, count: dates.length });
  const intro = t('email.seriesJoined.lead', { title });
  const listed = dates.map((date) => ({
    ...date,
    when: whenText(locale, date.run.date, date.run.time, date.run.timezone),
    place:
      date.position === null
        ? t('email.seriesJoined.confirmed')
        : t('email.seriesJoined.waitlisted', { position: String(date.position) }),
    link: inLanguage(runUrl(options.publicUrl, date.run.id), locale),
    giveUpUrl: date.giveUpUrl && inLanguage(date.giveUpUrl, locale),
    address: oneAddress ? null : date.run.address,
    facts: oneFacts ? null : factsOf(date),
    group: oneGroup ? null : groupOf(date),
  }));
  const notes = [
    ...(dates.some((date) => date.giveUpUrl) ? [t('email.seriesJoined.giveUpNote')] : []),
    ...(dates.some((date) => date.position !== null) ? [t('email.seriesJoined.waitlistNote')] : []),
  ];
  const outro = `${t('email.seriesJoined.outro')} ${t('email.seriesJoined.cancelNote')}`;
  const text = emailText(t, to.name, [
    intro,
    '',
    ...(oneAddress ? [`${t('email.common.where')}: ${address}`] : []),
    ...(oneFacts ? [`${t('email.registration.run')}: ${facts}`] : []),
    ...(oneGroup && group ? [`${t('email.registration.group')}: ${group}`] : []),
    ...listed.flatMap((date) => [
      '',
      `${date.when} — ${date.place}`,
      ...(date.address ? [`${t('email.common.where')}: ${date.address}`] : []),
      ...(date.facts ? [`${t('email.registration.run')}: ${date.facts}`] : []),
      ...(date.group ? [`${t('email.registration.group')}: ${date.group}`] : []),
      t('email.common.theRun', { link: date.link }),
      ...(date.giveUpUrl ? [`${t('email.giveUp.link')}: ${date.giveUpUrl}`] : []),
    ]),
    ...notes.flatMap((note) => ['', note]),
    '',
    outro,
  ]);

  const dateParagraph = (date: (typeof listed)[number]) =>
    paragraph(
      [
        `<strong>${escapeHtml(date.when)}</strong> — ${escapeHtml(date.place)}`,
        ...(date.address ? [`${t('email.common.where')}: ${escapeHtml(date.address)}`] : []),
        ...(date.facts ? [`${t('email.registration.run')}: ${escapeHtml(date.facts)}`] : []),
        ...(date.group ? [`${t('email.registration.group')}: ${escapeHtml(date.group)}`] : []),
        `<a href="${escapeHtml(date.link)}" style="color:#c2410c">${t('email.common.viewRun')}</a>`,
        ...(date.giveUpUrl ? [giveUpLink(t, date.giveUpUrl)] : []),
      ].join('<br>'),
    );
  const html = emailPage(
    t,
    locale,
    subject,
    to.name,
    `${paragraph(escapeHtml(intro))}${factsTable([
      ...(oneAddress ? [[t('email.common.where'), escapeHtml(address)] as [string, string]] : []),
      ...(oneFacts ? [[t('email.registration.run'), escapeHtml(facts)] as [string, string]] : []),
      ...(oneGroup && group ? [[t('email.registration.group'), escapeHtml(group)] as [string, string]] : []),
    ])}${listed.map(dateParagraph).join('')}${notes.map((note) => paragraph(escapeHtml(note))).join('')}${smallPrint(escapeHtml(outro))}`,
  );
  const calendar = dates.map((date) => ({ run: date.run, waitlisted: date.position !== null }));
  return {
    to: to.email,
    subject,
    text,
    html,
    attachments: [icsAttachment(title, calendar, options.publicUrl, options.now, locale)],
  };
}
