// Lighthouse 13 in Debian's Chromium, mobile preset (its default config), several audits per path, reported by
// the median run as Lighthouse's own variability guide advises (its docs/variability.md): one run's score moves by several points
// with the blocking time of a shared machine.
import { launch } from 'chrome-launcher';
import lighthouse, { type Result as Lhr } from 'lighthouse';
import * as medianRun from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, findChromium } from '../../e2e/fixtures/chromium';
import { startHttp2Proxy, type Http2Proxy } from './http2-proxy';

// Debian's Chromium and the flags these machines need: one definition, shared with the end-to-end suite. The
// pages come through the HTTP/2 proxy (http2-proxy.ts), whose test certificate the browser accepts.
const chromeFlags = [...chromiumArgs, '--ignore-certificate-errors'];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseResult {
  path: string;
  /** The audits this median was taken from, of those made. */
  runs: number;
  audits: number;
  /** Why the audits not counted were left out (Lighthouse's own messages). */
  leftOut: string[];
  /** The lowest and highest performance among the audits counted. */
  performanceRange: [number, number] | null;
  /** 0–100 per category, null when Lighthouse could not score it. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  cls: number | null;
  lcpMs: number | null;
  /** Total blocking time: what moves the performance score between runs (main-thread tasks over 50 ms). */
  tbtMs: number | null;
  /** Ids of the audits that did not pass (score < 1), for the report. */
  failing: string[];
  /**
   * Lighthouse's measure of this machine's speed (`environment.benchmarkIndex`), lowest and highest of the
   * audits: the same page scores lower on a slower machine, so figures are only compared at a similar index.
   */
  benchmarkIndex: [number, number] | null;
  /** The protocol the page itself came over in the median run ('h2' through the proxy), null when unknown. */
  protocol: string | null;
}

/** The page goals of BENCHMARKS.md; the report marks a figure that misses its goal. */
export const lighthouseGoals = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 95,
  cls: 0.02,
};

// Its declarations name a global `LH.Result` that Lighthouse's package does not declare for importers: without
// this cast every figure read from the median run is an error type.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the linter sees that error type as any
const { computeMedianRun, filterToValidRuns } = medianRun as {
  computeMedianRun: (runs: Lhr[]) => Lhr;
  filterToValidRuns: (runs: Lhr[]) => Lhr[];
};

const score = (value: number | null | undefined) => (value == null ? null : Math.round(value * 100));

/** Audits per page: five, as Lighthouse's variability guide uses; LIGHTHOUSE_RUNS changes it. */
export const runsPerPage = () => Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 5);

/**
 * The simulated phone's CPU, as a multiple of this machine's (Lighthouse's mobile preset: 4).
 * LIGHTHOUSE_CPU_SLOWDOWN=8 audits as a machine half as fast would: the margin a page has, measured on a fast one.
 */
export const cpuSlowdown = () => Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) || 4;

/**
 * Audits `paths` of `baseUrl` one after the other in one Chromium, `runs` times each, over HTTP/2 as the
 * documented deployment serves them (http2-proxy.ts); throws when no audit of a page gave its metrics (an audit
 * that failed alone, e.g. a trace Lighthouse asks to rerun, is left out).
 */
export async function runLighthouse(
  baseUrl: string,
  paths: string[],
  runs = runsPerPage(),
): Promise<LighthouseResult[]> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('no Chromium found (CHROMIUM_PATH, /usr/bin/chromium)');
  const chrome = await launch({ chromePath, chromeFlags });
  // Closed whatever happens: a listening proxy would keep the bench's process alive after a failure.
  let proxy: Http2Proxy | undefined;
  try {
    proxy = await startHttp2Proxy(baseUrl);
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const lhrs: Lhr[] = [];
      const errors: string[] = [];
      for (let i = 0; i < runs; i++) {
        const runner = await lighthouse(new URL(path, proxy.url).href, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
          throttling: { cpuSlowdownMultiplier: cpuSlowdown() },
        });
        if (runner?.lhr.runtimeError) errors.push(runner.lhr.runtimeError.message);
        else if (runner) lhrs.push(runner.lhr);
      }
      results.push(summarizeRuns(path, lhrs, errors));
    }
    return results;
  } finally {
    chrome.kill();
    await proxy?.close();
  }
}

/** One page's figures: those of its median run (computeMedianRun), with the spread of its scores. */
export function summarizeRuns(path: string, lhrs: Lhr[], errors: string[] = []): LighthouseResult {
  const valid = filterToValidRuns(lhrs);
  const missing = (run: Lhr) =>
    ['first-contentful-paint', 'interactive']
      .filter((id) => !Number.isFinite(run.audits[id]?.numericValue))
      .map((id) => `${id}: ${run.audits[id]?.errorMessage ?? 'no value'}`)
      .join(', ');
  const leftOut = [...errors, ...lhrs.filter((run) => !valid.includes(run)).map(missing)];
  if (valid.length === 0)
    throw new Error(`Lighthouse failed on ${path}: ${leftOut.join('; ') || 'no run had its metrics'}`);
  const lhr = computeMedianRun(valid);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const auditIds = new Set(
    categories.flatMap(
      (c) => lhr.categories[c]?.auditRefs.filter((r) => r.weight > 0).map((r) => r.id) ?? [],
    ),
  );
  const scores = valid.map((run) => score(run.categories.performance?.score)).filter((s) => s !== null);
  const indexes = valid.map((run) => run.environment?.benchmarkIndex).filter((i) => Number.isFinite(i));
  return {
    path,
    runs: valid.length,
    audits: lhrs.length + errors.length,
    leftOut,
    performanceRange: scores.length ? [Math.min(...scores), Math.max(...scores)] : null,
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    seo: score(lhr.categories.seo?.score),
    cls: audit('cumulative-layout-shift'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    failing: [...auditIds].filter((id) => {
      const s = lhr.audits[id]?.score;
      return s !== null && s !== undefined && s < 1;
    }),
    benchmarkIndex: indexes.length ? [Math.min(...indexes), Math.max(...indexes)] : null,
    protocol: documentProtocol(lhr),
  };
}

/** The protocol of the page's own request, from Lighthouse's list of the requests it saw. */
function documentProtocol(lhr: Lhr): string | null {
  const details = lhr.audits['network-requests']?.details as
    { items?: { resourceType?: string; protocol?: string }[] } | undefined;
  return details?.items?.find((item) => item.resourceType === 'Document')?.protocol ?? null;
}

/** What the table does not show: the machine's speed, then a line per page for what failed or was left out. */
export const lighthouseNotes = (results: LighthouseResult[]) => {
  const indexes = results.flatMap((r) => r.benchmarkIndex ?? []);
  const machine = indexes.length
    ? `benchmarkIndex ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`
    : 'benchmarkIndex n/a';
  const protocols = [...new Set(results.map((r) => r.protocol ?? 'n/a'))].join(', ');
  return [
    `machine: ${machine}, CPU slowdown ${cpuSlowdown()}×, pages over ${protocols}`,
    ...results.flatMap((r) => [
      ...(r.failing.length ? [`${r.path}: not passing ${r.failing.join(', ')}`] : []),
      ...(r.leftOut.length ? [`${r.path}: left out ${r.leftOut.join('; ')}`] : []),
    ]),
  ];
};

/** A Markdown table of the median runs against the goals (✗ marks a miss), with every run's performance. */
export function lighthouseTable(results: LighthouseResult[]): string {
  const g = lighthouseGoals;
  const atLeast = (v: number | null, goal: number) => (v === null ? 'n/a' : `${v}${v >= goal ? '' : ' ✗'}`);
  const rows = results.map((r) =>
    [
      r.path,
      r.performanceRange
        ? `${r.performanceRange[0]}–${r.performanceRange[1]} (${r.runs}${r.runs < r.audits ? ` of ${r.audits}` : ''})`
        : 'n/a',
      atLeast(r.performance, g.performance),
      atLeast(r.accessibility, g.accessibility),
      atLeast(r.bestPractices, g.bestPractices),
      atLeast(r.seo, g.seo),
      r.cls === null ? 'n/a' : `${r.cls.toFixed(3)}${r.cls <= g.cls ? '' : ' ✗'}`,
      r.lcpMs === null ? 'n/a' : `${Math.round(r.lcpMs)} ms`,
      r.tbtMs === null ? 'n/a' : `${Math.round(r.tbtMs)} ms`,
    ].join(' | '),
  );
  return [
    `| page | performance, every run (runs) | performance, median run (≥ ${g.performance}) | accessibility (${g.accessibility}) | best practices (${g.bestPractices}) | SEO (≥ ${g.seo}) | CLS (≤ ${g.cls}) | LCP | TBT |`,
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}
