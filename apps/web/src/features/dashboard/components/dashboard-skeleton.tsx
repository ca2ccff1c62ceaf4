import { Skeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/i18n';

/** The dashboard's boxes while its one request is on its way, so nothing jumps when the data lands. */
export function DashboardSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">{t('host.dashboard.loadingSr')}</span>
      <Skeleton className="h-6 w-64" />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 lg:col-span-2">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-10" />
          <Skeleton className="h-60" />
        </div>
        <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-6 w-40" />
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </div>
      </div>
      <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    </div>
  );
}
