import {
  COMMUNITY_RETURN_RATE_DEFINITION,
  type Dashboard,
} from '@runtogether/shared/business/dashboard.schemas';
import { HeartHandshake } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { AttendanceFigures } from './attendance-figures';
import { InfoTip } from './info-tip';
import { Metric } from './metric';
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
            Community Impact
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 lg:grid-cols-2">
          <dl className="grid grid-cols-2 gap-3">
            <Metric label="Total unique runners" value={String(metrics.totalUniqueRunners)} />
            <Metric label="Repeat runners" value={`${metrics.repeatRunnerPercentage}%`} />
            <Metric label="Avg. runners per event" value={String(metrics.averageRunnersPerEvent)} />
            <Metric
              label="Community return rate"
              value={`${metrics.communityReturnRate}%`}
              tip={
                <InfoTip label="What is the community return rate?" text={COMMUNITY_RETURN_RATE_DEFINITION} />
              }
            />
          </dl>
          <div aria-labelledby={chartHeadingId} role="group">
            <h3 id={chartHeadingId} className="text-sm font-semibold text-slate-900">
              New signups per month
            </h3>
            <p className="text-xs text-slate-600">Runners joining one of your runs for the first time</p>
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
