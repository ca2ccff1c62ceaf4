import type { RunAttendance } from '@runtogether/shared/attendance/attendance.schemas';
import { formatShortDate } from '@runtogether/shared/dates/date.rules';
import { intlLocale, t } from '@/lib/i18n';
import { BarChart } from './bar-chart';

/** 'YYYY-MM-DD' → 'Jun 1': short enough to sit under a bar. */
const shortDay = (dateKey: string) =>
  new Date(`${dateKey}T12:00:00Z`).toLocaleDateString(intlLocale(), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** What a run's bar stands for: everyone checked in, walk-ins included. */
const attended = (run: RunAttendance) => run.checkedIn + run.walkIns;

/** Dates under at most this many bars, evenly spread, so they never overlap. */
const MAX_LABELS = 6;

/** Screen readers get the numbers the picture shows, run by run. */
export function attendanceChartLabel(runs: readonly RunAttendance[]): string {
  if (runs.length === 0) return t('host.dashboard.attendance.chartEmpty');
  const values = runs
    .map((run) =>
      t('host.dashboard.attendance.chartValue', {
        title: run.title,
        date: formatShortDate(run.date, intlLocale()),
        attended: attended(run),
        confirmed: run.confirmed,
      }),
    )
    .join(', ');
  return t('host.dashboard.attendance.chartLabel', { values });
}

/** Runners checked in per run with check-ins over the last 12 weeks, oldest first. */
export function AttendanceChart({ runs }: { runs: readonly RunAttendance[] }) {
  const labelEvery = Math.ceil(runs.length / MAX_LABELS);
  return (
    <BarChart
      label={attendanceChartLabel(runs)}
      bars={runs.map((run, i) => ({
        key: run.runId,
        value: attended(run),
        label: i % labelEvery === 0 ? shortDay(run.date) : null,
        emphasis: true,
      }))}
    />
  );
}
