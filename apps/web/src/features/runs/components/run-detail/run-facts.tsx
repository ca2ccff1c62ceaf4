import { formatRunPace } from '@runtogether/shared/runs/run.rules';
import { formatDateHeading } from '@runtogether/shared/dates/date.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { CalendarDays, Clock, Gauge, Route, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { intlLocale, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useZoneCaption } from '@/lib/zone-caption';
import { formatKm } from '../../utils/share-run';
import { PaceBadge } from '../pace-badge';
import { detailSpotsLeft } from '../../utils/spots';

function Fact({
  icon,
  label,
  className,
  children,
}: {
  icon: ReactNode;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-3.5 shadow-sm',
        className,
      )}
    >
      <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {icon}
        {label}
      </dt>
      <dd className="text-base font-bold wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

const iconClass = 'size-4 text-brand-700';

/** Date, time, distance and pace of a run, and its spots left when it has a maximum (docs/product.md §2). */
export function RunFacts({ run, registered = false }: { run: Run; registered?: boolean }) {
  const spots = detailSpotsLeft(run);
  const caption = useZoneCaption(run.timezone);
  return (
    <section aria-labelledby="run-facts-heading">
      <h2 id="run-facts-heading" className="sr-only">
        {t('runs.facts.heading')}
      </h2>
      {/* Two columns on phones, three above; the long date takes two, and Pace fills the row it would
          leave half empty when there is no Spots left. */}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact
          icon={<CalendarDays aria-hidden="true" className={iconClass} />}
          label={t('runs.facts.date')}
          className="col-span-2"
        >
          {formatDateHeading(run.date, intlLocale())}
        </Fact>
        <Fact icon={<Clock aria-hidden="true" className={iconClass} />} label={t('runs.facts.time')}>
          {run.time}
          {caption && <span className="block text-xs font-medium text-slate-600">{caption}</span>}
        </Fact>
        <Fact icon={<Route aria-hidden="true" className={iconClass} />} label={t('runs.facts.distance')}>
          {t('runs.common.distanceValue', { distance: formatKm(run.distance) })}
        </Fact>
        <Fact
          icon={<Gauge aria-hidden="true" className={iconClass} />}
          label={t('runs.facts.pace')}
          className={spots === null ? 'col-span-2' : undefined}
        >
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span>{t('runs.common.paceValue', { pace: formatRunPace(run) })}</span>
            {/* A run with groups: their paces, listed below, not the one its form kept (docs/decisions/052). */}
            {run.groups.length === 0 && <PaceBadge category={run.paceCategory} />}
          </span>
        </Fact>
        {spots !== null && (
          <Fact icon={<Users aria-hidden="true" className={iconClass} />} label={t('runs.facts.spotsLeft')}>
            {spots === 0 ? (registered ? t('runs.common.full') : t('runs.common.fullJoinWaitlist')) : spots}
          </Fact>
        )}
      </dl>
    </section>
  );
}
