import {
  COMMUNITY_RETURN_RATE_DEFINITION,
  type Dashboard,
} from '@runtogether/shared/business/dashboard.schemas';
import { HeartHandshake } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { InfoTip } from './info-tip';
import { SignupsChart } from './signups-chart';

function Metric({ label, value, tip }: { label: string; value: string; tip?: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <dt className="flex items-start justify-between gap-1 text-sm font-medium text-slate-600">
        {label}
        {tip}
      </dt>
      <dd className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900">{value}</dd>
    </div>
  );
}

/** docs/product.md §3 "Metrics" (definitions in docs/decisions/010): how the host's community is doing. */
export function CommunityImpact({ metrics }: { metrics: Dashboard['metrics'] }) {
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
        </CardContent>
      </Card>
    </section>
  );
}
