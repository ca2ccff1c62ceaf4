import { InfoPage } from '@/components/layout/info-page';
import { t } from '@/lib/i18n';
import { tRich } from '@/lib/rich-text';
import type { MetaArgs } from 'react-router';
import { pageMeta } from '@/app/page-meta';

const EMAIL = 'hello@runtogether.app';

export function Component() {
  return (
    <InfoPage title={t('core.terms.title')} intro={t('core.terms.intro')}>
      <h2>{t('core.terms.accountHeading')}</h2>
      <p>{t('core.terms.accountText')}</p>
      <h2>{t('core.terms.runnersHeading')}</h2>
      <ul>
        <li>{t('core.terms.runnersRegister')}</li>
        <li>{t('core.terms.runnersRisk')}</li>
      </ul>
      <h2>{t('core.terms.hostsHeading')}</h2>
      <ul>
        <li>{t('core.terms.hostsReal')}</li>
        <li>{t('core.terms.hostsAccurate')}</li>
        <li>{t('core.terms.hostsResponsible')}</li>
        <li>{t('core.terms.hostsContacts')}</li>
      </ul>
      <h2>{t('core.terms.contentHeading')}</h2>
      <p>{t('core.terms.contentText')}</p>
      <h2>{t('core.terms.reportsHeading')}</h2>
      <p>{t('core.terms.reportsText')}</p>
      <h2>{t('core.terms.roleHeading')}</h2>
      <p>{t('core.terms.roleText')}</p>
      <h2>{t('core.terms.changesHeading')}</h2>
      <p>
        {tRich('core.terms.changesText', {
          email: <a href={`mailto:${EMAIL}`}>{EMAIL}</a>,
        })}
      </p>
    </InfoPage>
  );
}

export const meta = (args: MetaArgs) => pageMeta(args, { title: t('core.terms.title') });

export default Component;
