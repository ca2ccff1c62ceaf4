// The e-mails of an honest waitlist (decision 053): "A spot just opened" to everyone on a run's waitlist within
// the cutoff, "Still coming?" to a runner of an "Ask to confirm" run, and "Your spot is free" to one whose "no"
// or silence freed their spot (decision 056). None carries a calendar file: the runner already has one from
// registering. And "Register for each date yourself" to a runner whose weekly run now asks questions
// (decision 053), with the date it could not register them for.
import { translatorFor, type Locale } from '../../lib/i18n';
import { EMAIL_BUTTON_STYLE, escapeHtml } from '../mail/html';
import type { NewMail } from '../mail/mail.repository';
import { inLanguage, whenText } from '../mail/mail-words';
import { runUrl, type EmailRun } from './registration-emails';

type MailRun = Pick<EmailRun, 'id' | 'title' | 'date' | 'time' | 'timezone' | 'address'>;

interface ShortMail {
  to: { email: string; name: string; language: Locale };
  run: MailRun;
  subject: string;
  lead: string;
  /** The buttons, most wanted first. */
  actions: { label: string; url: string }[];
  publicUrl: string;
}

/** A short mail: greeting, one paragraph, when and where, and one or two buttons. */
function shortMail({ to, run, subject, lead, publicUrl, ...mail }: ShortMail): NewMail {
  const t = translatorFor(to.language);
  const actions = mail.actions.map((action) => ({ ...action, url: inLanguage(action.url, to.language) }));
  const when = whenText(to.language, run.date, run.time, run.timezone);
  const link = inLanguage(runUrl(publicUrl, run.id), to.language);
  const text = [
    t('email.common.greeting', { name: to.name }),
    '',
    lead,
    '',
    `${t('email.common.when')}: ${when}`,
    `${t('email.common.where')}: ${run.address}`,
    '',
    ...(actions.length === 0 ? [] : [...actions.map((action) => `${action.label}: ${action.url}`), '']),
    t('email.common.theRun', { link }),
    '',
    t('email.common.signOff'),
    t('email.common.team'),
  ].join('\n');
  const buttons = actions
    .map(
      (action) =>
        `      <a href="${escapeHtml(action.url)}" style="${EMAIL_BUTTON_STYLE};display:inline-block;margin:0 8px 8px 0">${escapeHtml(action.label)}</a>`,
    )
    .join('\n');
  const buttonsParagraph =
    actions.length === 0
      ? ''
      : `    <p style="margin:28px 0">
${buttons}
    </p>
`;
  const html = `<!doctype html>
<html lang="${to.language}">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(subject)}</h1>
    <p style="line-height:1.5">${escapeHtml(t('email.common.greeting', { name: to.name }))}</p>
    <p style="line-height:1.5">${escapeHtml(lead)}</p>
    <p style="line-height:1.5">${t('email.common.when')}: ${escapeHtml(when)}<br>${t('email.common.where')}: ${escapeHtml(run.address)}</p>
${buttonsParagraph}    <p style="line-height:1.5"><a href="${escapeHtml(link)}" style="color:#c2410c">${t('email.common.viewRun')}</a></p>
    <p style="line-height:1.5">${t('email.common.signOff')}<br>${t('email.common.team')}</p>
  </div>
</body>
</html>
`;
  return { to: to.email, subject, text, html };
}

/** "A spot just opened: {title}", with the claim link; naming the pace group whose spot it is (decision 056). */
export function spotOpenedEmail(
  to: ShortMail['to'],
  run: MailRun,
  claimUrl: string,
  publicUrl: string,
  groupName?: string,
): NewMail {
  const t = translatorFor(to.language);
  return shortMail({
    to,
    run,
    subject: t('email.spotOpened.subject', { title: run.title }),
    lead:
      groupName === undefined
        ? t('email.spotOpened.lead', { title: run.title })
        : t('email.spotOpened.leadGroup', { title: run.title, group: groupName }),
    actions: [{ label: t('email.spotOpened.claim'), url: claimUrl }],
    publicUrl,
  });
}

/** "Still coming? {title}", with the yes and no links. */
export function stillComingEmail(
  to: ShortMail['to'],
  run: MailRun,
  urls: { yes: string; no: string },
  publicUrl: string,
): NewMail {
  const t = translatorFor(to.language);
  return shortMail({
    to,
    run,
    subject: t('email.stillComing.subject', { title: run.title }),
    lead: t('email.stillComing.lead', { title: run.title, time: run.time }),
    actions: [
      { label: t('email.stillComing.yes'), url: urls.yes },
      { label: t('email.stillComing.no'), url: urls.no },
    ],
    publicUrl,
  });
}

/**
 * "Your spot is free: {title}" to a runner of an "Ask to confirm" run whose spot went to the waitlist, because
 * they answered no or did not answer by 1 hour before the start (decision 056).
 */
export function spotReleasedEmail(
  to: ShortMail['to'],
  run: MailRun,
  why: 'no' | 'silent',
  publicUrl: string,
): NewMail {
  const t = translatorFor(to.language);
  return shortMail({
    to,
    run,
    subject: t('email.spotReleased.subject', { title: run.title }),
    lead: t(why === 'no' ? 'email.spotReleased.leadNo' : 'email.spotReleased.leadSilent', {
      title: run.title,
    }),
    actions: [],
    publicUrl,
  });
}

/** "{title}: register for each date yourself from now on", with the date the weekly job could not register. */
export function seriesAsksQuestionsEmail(to: ShortMail['to'], run: MailRun, publicUrl: string): NewMail {
  const t = translatorFor(to.language);
  return shortMail({
    to,
    run,
    subject: t('email.seriesAsksQuestions.subject', { title: run.title }),
    lead: t('email.seriesAsksQuestions.lead', { title: run.title }),
    actions: [{ label: t('email.seriesAsksQuestions.register'), url: runUrl(publicUrl, run.id) }],
    publicUrl,
  });
}
