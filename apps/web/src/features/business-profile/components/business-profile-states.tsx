import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError, type LoadErrorProps } from '@/components/errors/load-error';
import { Container } from '@/components/layout/container';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';

/** docs/product.md §2: a business profile that does not exist (or is not a business). */
export function BusinessNotFound() {
  return (
    <Container className="flex flex-col items-center py-16 text-center sm:py-24">
      <SearchX aria-hidden="true" className="size-12 text-slate-400" />
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        {t('host.profile.notFoundTitle')}
      </h1>
      <p className="mt-3 max-w-md text-slate-600">{t('host.profile.notFound')}</p>
      <Link to={paths.runs.getHref()} className={buttonVariants({ className: 'mt-8' })}>
        {t('host.profile.browseAll')}
      </Link>
    </Container>
  );
}

/** A profile that could not be loaded, with a way to try again. */
export function BusinessLoadError(props: LoadErrorProps) {
  return (
    <Container className="py-10 sm:py-14">
      <LoadError heading {...props} />
    </Container>
  );
}

/** A page-level message in place of the profile (signed out, not a business), with what to do next. */
export function ProfileMessage({
  icon,
  message,
  children,
}: {
  icon: ReactNode;
  message: string;
  children?: ReactNode;
}) {
  return (
    <Container className="flex flex-col items-center py-16 text-center sm:py-24">
      {icon}
      <h1 className="mt-4 max-w-md text-xl font-bold text-slate-900 sm:text-2xl">{message}</h1>
      {children && <div className="mt-6 flex flex-wrap justify-center gap-2">{children}</div>}
    </Container>
  );
}

/** The header and tabs' shapes while the profile loads. */
export function BusinessProfileSkeleton() {
  return (
    <Container className="py-8 sm:py-12">
      <div role="status" aria-label={t('host.profile.loading')} className="flex flex-col gap-6">
        <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:p-6">
          <Skeleton className="size-20 rounded-full sm:size-24" />
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-8 w-2/3 max-w-xs" />
            <Skeleton className="h-4 w-1/2 max-w-sm" />
            <Skeleton className="h-12 w-full max-w-prose" />
            <Skeleton className="h-10 w-40" />
          </div>
        </div>
        <Skeleton className="h-11 w-full rounded-xl" />
        <RunGridSkeleton />
      </div>
    </Container>
  );
}

/** Three card shapes in the run grid's layout. */
export function RunGridSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((key) => (
        <div key={key} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4">
          <Skeleton className="aspect-4/3 w-full rounded-xl" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}
