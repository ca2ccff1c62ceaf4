// Lighthouse 13 in Debian's Chromium, mobile preset (its default config), one audit per path.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, findChromium } from '../../e2e/fixtures/chromium';

// Debian's Chromium and the flags these machines need: one definition, shared with the end-to-end suite.
const chromeFlags = chromiumArgs;

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseResult {
  path: string;
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
}

/** The goals of issue 7; the report marks a figure that misses its goal. */
export const lighthouseGoals = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 95,
  cls: 0.02,
};

const score = (value: number | null | undefined) => (value == null ? null : Math.round(value * 100));

/** Audits `paths` of `baseUrl` one after the other in one Chromium; throws when Lighthouse fails on a page. */
export async function runLighthouse(baseUrl: string, paths: string[]): Promise<LighthouseResult[]> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('no Chromium found (CHROMIUM_PATH, /usr/bin/chromium)');
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const runner = await lighthouse(new URL(path, baseUrl).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      });
      const lhr = runner?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
      const auditIds = new Set(
        categories.flatMap(
          (c) => lhr.categories[c]?.auditRefs.filter((r) => r.weight > 0).map((r) => r.id) ?? [],
        ),
      );
      results.push({
        path,
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
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** A Markdown table of the results against the goals (✗ marks a miss). */
export function lighthouseTable(results: LighthouseResult[]): string {
  const g = lighthouseGoals;
  const atLeast = (v: number | null, goal: number) => (v === null ? 'n/a' : `${v}${v >= goal ? '' : ' ✗'}`);
  const rows = results.map((r) =>
    [
      r.path,
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
    `| page | performance (≥ ${g.performance}) | accessibility (${g.accessibility}) | best practices (${g.bestPractices}) | SEO (≥ ${g.seo}) | CLS (≤ ${g.cls}) | LCP | TBT |`,
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}
