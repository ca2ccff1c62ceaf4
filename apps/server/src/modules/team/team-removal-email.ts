// The e-mail that tells a member the owner took them off a host's team (docs/decisions/054): without it the
// business's screens would simply start refusing them. No link: there is nothing left for them to do.
import { translatorFor } from '../../lib/i18n';
import { accountEmail, type Recipient } from '../mail/account-emails';
import type { NewMail } from '../mail/mail.repository';

export function teamRemovalEmail(to: Recipient, team: { businessName: string }): NewMail {
  const t = translatorFor(to.language);
  const business = team.businessName;
  return accountEmail(to, {
    subject: t('email.team.removedSubject', { business }),
    heading: t('email.team.removedHeading', { business }),
    paragraphs: [t('email.team.removedText', { business })],
  });
}
