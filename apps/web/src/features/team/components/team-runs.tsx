import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { intlLocale, t } from '@/lib/i18n';
import { getHostRuns } from '@/lib/run-requests';
import type { Membership } from '../api/team';
import { teamKeys } from '../api/team-keys';

const RUNS = 20;

/**
 * A run's day in the reader's language ("Tue, Dec 8"), as run cards write it. Its own line rather than
 * formatShortDate: importing that here moved the shared date module into a chunk of its own, 100 bytes more on the
 * form pages and the landing, over their budgets (decision 062).
 */
const runDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(intlLocale(), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The business's upcoming runs with what the member's role allows: check-in and participants for everyone in
 * the team, editing for managers (docs/decisions/054).
 */
export function TeamRuns({ membership }: { membership: Membership }) {
  const runs = useQuery({
    queryKey: teamKeys.runs(membership.businessId),
    queryFn: ({ signal }) => getHostRuns(membership.businessId, 'upcoming', RUNS, undefined, signal),
  });
  if (runs.isPending) return <p role="status">{t('team.runs.loading')}</p>;
  if (runs.isError) return <p role="alert">{runs.error.message}</p>;
  if (runs.data.items.length === 0) return <p className="text-slate-600">{t('team.runs.none')}</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label={t('team.runs.title')}>
      {runs.data.items.map((run) => (
        <li key={run.id} className="rounded-lg border border-slate-200 bg-white p-3">
          <p className="font-semibold text-slate-900">{run.title}</p>
          <p className="text-sm text-slate-600">
            {runDay(run.date)} · {run.time}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {/* Seen beside its run, "Check-in" is enough; a screen reader's list of links names the run. */}
            <Link
              to={paths.checkIn.getHref(run.id)}
              aria-label={t('team.runs.checkIn', { title: run.title })}
              className={buttonVariants({ size: 'sm' })}
            >
              {t('runs.host.checkIn')}
            </Link>
            <Link
              to={paths.runParticipants.getHref(run.id)}
              className={buttonVariants({ size: 'sm', variant: 'outline' })}
            >
              {t('team.runs.participants')}
            </Link>
            {membership.role === 'manager' && (
              <Link
                to={paths.editRun.getHref(run.id)}
                className={buttonVariants({ size: 'sm', variant: 'outline' })}
              >
                {t('team.runs.edit')}
              </Link>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
