import { Link } from 'react-router';
import { InfoPage } from '@/components/layout/info-page';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { tRich } from '@/lib/rich-text';
import type { MetaArgs } from 'react-router';
import { pageMeta } from '@/app/page-meta';

export function Component() {
  return (
    <InfoPage title={t('core.about.title')} intro={t('core.about.intro')}>
      <h2>{t('core.about.whatHeading')}</h2>
      <p>{t('core.about.whatText')}</p>
      <h2>{t('core.about.whyHeading')}</h2>
      <p>{t('core.about.whyText')}</p>
      <h2>{t('core.about.hostsHeading')}</h2>
      <p>{t('core.about.hostsText')}</p>
      <h2>{t('core.about.safetyHeading')}</h2>
      <p>{t('core.about.safetyText')}</p>
      <h2>{t('core.about.startHeading')}</h2>
      <p>
        {tRich('core.about.startText', {
          findRun: <Link to={paths.runs.getHref()}>{t('core.about.findRun')}</Link>,
          tellUs: <Link to={paths.contact.getHref()}>{t('core.about.tellUs')}</Link>,
        })}
      </p>
    </InfoPage>
  );
}

export const meta = (args: MetaArgs) => pageMeta(args, { title: t('core.about.title') });

export default Component;
