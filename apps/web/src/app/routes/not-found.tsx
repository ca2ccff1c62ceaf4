import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/lib/i18n';
import { data, type MetaArgs } from 'react-router';
import { pageMeta } from '@/app/page-meta';

export function Component() {
  useDocumentTitle(t('core.notFound.title'));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900">
        {t('core.notFound.heading')}
      </h1>
      <p className="mt-3 text-slate-600">{t('core.notFound.text')}</p>
      <Link to={paths.home.getHref()} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        {t('core.notFound.home')}
      </Link>
    </div>
  );
}

/** A path no page knows: its page, with 404. */
export const loader = () => data(null, { status: 404 });
export const meta = (args: MetaArgs) => pageMeta(args, { title: t('core.notFound.title'), noindex: true });

export default Component;
