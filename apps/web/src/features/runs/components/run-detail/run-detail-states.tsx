import { RefreshCw, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@/components/layout/container';
import { Button, buttonVariants } from '@/components/ui/button';
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
export function RunLoadError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Container className="pt-4 pb-16 sm:pt-6">
      <BackToRuns />
      <div
        role="alert"
        className="mt-6 flex flex-col items-center gap-4 rounded-2xl bg-red-50 px-4 py-12 text-center"
      >
        <h1 className="text-xl font-bold text-red-900">{message}</h1>
        <Button variant="outline" disabled={retrying} onClick={onRetry}>
          <RefreshCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
          {t('runs.common.retry')}
        </Button>
      </div>
    </Container>
  );
}
