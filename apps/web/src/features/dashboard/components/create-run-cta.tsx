import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';

/** The call to action to /business/create-run. */
export function CreateRunCta() {
  return (
    <section className="flex flex-col items-start gap-4 rounded-2xl bg-brand-800 p-5 text-white sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div>
        <h2 className="text-lg font-bold">{t('host.dashboard.cta.title')}</h2>
        <p className="mt-1 text-sm text-brand-100">{t('host.dashboard.cta.text')}</p>
      </div>
      <Link
        to={paths.createRun.getHref()}
        className={buttonVariants({ variant: 'secondary', className: 'shrink-0' })}
      >
        <Plus aria-hidden="true" />
        {t('host.dashboard.cta.button')}
      </Link>
    </section>
  );
}
