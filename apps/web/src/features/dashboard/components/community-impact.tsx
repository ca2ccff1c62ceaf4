import type { Dashboard } from '@runtogether/shared/business/dashboard.schemas';
import { HeartHandshake } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { t } from '@/lib/i18n';
import { AttendanceFigures } from './attendance-figures';
import { InfoTip } from './info-tip';
import { Metric } from './metric';
import { formatNumber } from '../utils/format';
import { SignupsChart } from './signups-chart';

/** docs/product.md §3 "Metrics" (definitions in docs/decisions/010): how the host's community is doing. */
export function CommunityImpact({
  metrics,
  attendance,
}: {
  metrics: Dashboard['metrics'];
  attendance: Dashboard['attendance'];
}) {
  const headingId = useId();
  const chartHeadingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle id={headingId} className="flex items-center gap-2 text-lg">
            <HeartHandshake aria-hidden="true" className="size-5 text-brand-700" />
            {t('host.dashboard.impact.title')}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 lg:grid-cols-2">
          <dl className="grid grid-cols-2 gap-3">
            <Metric
              label={t('host.dashboard.impact.totalUniqueRunners')}
              value={formatNumber(metrics.totalUniqueRunners)}
            />
            <Metric
              label={t('host.dashboard.impact.repeatRunners')}
              value={t('host.common.percent', { value: formatNumber(metrics.repeatRunnerPercentage) })}
            />
            <Metric
              label={t('host.dashboard.impact.averagePerEvent')}
              value={formatNumber(metrics.averageRunnersPerEvent)}
            />
            <Metric
              label={t('host.dashboard.impact.returnRate')}
              value={t('host.common.percent', { value: formatNumber(metrics.communityReturnRate) })}
              tip={
                <InfoTip
                  label={t('host.dashboard.impact.returnRateQuestion')}
                  text={t('host.dashboard.impact.returnRateDefinition')}
                />
              }
            />
          </dl>
          <div aria-labelledby={chartHeadingId} role="group">
            <h3 id={chartHeadingId} className="text-sm font-semibold text-slate-900">
              {t('host.dashboard.impact.signupsTitle')}
            </h3>
            <p className="text-xs text-slate-600">{t('host.dashboard.impact.signupsSubtitle')}</p>
            <div className="mt-2">
              <SignupsChart months={metrics.newSignupsPerMonth} />
            </div>
          </div>
          <AttendanceFigures attendance={attendance} />
        </CardContent>
      </Card>
    </section>
  );
}
