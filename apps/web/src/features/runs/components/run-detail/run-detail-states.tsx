import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError, type LoadErrorProps } from '@/components/errors/load-error';
import { Container } from '@/components/layout/container';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { BackToRuns } from './back-to-runs';

/** docs/product.md §2: a run that does not exist (or no longer does). */
export function RunNotFound() {
  return (
    <Container className="flex flex-col items-center py-16 text-center sm:py-24">
      <SearchX aria-hidden="true" className="size-12 text-slate-400" />
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        {t('runs.detail.notFound')}
      </h1>
      <p className="mt-3 max-w-md text-slate-600">{t('runs.detail.notFoundText')}</p>
      <Link to={paths.runs.getHref()} className={buttonVariants({ className: 'mt-8' })}>
        {t('runs.detail.browseAll')}
      </Link>
    </Container>
  );
}

/** docs/product.md §8 "Details": a run that could not be loaded, with a way to try again. */
export function RunLoadError(props: LoadErrorProps) {
  return (
    <Container className="pt-4 pb-16 sm:pt-6">
      <BackToRuns />
      <LoadError heading className="mt-6" {...props} />
    </Container>
  );
}
