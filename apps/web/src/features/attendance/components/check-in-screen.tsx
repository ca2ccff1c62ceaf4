import type { Attendance, Attendee, WalkIn } from '@runtogether/shared/attendance/attendance.schemas';
import {
  dateKeyInZone,
  formatDateHeading,
  formatShortDate,
  timeInZone,
} from '@runtogether/shared/dates/date.rules';
import { isAppError } from '@runtogether/shared/errors/app-error';
import { Search, UserPlus } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { RetryButton } from '@/components/ui/retry-button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/components/ui/toast';
import { intlLocale, t } from '@/lib/i18n';
import { useAttendance } from '../api/get-attendance';
import { useMarkAttendance } from '../api/mark-attendance';
import { useMarkBack, type BackMark } from '../api/mark-back';
import { useRemoveWalkIn } from '../api/remove-walk-in';
import { CheckInQr } from './check-in-qr';
import { AddWalkIn } from './add-walk-in';
import { JoinQr } from './join-qr';
import { RunnerRow } from './runner-row';
import { StillOut } from './still-out';
import { WalkInRow } from './walk-in-row';
import { ZoneCaption } from '@/lib/zone-caption';

/** Case and accents do not matter when looking for a name on a cold morning. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/**
 * An instant on the run's clock, written as the rest of the app writes a run's times (24-hour 'HH:mm', the
 * run page's 'Sat, May 18'): its time alone on the run's own day, with the day when it falls on another.
 */
const timeIn = (iso: string, run: Attendance['run']) => {
  const instant = new Date(iso);
  const time = timeInZone(instant, run.timezone);
  const day = dateKeyInZone(instant, run.timezone);
  return day === run.date ? time : `${formatShortDate(day, intlLocale())} ${time}`;
};

function WindowNotice({ data, now }: { data: Attendance; now: number }) {
  const { window, run } = data;
  if (window.state === 'open') return null;
  if (window.state === 'before') {
    // A run a week away: the day it opens, unless that is today on the run's clock.
    const opens = new Date(window.opensAt);
    const day = dateKeyInZone(opens, run.timezone);
    const time = timeInZone(opens, run.timezone);
    return (
      <Alert tone="info" role="status">
        {day === dateKeyInZone(new Date(now), run.timezone)
          ? t('host.checkIn.opensAt', { time })
          : t('host.checkIn.opensOn', { date: formatShortDate(day, intlLocale()), time })}
      </Alert>
    );
  }
  return (
    <Alert tone="info" role="status">
      {t('host.checkIn.closedAt', { time: timeIn(window.closesAt, run) })}
    </Alert>
  );
}

/**
 * Check-in that cannot be taken here (a run that is not there, or not the caller's): the page's heading, why, and
 * a way on, to the run's page or to the runs, instead of a lone alert (docs/product.md §2). `children`: a retry.
 */
export function CheckInUnavailable({
  message,
  runId,
  children,
}: {
  message: string;
  /** The run's page to go back to; null: the run is not there, so Find Runs. */
  runId: number | null;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-start gap-3">
      <h1 className="text-2xl font-extrabold text-slate-900">{t('host.checkIn.title')}</h1>
      <Alert className="self-stretch">{message}</Alert>
      {children ?? (
        <Link
          to={runId === null ? paths.runs.getHref() : paths.run.getHref(runId)}
          className={buttonVariants({ variant: 'outline' })}
        >
          {runId === null ? t('host.checkIn.toRuns') : t('host.checkIn.toRun')}
        </Link>
      )}
    </div>
  );
}

/**
 * The host's check-in screen, made for a phone in one hand outdoors: one big tap per runner, dark
 * text on white or white on dark green, a live count, search, walk-ins and the QR code runners scan themselves.
 */
export function CheckInScreen({ runId }: { runId: number }) {
  const attendance = useAttendance(runId);
  const mark = useMarkAttendance(runId);
  const markBack = useMarkBack(runId);
  const removeWalkIn = useRemoveWalkIn(runId);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const countId = useId();

  if (attendance.isPending) return <PageSpinner />;
  if (attendance.isError) {
    const error = attendance.error;
    const message = isAppError(error) && error.status < 500 ? error.message : t('host.checkIn.loadError');
    const refused = isAppError(error) && [403, 404].includes(error.status) ? error.status : null;
    return (
      <CheckInUnavailable message={message} runId={refused === 403 ? runId : null}>
        {refused === null ? (
          <RetryButton retrying={attendance.isFetching} onRetry={() => void attendance.refetch()} />
        ) : undefined}
      </CheckInUnavailable>
    );
  }
  const data = attendance.data;
  const open = data.window.state === 'open';
  // Once the run has started (as of the last answer), the screen counts who is still out (docs/decisions/055).
  const started = open && attendance.dataUpdatedAt >= Date.parse(data.run.startsAt);
  const shown = data.runners.filter((runner) => folded(runner.name).includes(folded(query)));

  const failed = (error: unknown) =>
    toast.error(error instanceof Error ? error.message : t('host.checkIn.saveFailed'));
  const toggle = (runner: Attendee) => {
    mark.mutate({ registrationId: runner.registrationId, present: !runner.present }, { onError: failed });
  };
  const undoBack = (backMark: BackMark) => markBack.mutate(backMark, { onError: failed });
  const remove = (walkIn: WalkIn) =>
    removeWalkIn.mutate(walkIn.id, {
      onSuccess: () => toast.success(t('host.checkIn.removed', { name: walkIn.name })),
      onError: failed,
    });

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold text-slate-900">{t('host.checkIn.title')}</h1>
        <p className="text-base font-semibold wrap-anywhere text-slate-800">{data.run.title}</p>
        <p className="text-sm text-slate-700">
          {formatDateHeading(data.run.date, intlLocale())} · {data.run.time}
          <ZoneCaption timeZone={data.run.timezone} />
        </p>
      </header>
      <WindowNotice data={data} now={attendance.dataUpdatedAt} />
      {started && <StillOut runId={runId} data={data} />}
      <p
        id={countId}
        data-testid="check-in-count"
        role="status"
        aria-live="polite"
        className="rounded-xl bg-slate-900 px-4 py-3 text-center text-xl font-extrabold text-white"
      >
        {t('host.checkIn.count', { checkedIn: data.counts.checkedIn, confirmed: data.counts.confirmed })}
        {data.counts.walkIns > 0 && (
          <span className="block text-base font-semibold">
            {t('host.checkIn.walkInCount', { count: data.counts.walkIns })}
          </span>
        )}
      </p>

      <section aria-labelledby={`${searchId}-heading`} className="flex flex-col gap-3">
        <h2 id={`${searchId}-heading`} className="text-lg font-bold text-slate-900">
          {t('host.checkIn.runners')}
        </h2>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-600"
          />
          <label htmlFor={searchId} className="sr-only">
            {t('host.checkIn.search')}
          </label>
          <Input
            id={searchId}
            type="search"
            placeholder={t('host.checkIn.search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="h-12 pl-10 text-base"
          />
        </div>
        {data.runners.length === 0 ? (
          <p className="text-slate-700">{t('host.checkIn.noRunners')}</p>
        ) : shown.length === 0 ? (
          <p className="text-slate-700">{t('host.checkIn.noMatch', { query })}</p>
        ) : (
          byGroup(shown).map(([group, runners]) => (
            <div key={group ?? ''} className="flex flex-col gap-2">
              {group !== undefined && (
                <h3 className="text-base font-bold wrap-anywhere text-slate-900">{group}</h3>
              )}
              <ul className="flex flex-col gap-2" aria-describedby={countId} aria-label={group}>
                {runners.map((runner) => (
                  <RunnerRow
                    key={runner.registrationId}
                    runner={runner}
                    disabled={!open}
                    started={started}
                    onToggle={toggle}
                    onBack={undoBack}
                  />
                ))}
              </ul>
            </div>
          ))
        )}
      </section>

      <section aria-label={t('host.checkIn.walkIns')} className="flex flex-col gap-3">
        <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <UserPlus aria-hidden="true" className="size-5" />
          {t('host.checkIn.walkIns')}
        </h2>
        {data.walkIns.length > 0 && (
          <ul className="flex flex-col gap-1">
            {data.walkIns.map((walkIn) => (
              <WalkInRow
                key={walkIn.id}
                walkIn={walkIn}
                started={started}
                removable={open && !started}
                removing={removeWalkIn.isPending && removeWalkIn.variables === walkIn.id}
                onUndoBack={() => undoBack({ walkInId: walkIn.id, back: false })}
                onRemove={() => remove(walkIn)}
              />
            ))}
          </ul>
        )}
        <AddWalkIn runId={runId} run={data.run} disabled={!open} />
      </section>

      {data.window.state !== 'closed' && (
        <section aria-label={t('host.checkIn.selfCheckIn')} className="flex flex-col gap-2 text-center">
          <h2 className="text-lg font-bold text-slate-900">{t('host.checkIn.scanTitle')}</h2>
          <CheckInQr url={data.checkIn.url} />
          <p className="text-sm text-slate-700">{t('host.checkIn.scanHint')}</p>
        </section>
      )}
      {data.window.state !== 'closed' && <JoinQr runId={runId} />}
    </div>
  );
}

/** The runners in the server's order, split by pace group (one unnamed list for a run without groups). */
function byGroup(runners: Attendee[]): [string | undefined, Attendee[]][] {
  const groups = new Map<string | undefined, Attendee[]>();
  for (const runner of runners) groups.set(runner.group, [...(groups.get(runner.group) ?? []), runner]);
  return [...groups];
}
