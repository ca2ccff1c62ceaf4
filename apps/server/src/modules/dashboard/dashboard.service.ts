import {
  DASHBOARD_RUNS_PAGE,
  RECENT_SIGNUPS,
  businessMessages,
  type Dashboard,
} from '@runtogether/shared/business/dashboard.schemas';
import { dateKeyInZone } from '@runtogether/shared/dates/date.rules';
import { metricsMonths, type CommunityMetrics } from '@runtogether/shared/metrics/metrics.rules';
import type { Database } from '../../db/client';
import { toAttendanceMetrics } from '../attendance/attendance-metrics';
import { countAttendanceMetrics } from '../attendance/attendance.repository';
import type { SessionUser } from '../auth/session-user';
import { requireActingFor, type RolePermission } from '../auth/permissions';
import { latestTeamActivity } from '../team/team.service';
import { listHostPastRuns, listUpcomingRuns } from '../runs/runs.service';
import { zoneAt } from '../../lib/zone-at';
import {
  countMetrics,
  findHostCalendar,
  findRecentSignups,
  metricsWindowStart,
  type MetricCounts,
} from './dashboard.repository';

/** The dashboard and the participants pages are a business's own. */
export const asBusiness: RolePermission = { role: 'business', forbidden: businessMessages.businessOnly };

/** docs/product.md §9 formulas over the SQL counts; docs/decisions/010 defines the community return rate. */
export function toMetrics(counts: MetricCounts, now: Date, timeZone: string): CommunityMetrics {
  const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));
  return {
    totalUniqueRunners: counts.uniqueRunners,
    repeatRunnerPercentage: percent(counts.repeatRunners, counts.uniqueRunners),
    averageRunnersPerEvent: counts.runs === 0 ? 0 : Math.round(counts.registrations / counts.runs),
    // Every registration after a runner's first one with this host is a return.
    communityReturnRate: percent(counts.registrations - counts.uniqueRunners, counts.registrations),
    newSignupsPerMonth: metricsMonths(now, timeZone).map((month) => ({
      month,
      count: counts.firstRegistrationsByMonth.get(month) ?? 0,
    })),
  };
}

/**
 * The zone a host's months are counted in: a sign-up at 00:30 on the 1st in Madrid is that month's, though it is
 * still the month before in UTC. UTC only for a host with neither a pin nor a run.
 */
export async function hostTimeZone(db: Database, hostId: string): Promise<string> {
  const calendar = await findHostCalendar(db, hostId);
  if (typeof calendar?.latitude === 'number' && typeof calendar.longitude === 'number')
    return zoneAt(calendar.latitude, calendar.longitude);
  return calendar?.latestRunZone ?? 'UTC';
}

/** Everything /business/home shows, for the signed-in business only, about its own runs only. */
export async function getDashboard(
  db: Database,
  actor: SessionUser | null,
  now = new Date(),
  /** A manager's business (docs/decisions/054); left out, the signed-in business's own. */
  forBusiness?: string,
): Promise<Dashboard> {
  const { businessId } = await requireActingFor(db, actor, forBusiness, 'runs', asBusiness);
  const host = { id: businessId };
  // The months need the host's zone first; the other reads go on meanwhile.
  const countsInZone = async () => {
    const zone = await hostTimeZone(db, host.id);
    return { zone, counts: await countMetrics(db, host.id, metricsWindowStart(now, zone), zone) };
  };
  const [upcoming, past, signups, { zone, counts }, attendance, activity] = await Promise.all([
    // The first page of each list; the same queries as the lists the web app pages on with the cursors.
    // With the runs an admin hid: their host still sees them, with why (docs/decisions/049).
    listUpcomingRuns(db, { hostId: host.id, limit: DASHBOARD_RUNS_PAGE, tz: 'UTC' }, now, true),
    listHostPastRuns(db, host.id, { limit: DASHBOARD_RUNS_PAGE }, now, true),
    findRecentSignups(db, host.id, RECENT_SIGNUPS),
    countsInZone(),
    countAttendanceMetrics(db, host.id, now),
    latestTeamActivity(db, host.id),
  ]);
  return {
    totals: { runsOrganized: counts.runs, totalParticipants: counts.registrations },
    upcomingRuns: upcoming.items,
    upcomingNextCursor: upcoming.nextCursor,
    pastRuns: past.items,
    pastNextCursor: past.nextCursor,
    recentSignups: signups.map(({ runStartsAt, runTimezone, ...s }) => ({
      ...s,
      runDate: dateKeyInZone(runStartsAt, runTimezone),
      registeredAt: s.registeredAt.toISOString(),
    })),
    metrics: toMetrics(counts, now, zone),
    attendance: toAttendanceMetrics(attendance),
    activity,
  };
}
