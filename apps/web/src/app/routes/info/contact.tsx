import { InfoPage } from '@/components/layout/info-page';
import { t } from '@/lib/i18n';
import { tRich } from '@/lib/rich-text';
import type { MetaArgs } from 'react-router';
import { pageMeta } from '@/app/page-meta';

const EMAIL = 'hello@runtogether.app';

export function Component() {
  const email = <a href={`mailto:${EMAIL}`}>{EMAIL}</a>;
  return (
    <InfoPage title={t('core.contact.title')} intro={t('core.contact.intro')}>
      <h2>{t('core.contact.writeHeading')}</h2>
      <p>{tRich('core.contact.writeText', { email })}</p>
      <h2>{t('core.contact.runHeading')}</h2>
      <p>{t('core.contact.runText')}</p>
      <h2>{t('core.contact.dataHeading')}</h2>
      <p>{tRich('core.contact.dataText', { email })}</p>
    </InfoPage>
  );
}

export const meta = (args: MetaArgs) => pageMeta(args, { title: t('core.contact.title') });

export default Component;
