import type { Run } from '@runtogether/shared/runs/run.schemas';
import { CalendarPlus, ClipboardCheck, Clock, EyeOff, Pencil, Repeat, Trash2, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { listDate } from '@/lib/list-date';
import { ZoneCaption } from '@/lib/zone-caption';

/**
 * The places taken; with guests at check-in, the runners and guests apart (docs/decisions/057). A host's walk-ins
 * can take a run past its maximum: "5/4" is said as it is, not capped.
 */
function participantsText(
  run: Pick<Run, 'currentParticipants' | 'currentGuests' | 'maxParticipants'>,
): string {
  const taken = run.currentParticipants;
  const guests = run.currentGuests;
  const count = taken - guests;
  const max = run.maxParticipants;
  if (guests > 0) {
    return max === null
      ? t('host.dashboard.runs.participantsWithGuests', { count, guests })
      : t('host.dashboard.runs.placesOfMax', { taken, max, count, guests });
  }
  if (max !== null) return t('host.dashboard.runs.participantsOfMax', { count: taken, max });
  return t('host.dashboard.runs.participants', { count: taken });
}

/** The id of a row's link to its run: focus goes there when the row above it is deleted. */
export const runRowLinkId = (runId: number) => `dashboard-run-${runId}`;

/** The row's icon buttons: 36 px on a phone (still above WCAG's 24 px target), 40 px from `sm` up. */
const action = 'shrink-0 max-sm:size-9';

function RunRow({ run, editable, onDelete }: { run: Run; editable: boolean; onDelete: (run: Run) => void }) {
  // The actions name the date too: a weekly run's rows share a title (docs/decisions/034).
  const named = { title: run.title, date: listDate(run.date) };
  return (
    // On a phone a row is compact (docs/product.md, "Phones"): more of them fit the list at once.
    <li className="flex items-center gap-1 rounded-xl border border-slate-200 bg-white px-2 py-1.5 sm:gap-2 sm:p-3">
      <div className="min-w-0 flex-1">
        <Link
          id={runRowLinkId(run.id)}
          to={paths.run.getHref(run.id)}
          className="block truncate text-sm font-semibold text-slate-900 hover:text-brand-800 hover:underline sm:text-base"
        >
          {run.title}
        </Link>
        <p className="flex flex-wrap items-center gap-x-3 text-xs text-slate-600 sm:mt-0.5 sm:gap-y-0.5 sm:text-sm">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {listDate(run.date)} · {run.time}
            <ZoneCaption timeZone={run.timezone} />
          </span>
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-3.5" />
            {participantsText(run)}
          </span>
          {run.seriesId !== null && (
            // A club's repeating run shows as one row per date: the mark tells them apart from one-offs. It says
            // "Repeats", not "Weekly": a series may repeat every 1 to 4 weeks (decision 053) and a row has no interval.
            <span className="inline-flex items-center gap-1 font-medium text-brand-800">
              <Repeat aria-hidden="true" className="size-3.5" />
              {t('host.dashboard.runs.weekly')}
            </span>
          )}
          {run.hiddenReason !== undefined && (
            // Only its host gets a run an admin hid; its page says why (docs/decisions/049).
            <span className="inline-flex items-center gap-1 font-medium text-red-700">
              <EyeOff aria-hidden="true" className="size-3.5" />
              {t('trust.hidden.rowMark')}
            </span>
          )}
        </p>
      </div>
      <Link
        to={paths.checkIn.getHref(run.id)}
        aria-label={t('host.dashboard.runs.checkInLabel', named)}
        title={t('host.dashboard.runs.checkInTitle')}
        className={buttonVariants({ variant: 'ghost', size: 'icon', className: action })}
      >
        <ClipboardCheck aria-hidden="true" />
      </Link>
      {editable && (
        <Link
          to={paths.editRun.getHref(run.id)}
          aria-label={t('host.dashboard.runs.editLabel', named)}
          title={t('host.dashboard.runs.editTitle')}
          className={buttonVariants({ variant: 'ghost', size: 'icon', className: action })}
        >
          <Pencil aria-hidden="true" />
        </Link>
      )}
      {editable && (
        // A past run is history (its runners, check-in and metrics): the server refuses to change or delete it.
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('host.dashboard.runs.deleteLabel', named)}
          title={t('host.dashboard.runs.deleteTitle')}
          className={`${action} text-red-700 hover:bg-red-50 hover:text-red-800`}
          onClick={() => onDelete(run)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}

/** One tab's runs as compact rows (they fit the dashboard's 240 px list better than cards). */
export function DashboardRunList({
  runs,
  when,
  onDelete,
}: {
  runs: readonly Run[];
  when: 'upcoming' | 'past';
  onDelete: (run: Run) => void;
}) {
  if (runs.length === 0) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-2 px-4 text-center">
        <p className="font-semibold text-slate-900">
          {when === 'upcoming' ? t('host.dashboard.runs.noUpcoming') : t('host.dashboard.runs.noPast')}
        </p>
        {when === 'upcoming' && (
          <Link to={paths.createRun.getHref()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <CalendarPlus aria-hidden="true" />
            {t('host.dashboard.runs.createFirst')}
          </Link>
        )}
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-1.5 sm:gap-2">
      {runs.map((run) => (
        <RunRow key={run.id} run={run} editable={when === 'upcoming'} onDelete={onDelete} />
      ))}
    </ul>
  );
}
