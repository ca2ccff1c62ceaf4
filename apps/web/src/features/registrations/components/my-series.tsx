import { formatShortDate } from '@runtogether/shared/dates/date.rules';
import type { SeriesMembership } from '@runtogether/shared/series/series-registration.schemas';
import { Repeat } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { intlLocale, t } from '@/lib/i18n';
import { useMySeries } from '../api/series-registrations';
import { LeaveSeriesButton } from './leave-series-button';
import { ZoneCaption } from '@/lib/zone-caption';

function JoinedSeries({ series }: { series: SeriesMembership }) {
  const headingId = `joined-series-${series.seriesId}`;
  // The run's title, from its next date: a series without upcoming dates is named by its weekday alone.
  const title = series.dates[0]?.run.title;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-bold text-slate-900">
        <Repeat aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        {title
          ? t('series.mine.youreIn', { title, every: series.every })
          : t('series.join.youreIn', { every: series.every })}
      </h2>
      {series.dates.length > 0 && (
        <>
          <p className="mt-2 text-sm text-slate-600">{t('series.mine.dates')}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {series.dates.map(({ run, registration }) => (
              <li key={run.id}>
                <Link
                  to={paths.run.getHref(run.id)}
                  className="inline-flex min-h-9 items-center rounded-lg border border-slate-200 px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
                >
                  {t('runs.map.dateTime', { date: formatShortDate(run.date, intlLocale()), time: run.time })}
                  <ZoneCaption timeZone={run.timezone} />
                  {registration.waitlistPosition !== null &&
                    ` · ${t('series.mine.waitlisted', { position: registration.waitlistPosition })}`}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <LeaveSeriesButton seriesId={series.seriesId} everyWeeks={series.everyWeeks} className="mt-3" />
    </section>
  );
}

/** My Runs: each series joined every week, once, with its dates (docs/decisions/053). */
export function MySeries() {
  const mine = useMySeries();
  if (!mine.data || mine.data.items.length === 0) return null;
  return (
    <div className="mb-6 flex flex-col gap-4">
      {mine.data.items.map((series) => (
        <JoinedSeries key={series.seriesId} series={series} />
      ))}
    </div>
  );
}
