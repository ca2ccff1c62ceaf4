import { t } from '@/lib/i18n';
import { longMonth, shortMonth } from '../utils/format';
import { BarChart } from './bar-chart';

/** Screen readers get the numbers the picture shows, month by month. */
export function signupsChartLabel(months: readonly { month: string; count: number }[]): string {
  const values = months
    .map(({ month, count }) =>
      t('host.dashboard.impact.signupsChartValue', { month: longMonth(month), count }),
    )
    .join(', ');
  return t('host.dashboard.impact.signupsChartLabel', { values });
}

/** New runners per month as a small bar chart, the current month darker. */
export function SignupsChart({ months }: { months: readonly { month: string; count: number }[] }) {
  return (
    <BarChart
      label={signupsChartLabel(months)}
      bars={months.map(({ month, count }, i) => ({
        key: month,
        value: count,
        label: shortMonth(month),
        emphasis: i === months.length - 1,
      }))}
    />
  );
}
