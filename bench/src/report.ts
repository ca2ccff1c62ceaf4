// The figures of a bench run, the goals beside them, and the Markdown table BENCHMARKS.md takes as it is.
import type { Measurement } from './load';

export type Engine = 'PostgreSQL' | 'PGlite';

export interface EndpointResult {
  name: string;
  kind: 'read' | 'write' | 'ceiling';
  /** The endpoint under load. */
  endpoint: Measurement;
  /** GET /api/health measured just before it: what this machine serves with no work at all. */
  ceiling: Measurement;
  /**
   * The server process's CPU time per answer under this load (ms): steadier than req/s on a shared machine,
   * where a neighbour's load moves the rate but not what one answer costs. Null where /proc is missing.
   */
  serverCpuMsPerRequest?: number | null;
  /**
   * PostgreSQL's CPU time per answer (ms), all its processes, when it runs on this machine (database-cpu.ts);
   * null for a remote server and for PGlite, whose work is in the server's CPU.
   */
  databaseCpuMsPerRequest?: number | null;
}

export interface SizeResult {
  runs: number;
  registrations: number;
  endpoints: EndpointResult[];
  /** Runs with more confirmed registrations than their maximum, counted in the database afterwards. */
  oversoldRuns: number;
  /**
   * The server's resident memory at rest (MB), and the before server's with --before: read once the runtime has
   * given back what the load grew (bench-cli.ts, decision 059). `…AfterLoadMb`: the same 3 s after the load.
   */
  memory?: {
    rssMb: number | null;
    beforeRssMb: number | null;
    rssAfterLoadMb?: number | null;
    beforeRssAfterLoadMb?: number | null;
  };
  /** With --before: the same endpoints measured on an earlier build, each beside its own static route. */
  before?: EndpointResult[];
}

export interface BenchResult {
  date: string;
  engine: Engine;
  node: string;
  cpus: number;
  connections: number;
  durationSeconds: number;
  sizes: SizeResult[];
}

export const GOALS = {
  largeSmallRatio: 1.3,
  runListPercentOfStatic: 50,
  /** The run list made for each request (signed in): no cache answers it. */
  uncachedRunListPercentOfStatic: 8,
  readP99Ms: 50,
  registrationsPerSecond: 500,
  /** After ÷ before, each as a share of its static route: no endpoint may lose more than 20 %. */
  afterBeforeRatio: 0.8,
  /** Resident memory at rest after the load. */
  rssMb: { PostgreSQL: 200, PGlite: 450 } as Record<Engine, number>,
};

/** `--endpoints`' list: comma-separated, but a comma inside a name's parentheses ("run page (HTML, rendered)") stays. */
export const endpointWords = (text: string): string[] => text.split(/,(?![^(]*\))/);

/**
 * The endpoints `--endpoints register,participants` asks for: each word picks the endpoints whose name starts with
 * it (case-insensitive), in the bench's own order; no words keeps them all. A word that picks nothing is an error,
 * so a typo does not measure nothing quietly.
 */
export function pickEndpoints<T extends { name: string }>(all: readonly T[], words: readonly string[]): T[] {
  const wanted = words.map((w) => w.trim().toLowerCase()).filter((w) => w !== '');
  if (wanted.length === 0) return [...all];
  const unknown = wanted.filter((w) => !all.some((e) => e.name.toLowerCase().startsWith(w)));
  if (unknown.length > 0) {
    throw new Error(`no endpoint starts with ${unknown.join(', ')} (${all.map((e) => e.name).join(', ')})`);
  }
  return all.filter((e) => wanted.some((w) => e.name.toLowerCase().startsWith(w)));
}

export function percentOfStatic(result: EndpointResult): number {
  const ceiling = result.ceiling.requestsPerSecond;
  return ceiling === 0 ? 0 : (result.endpoint.requestsPerSecond / ceiling) * 100;
}

/**
 * How much more one request costs on the large data set than on the small one. Each side is taken relative to
 * the static route measured beside it, so a machine that is busier during one run (it is shared) does not
 * pass for a slower endpoint. 1 means no slower at all.
 */
export function largeSmallRatio(small: EndpointResult, large: EndpointResult): number {
  const smallPercent = percentOfStatic(small);
  const largePercent = percentOfStatic(large);
  if (smallPercent === 0) return NaN;
  return largePercent === 0 ? Infinity : smallPercent / largePercent;
}

export interface GoalCheck {
  goal: string;
  met: boolean;
}

/** The goals that apply to one endpoint at one size (the PostgreSQL-only goals are shown, not judged, on PGlite). */
export function checkGoals(result: EndpointResult, engine: Engine): GoalCheck[] {
  const checks: GoalCheck[] = [];
  // No answer within the measurement is no figure at all, not a fast one.
  if (result.endpoint.requests === 0) return [{ goal: 'answered at all', met: false }];
  if (result.kind === 'read') {
    checks.push({ goal: `p99 < ${GOALS.readP99Ms} ms`, met: result.endpoint.p99Ms < GOALS.readP99Ms });
  }
  if (result.name.startsWith('run list') && engine === 'PostgreSQL') {
    // Signed in, the list is made for every request; anonymous, the public read cache answers (decision 026).
    const goal = result.name.includes('signed in')
      ? GOALS.uncachedRunListPercentOfStatic
      : GOALS.runListPercentOfStatic;
    checks.push({ goal: `≥ ${goal} % of static`, met: percentOfStatic(result) >= goal });
  }
  if (result.kind === 'write' && engine === 'PostgreSQL') {
    checks.push({
      goal: `≥ ${GOALS.registrationsPerSecond} req/s`,
      met: result.endpoint.requestsPerSecond >= GOALS.registrationsPerSecond,
    });
  }
  if (result.endpoint.failures > 0) checks.push({ goal: 'no failed requests', met: false });
  return checks;
}

const round = (n: number) => (Number.isFinite(n) ? Math.round(n).toString() : '–');
const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const mark = (checks: GoalCheck[]) =>
  checks.length === 0 ? '' : checks.map((c) => `${c.met ? '✓' : '✗'} ${c.goal}`).join('; ');

function cells(result: EndpointResult | undefined, engine: Engine): string[] {
  if (!result) return ['–', '–', '–', ''];
  const m = result.endpoint;
  return [
    round(m.requestsPerSecond),
    `${fixed(m.p50Ms, 1)} / ${fixed(m.p99Ms, 1)}`,
    result.kind === 'ceiling' ? '100' : round(percentOfStatic(result)),
    mark(checkGoals(result, engine)),
  ];
}

/** One row per endpoint: each size's req/s, p50/p99 (ms), % of static and goals, then the large/small ratio. */
export function markdownTable(bench: BenchResult): string {
  const [small, large] = bench.sizes;
  const label = (s: SizeResult | undefined) => (s ? s.runs.toLocaleString('en-US') : '?');
  const header = [
    'endpoint',
    `req/s (${label(small)})`,
    'p50 / p99 ms',
    '% static',
    'goals',
    `req/s (${label(large)})`,
    'p50 / p99 ms',
    '% static',
    'goals',
    `large/small (≤ ${GOALS.largeSmallRatio})`,
  ];
  const names = (small ?? large)?.endpoints.map((e) => e.name) ?? [];
  const rows = names.map((name) => {
    const a = small?.endpoints.find((e) => e.name === name);
    const b = large?.endpoints.find((e) => e.name === name);
    const ratio = a && b && a.kind !== 'ceiling' ? largeSmallRatio(a, b) : undefined;
    const ratioCell =
      ratio === undefined || Number.isNaN(ratio)
        ? '–'
        : `${fixed(ratio, 2)} ${ratio <= GOALS.largeSmallRatio ? '✓' : '✗'}`;
    return [name, ...cells(a, bench.engine), ...cells(b, bench.engine), ratioCell];
  });
  const line = (values: string[]) => `| ${values.join(' | ')} |`;
  const oversold = bench.sizes
    .map((s) => `${label(s)} runs: ${s.oversoldRuns} oversold run(s) ${s.oversoldRuns === 0 ? '✓' : '✗'}`)
    .join('; ');
  const memory = bench.sizes
    .map((s) => `${label(s)} runs: ${memoryReading(s.memory?.rssMb, s.memory?.rssAfterLoadMb, bench.engine)}`)
    .join('; ');
  return [
    line(header),
    line(header.map(() => '---')),
    ...rows.map(line),
    '',
    `Capacity check after registering (confirmed ≤ maximum, in the database): ${oversold}.`,
    `Server memory at rest after the load (RSS, goal ≤ ${GOALS.rssMb[bench.engine]} MB): ${memory}.`,
  ].join('\n');
}

/**
 * Memory at rest against its goal, beside the reading 3 s after the load: the high-water mark the runtime gives
 * back later. Both over the goal and within 10 % means V8's memory reducer had not run yet (decision 059).
 */
function memoryReading(
  atRestMb: number | null | undefined,
  afterLoadMb: number | null | undefined,
  engine: Engine,
): string {
  const goal = GOALS.rssMb[engine];
  const atRest =
    atRestMb === null || atRestMb === undefined
      ? '–'
      : `${round(atRestMb)} MB ${atRestMb <= goal ? '✓' : '✗'}`;
  if (afterLoadMb === null || afterLoadMb === undefined) return atRest;
  const notYet =
    atRestMb !== null && atRestMb !== undefined && atRestMb > goal && atRestMb >= 0.9 * afterLoadMb;
  const hint = notYet ? ': not given back yet, try a longer --rest-seconds' : '';
  return `${atRest} (${round(afterLoadMb)} MB 3 s after the load${hint})`;
}

/**
 * After ÷ before for one endpoint, each taken as its share of the static route measured beside it, so a machine
 * that got busier between the two does not pass for a slower endpoint. 1 is as fast as before.
 */
export function afterBeforeRatio(before: EndpointResult, after: EndpointResult): number {
  const was = percentOfStatic(before);
  return was === 0 ? NaN : percentOfStatic(after) / was;
}

/** The answers that were not 2xx or 304, e.g. '500×8792'. */
function failureCodes(r: EndpointResult): string {
  return Object.entries(r.endpoint.statusCodes)
    .filter(([code]) => !code.startsWith('2') && code !== '304')
    .map(([code, n]) => `${code}×${n}`)
    .join(' ');
}

/** With --before: per size, each endpoint before and after side by side, and the ratio of their shares of static. */
export function comparisonTable(bench: BenchResult): string {
  const line = (values: string[]) => `| ${values.join(' | ')} |`;
  const header = [
    'endpoint',
    'before req/s',
    'p50 / p99 ms',
    '% static',
    'after req/s',
    'p50 / p99 ms',
    '% static',
    `after/before (≥ ${GOALS.afterBeforeRatio})`,
  ];
  const tables = bench.sizes.flatMap((size) => {
    if (!size.before) return [];
    const rows = size.endpoints.map((after) => {
      const before = size.before?.find((e) => e.name === after.name);
      const side = (r: EndpointResult | undefined) =>
        r
          ? [
              round(r.endpoint.requestsPerSecond),
              `${fixed(r.endpoint.p50Ms, 1)} / ${fixed(r.endpoint.p99Ms, 1)}`,
              round(percentOfStatic(r)),
            ]
          : ['–', '–', '–'];
      const ratio = before ? afterBeforeRatio(before, after) : NaN;
      // A rate of error answers compares nothing (an earlier build on a database migrated past it, say).
      const sides: [string, EndpointResult | undefined][] = [
        ['before', before],
        ['after', after],
      ];
      const failing = sides.flatMap(([side, r]) =>
        r && r.endpoint.failures > 0 ? [`${side} answered ${failureCodes(r)}`] : [],
      );
      const ratioCell =
        failing.length > 0
          ? `– (${failing.join('; ')})`
          : Number.isNaN(ratio)
            ? '–'
            : `${fixed(ratio, 2)} ${ratio >= GOALS.afterBeforeRatio ? '✓' : '✗'}`;
      return line([after.name, ...side(before), ...side(after), ratioCell]);
    });
    const memory =
      `before ${memoryReading(size.memory?.beforeRssMb, size.memory?.beforeRssAfterLoadMb, bench.engine)}, ` +
      `after ${memoryReading(size.memory?.rssMb, size.memory?.rssAfterLoadMb, bench.engine)}`;
    return [
      `${size.runs.toLocaleString('en-US')} runs on ${bench.engine}, before and after in the same run:`,
      '',
      line(header),
      line(header.map(() => '---')),
      ...rows,
      '',
      `Memory at rest after the load (RSS): ${memory}.`,
      '',
    ];
  });
  return tables.join('\n').trimEnd();
}
