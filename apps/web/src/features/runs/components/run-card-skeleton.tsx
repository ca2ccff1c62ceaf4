import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** Same box as a RunCard, so nothing moves when the runs arrive. */
export function RunCardSkeleton({ variant = 'default' }: { variant?: 'default' | 'compact' }) {
  return (
    <div
      data-testid="run-card-skeleton"
      aria-hidden="true"
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <Skeleton className={cn('rounded-none', variant === 'compact' ? 'aspect-3/4' : 'aspect-4/3')} />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <div className="grid grid-cols-3 gap-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}
