import type { Dashboard } from '@runtogether/shared/business/dashboard.schemas';
import type { ActingHost } from '@/lib/acting-host';
import { totalsLine } from '../utils/format';
import { CommunityImpact } from './community-impact';
import { CreateRunCta } from './create-run-cta';
import { DashboardRuns } from './dashboard-runs';
import { FollowersCard } from './followers-card';
import { PromotionTip } from './promotion-tip';
import { RecentSignups } from './recent-signups';
import { TeamActivity } from './team-activity';

/** The loaded dashboard: totals, the runs with their participants, recent sign-ups and community impact. */
export function DashboardContent({ host, dashboard }: { host: ActingHost; dashboard: Dashboard }) {
  const { hostId } = host;
  const { totals, recentSignups, metrics } = dashboard;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-600" data-testid="dashboard-totals">
        {totalsLine(totals.runsOrganized, totals.totalParticipants)}
      </p>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <DashboardRuns hostId={hostId} dashboard={dashboard} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <RecentSignups signups={recentSignups} />
          <TeamActivity activity={dashboard.activity} />
          {/* The followers are the business's own (its profile), not its runs': the owner's only (decision 054). */}
          {host.as === 'owner' && <FollowersCard hostId={hostId} />}
          <PromotionTip />
        </div>
      </div>
      <CommunityImpact metrics={metrics} attendance={dashboard.attendance} />
      <CreateRunCta />
    </div>
  );
}
