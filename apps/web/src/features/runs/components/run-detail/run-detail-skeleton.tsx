import { Container } from '@/components/layout/container';
import { Skeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/i18n';

/** The run page's shape while it loads, so nothing jumps when it arrives. */
export function RunDetailSkeleton() {
  return (
    <Container role="status" className="pt-4 pb-10 sm:pt-6">
      <span className="sr-only">{t('runs.detail.loading')}</span>

      <Skeleton className="h-10 w-32" />
      <div className="mt-3 grid gap-6 lg:grid-cols-3 lg:gap-8">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Skeleton className="aspect-3/4 w-full rounded-2xl sm:aspect-4/3 lg:aspect-video" />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Skeleton className="col-span-2 h-20 rounded-xl" />
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-20 rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
        <div className="flex flex-col gap-6">
          <Skeleton className="h-44 w-full rounded-2xl" />
          <Skeleton className="h-36 w-full rounded-2xl" />
        </div>
      </div>
    </Container>
  );
}
