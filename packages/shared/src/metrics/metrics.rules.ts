/** Community metrics of a host (docs/product.md §3/§9), computed from that host's registrations. */
import { dateKeyInZone } from '../dates/date.rules';

export interface RegistrationFact {
  runnerId: string;
  runId: number;
  /** When the registration was made. */
  registeredAt: Date;
}

export interface CommunityMetrics {
  totalUniqueRunners: number;
  /** Share of runners with more than one registration, in whole percent. */
  repeatRunnerPercentage: number;
  /** Registrations per run, rounded. */
  averageRunnersPerEvent: number;
  /** Share of registrations made by a runner who had registered for one of this host's runs before, in whole percent. */
  communityReturnRate: number;
  /** New runners per month (by each runner's first registration), oldest first: the current month and the 5 before. */
  newSignupsPerMonth: { month: string; count: number }[];
}

export const METRICS_MONTHS = 6;

/** The month of an instant on the host's calendar, as 'YYYY-MM' (a sign-up at 00:30 on the 1st is that month's). */
const monthKey = (instant: Date, timeZone: string) => dateKeyInZone(instant, timeZone).slice(0, 7);

/** The current month and the 5 before in the host's time zone, oldest first, as 'YYYY-MM'. */
export function metricsMonths(now: Date, timeZone: string): string[] {
  const [year, month] = monthKey(now, timeZone).split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let i = METRICS_MONTHS - 1; i >= 0; i--) {
    const first = new Date(Date.UTC(year, month - 1 - i, 1));
    months.push(first.toISOString().slice(0, 7));
  }
  return months;
}

export function communityMetrics(
  facts: readonly RegistrationFact[],
  runCount: number,
  now: Date,
  timeZone: string,
): CommunityMetrics {
  const ordered = [...facts].sort((a, b) => a.registeredAt.getTime() - b.registeredAt.getTime());
  const perRunner = new Map<string, number>();
  const firstSeen = new Map<string, Date>();
  let returning = 0;
  for (const f of ordered) {
    const count = perRunner.get(f.runnerId) ?? 0;
    if (count > 0) returning++;
    else firstSeen.set(f.runnerId, f.registeredAt);
    perRunner.set(f.runnerId, count + 1);
  }
  const total = perRunner.size;
  const repeaters = [...perRunner.values()].filter((n) => n > 1).length;
  const months = metricsMonths(now, timeZone);
  const perMonth = new Map(months.map((m) => [m, 0]));
  for (const first of firstSeen.values()) {
    const key = monthKey(first, timeZone);
    const current = perMonth.get(key);
    if (current !== undefined) perMonth.set(key, current + 1);
  }
  return {
    totalUniqueRunners: total,
    repeatRunnerPercentage: total === 0 ? 0 : Math.round((repeaters / total) * 100),
    averageRunnersPerEvent: runCount === 0 ? 0 : Math.round(facts.length / runCount),
    communityReturnRate: facts.length === 0 ? 0 : Math.round((returning / facts.length) * 100),
    newSignupsPerMonth: months.map((month) => ({ month, count: perMonth.get(month) ?? 0 })),
  };
}
