import { InfoPage } from '@/components/layout/info-page';
import { t } from '@/lib/i18n';
import { tRich } from '@/lib/rich-text';
import type { MetaArgs } from 'react-router';
import { pageMeta } from '@/app/page-meta';

const EMAIL = 'hello@runtogether.app';

export function Component() {
  return (
    <InfoPage title={t('core.privacy.title')} intro={t('core.privacy.intro')}>
      <h2>{t('core.privacy.keepHeading')}</h2>
      <ul>
        <li>
          <strong>{t('core.privacy.accountLabel')}</strong> {t('core.privacy.accountText')}
        </li>
        <li>
          <strong>{t('core.privacy.businessLabel')}</strong> {t('core.privacy.businessText')}
        </li>
        <li>
          <strong>{t('core.privacy.registrationsLabel')}</strong> {t('core.privacy.registrationsText')}
        </li>
        <li>
          <strong>{t('core.privacy.emergencyLabel')}</strong> {t('core.privacy.emergencyText')}
        </li>
        <li>
          <strong>{t('core.privacy.walkUpLabel')}</strong> {t('core.privacy.walkUpText')}
        </li>
        <li>
          <strong>{t('core.privacy.imagesLabel')}</strong> {t('core.privacy.imagesText')}
        </li>
      </ul>
      <h2>{t('core.privacy.whoHeading')}</h2>
      <p>{t('core.privacy.whoText')}</p>
      <h2>{t('core.privacy.reportsHeading')}</h2>
      <p>{t('core.privacy.reportsText')}</p>
      <h2>{t('core.privacy.retentionHeading')}</h2>
      <ul>
        <li>{t('core.privacy.retentionSessions')}</li>
        <li>{t('core.privacy.retentionLinks')}</li>
        <li>{t('core.privacy.retentionMail')}</li>
        <li>{t('core.privacy.retentionWalkUps')}</li>
        <li>{t('core.privacy.retentionAccount')}</li>
        <li>{t('core.privacy.retentionReports')}</li>
      </ul>
      <h2>{t('core.privacy.cookiesHeading')}</h2>
      <p>{t('core.privacy.cookiesText')}</p>
      <h2>{t('core.privacy.emailHeading')}</h2>
      <p>{t('core.privacy.emailText')}</p>
      <h2>{t('core.privacy.choicesHeading')}</h2>
      <p>
        {tRich('core.privacy.choicesText', {
          email: <a href={`mailto:${EMAIL}`}>{EMAIL}</a>,
        })}
      </p>
    </InfoPage>
  );
}

export const meta = (args: MetaArgs) => pageMeta(args, { title: t('core.privacy.title') });

export default Component;
