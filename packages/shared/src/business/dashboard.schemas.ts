import { z } from 'zod';
// Sentences, not zod's wording, for every issue without a message of its own.
import '../i18n/zod-messages';
import { attendanceMetricsSchema } from '../attendance/attendance.schemas';
import { registrationStatusSchema } from '../registrations/registration.schemas';
import { runSchema } from '../runs/run.schemas';
import { teamActivitySchema } from '../team/team-activity.schemas';

export const RECENT_SIGNUPS = 5;
/**
 * The dashboard answers the first page of each run list; `upcomingNextCursor` continues on
 * `GET /api/events?hostId=…&cursor=…` and `pastNextCursor` on `GET /api/businesses/:id/past-runs?cursor=…`.
 */
export const DASHBOARD_RUNS_PAGE = 10;

export const communityMetricsSchema = z.object({
  totalUniqueRunners: z.number().int(),
  repeatRunnerPercentage: z.number().int(),
  averageRunnersPerEvent: z.number().int(),
  communityReturnRate: z.number().int(),
  newSignupsPerMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
});

export const recentSignupSchema = z.object({
  id: z.number().int(),
  runId: z.number().int(),
  runTitle: z.string(),
  /** The run's date in its own zone (YYYY-MM-DD): a weekly run's dates share one title. */
  runDate: z.string(),
  name: z.string(),
  email: z.string(),
  registeredAt: z.string(),
  status: registrationStatusSchema,
});
export type RecentSignup = z.infer<typeof recentSignupSchema>;

/** GET /api/business/dashboard: everything /business/home shows, in one request. */
export const dashboardSchema = z.object({
  totals: z.object({ runsOrganized: z.number().int(), totalParticipants: z.number().int() }),
  upcomingRuns: z.array(runSchema),
  upcomingNextCursor: z.string().nullable(),
  pastRuns: z.array(runSchema),
  pastNextCursor: z.string().nullable(),
  recentSignups: z.array(recentSignupSchema),
  metrics: communityMetricsSchema,
  /** The figures from check-ins (docs/decisions/035). */
  attendance: attendanceMetricsSchema,
  /** Who did what to the runs, newest first ("Mia edited Tuesday Intervals"; docs/decisions/054). */
  activity: z.array(teamActivitySchema).default([]),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** Shown beside the metric (the product names it without a formula; docs/decisions/010). */
export const COMMUNITY_RETURN_RATE_DEFINITION =
  'Share of all sign-ups to your runs made by runners who had already signed up for one of your runs before.';

// In a module of its own so pages that only need the texts do not load the dashboard's schemas.
export { businessMessages } from './business.messages';

export const businessIdParamsSchema = z.object({ id: z.string().max(100) });

/** GET /api/businesses/:id/past-runs: latest first, paged by cursor. */
export const pastRunsQuerySchema = z.object({
  limit: z.coerce.number().min(1).max(50).int().default(12),
  cursor: z.string().max(200).optional(),
});
