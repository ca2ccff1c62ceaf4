import { LoadError } from '@/components/errors/load-error';
import { AnswerList } from '@/components/sign-up/answer-list';
import type { MyRegistrationItem } from '@runtogether/shared/registrations/registration.schemas';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { onlineManager } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/i18n';
import { useMyRegistrations, type RegistrationScope } from '../api/get-my-registrations';
import { keepRunsForOffline } from '../utils/keep-runs-offline';

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * A card for a run; the route gives the run card of the runs feature. `mine`: the runner is registered or on its
 * waitlist, so the card does not invite them to join the waitlist.
 */
export type RenderRun = (run: Run, mine?: boolean) => ReactNode;

/** Where the runner stands: on the waitlist (with their place) or, for a run to come, in; and their pace group. */
function StatusBadge({ item, scope }: { item: MyRegistrationItem; scope: RegistrationScope }) {
  const { status, waitlistPosition: position, groupId } = item.registration;
  const group = item.run.groups.find((g) => g.id === groupId)?.name;
  const waitlisted = status === 'waitlisted';
  if (!waitlisted && scope === 'past') return null;
  const label = !waitlisted
    ? t('runs.myRuns.youreIn')
    : scope === 'past'
      ? t('runs.myRuns.waitlisted')
      : position === null
        ? t('runs.myRuns.onWaitlist')
        : t('runs.myRuns.onWaitlistPosition', { position });
  return (
    // A group's name can be one long word: the badge wraps, inside it too, rather than widen the card on a phone.
    <Badge
      className={`self-start whitespace-normal ring-1 wrap-anywhere ${waitlisted ? 'bg-amber-100 text-amber-900 ring-amber-300' : 'bg-emerald-50 text-emerald-900 ring-emerald-300'}`}
    >
      {waitlisted && <Hourglass aria-hidden="true" className="mr-1 size-3" />}
      {label}
      {group && ` · ${t('runs.register.yourGroup', { group })}`}
    </Badge>
  );
}

interface RegisteredRunsListProps {
  scope: RegistrationScope;
  renderRun: RenderRun;
  /** Shown when the runner has no registrations in this scope. */
  empty: ReactNode;
  /** Runs to load at a time. */
  limit?: number;
  /** Offer 'Load more' while the server has more (off for a short preview). */
  paged?: boolean;
}

/** The runner's registered runs of one scope as cards, waitlisted ones marked with their place. */
export function RegisteredRunsList({
  scope,
  renderRun,
  empty,
  limit,
  paged = true,
}: RegisteredRunsListProps) {
  const query = useMyRegistrations(scope, limit);
  // The runs still to come are kept on the device for the start line, where the network may be poor.
  const upcomingIds =
    scope === 'upcoming'
      ? (query.data?.pages.flatMap((page) => page.items.map((item) => item.run.id)) ?? [])
      : [];
  const idsKey = upcomingIds.join(',');
  // Offline, runs this device never loaded: said at once, loaded once the network is back (docs/decisions/037).
  const offline = !onlineManager.isOnline() && query.isPending && query.failureCount > 0;
  useEffect(() => {
    if (idsKey) keepRunsForOffline(idsKey.split(',').map(Number));
  }, [idsKey]);

  if (query.isError || offline) {
    return (
      <LoadError
        message={t(offline ? 'runs.myRuns.offline' : 'runs.myRuns.loadError')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        offline={offline}
      />
    );
  }

  if (query.isPending) {
    return (
      <div role="status" className={grid}>
        <span className="sr-only">{t('runs.myRuns.loading')}</span>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="aspect-4/5 w-full rounded-2xl" />
        ))}
      </div>
    );
  }

  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return empty;

  return (
    <div className="flex flex-col gap-6">
      <ul className={grid}>
        {items.map((item) => (
          <li key={item.registration.id} className="flex flex-col gap-2">
            <StatusBadge item={item} scope={scope} />
            <div className="flex-1">{renderRun(item.run, true)}</div>
            {/* The runner's own answers, a waiver with its text as accepted (docs/decisions/055). */}
            <AnswerList answers={item.registration.answers} />
          </li>
        ))}
      </ul>
      {paged && query.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('runs.common.loading') : t('runs.common.loadMore')}
        </Button>
      )}
    </div>
  );
}
