import { formatShortDate } from '@runtogether/shared/dates/date.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { Repeat } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { intlLocale, t } from '@/lib/i18n';
import { useSeries } from '../../api/get-series';
import { seriesLabelText } from '../../utils/series-label';

const NEXT_DATES_SHOWN = 4;

/** A run of a weekly series says so ("Every Tuesday at 19:00") and links its next dates. */
export function RunSeries({
  run,
  joinControl,
}: {
  run: Pick<Run, 'id' | 'seriesId'>;
  /** "Join every week" (or every 2 weeks: the series' interval is given); the route provides it. */
  joinControl?: (everyWeeks: number) => ReactNode;
}) {
  const series = useSeries(run.seriesId);
  if (!series.data) return null;
  const next = series.data.upcomingRuns.filter((other) => other.id !== run.id).slice(0, NEXT_DATES_SHOWN);
  return (
    <section
      aria-labelledby="run-series-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="run-series-heading" className="flex items-center gap-2 font-bold text-slate-900">
        <Repeat aria-hidden="true" className="size-4 text-brand-700" />
        {seriesLabelText(series.data.everyWeeks, series.data.weekday, series.data.time)}
      </h2>
      {next.length > 0 && (
        <>
          <p className="mt-2 text-sm text-slate-600">{t('runs.series.nextDates')}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {next.map((other) => (
              <li key={other.id}>
                <Link
                  to={paths.run.getHref(other.id)}
                  className="inline-flex min-h-9 items-center rounded-lg border border-slate-200 px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
                >
                  {t('runs.map.dateTime', {
                    date: formatShortDate(other.date, intlLocale()),
                    time: other.time,
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {joinControl?.(series.data.everyWeeks)}
    </section>
  );
}
