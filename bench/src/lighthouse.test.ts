import type { Result as Lhr } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { lighthouseNotes, lighthouseTable, summarizeRuns } from './lighthouse';

/** The parts of a Lighthouse result the summary reads; the median is Lighthouse's own computeMedianRun. */
const run = (performance: number, fcp: number, tti: number, tbt: number, benchmarkIndex = 1500) =>
  ({
    environment: { benchmarkIndex },
    categories: {
      performance: { score: performance / 100, auditRefs: [{ id: 'total-blocking-time', weight: 30 }] },
      accessibility: { score: 1, auditRefs: [] },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [] },
    },
    audits: {
      'first-contentful-paint': { numericValue: fcp, score: 1 },
      interactive: { numericValue: tti, score: 1 },
      'total-blocking-time': { numericValue: tbt, score: tbt > 200 ? 0.8 : 1 },
      'largest-contentful-paint': { numericValue: fcp + 50, score: 1 },
      'cumulative-layout-shift': { numericValue: 0, score: 1 },
    },
  }) as unknown as Lhr;

describe('Lighthouse summary', () => {
  it("reports the run nearest the median FCP and TTI, with every run's performance beside it", () => {
    const runs = [
      run(93, 1000, 3000, 310),
      run(100, 900, 2500, 40),
      run(98, 1010, 2800, 150),
      run(99, 980, 2700, 120),
      run(96, 1100, 2900, 230),
    ];
    const summary = summarizeRuns('/runs', runs);
    expect(summary).toMatchObject({ path: '/runs', runs: 5, performanceRange: [93, 100], performance: 98 });
    expect(summary.tbtMs).toBe(150);
    expect(summary.failing).toEqual([]);
  });

  it('leaves out a run without its metrics, and fails a page with none', () => {
    const broken = run(0, Number.NaN, Number.NaN, Number.NaN);
    const summary = summarizeRuns('/', [broken, run(97, 1000, 2600, 210)]);
    expect(summary).toMatchObject({ runs: 1, audits: 2, performance: 97, failing: ['total-blocking-time'] });
    expect(summary.leftOut).toEqual(['first-contentful-paint: no value, interactive: no value']);
    expect(lighthouseTable([summary])).toContain('| / | 97–97 (1 of 2) |');
    expect(lighthouseNotes([summary])).toEqual([
      'machine: benchmarkIndex 1500–1500, CPU slowdown 4×, pages over n/a',
      '/: not passing total-blocking-time',
      '/: left out first-contentful-paint: no value, interactive: no value',
    ]);
    expect(() => summarizeRuns('/', [broken], ['NO_NAVSTART'])).toThrow(
      'Lighthouse failed on /: NO_NAVSTART',
    );
  });

  it("names the machine's speed over every page's audits", () => {
    const a = summarizeRuns('/', [run(100, 900, 2500, 0, 1610), run(99, 950, 2600, 20, 1480)]);
    const b = summarizeRuns('/runs', [run(92, 900, 2500, 300, 804)]);
    expect(a.benchmarkIndex).toEqual([1480, 1610]);
    expect(lighthouseNotes([a, b])[0]).toBe(
      'machine: benchmarkIndex 804–1610, CPU slowdown 4×, pages over n/a',
    );
  });

  it('marks a median under its goal in the table', () => {
    const table = lighthouseTable([
      summarizeRuns('/runs/1', [run(96, 1000, 2600, 230), run(97, 990, 2600, 210)]),
    ]);
    expect(table).toContain('| /runs/1 | 96–97 (2) |');
    expect(table).toMatch(/\| 9[67] ✗ \|/);
  });

  it('names the protocol the pages came over (the HTTP/2 proxy: h2)', () => {
    const over = (protocol: string) => {
      const lhr = run(100, 900, 2500, 0);
      (lhr.audits as Record<string, unknown>)['network-requests'] = {
        details: {
          items: [
            { resourceType: 'Document', protocol },
            { resourceType: 'Script', protocol: 'http/1.1' },
          ],
        },
      };
      return summarizeRuns('/', [lhr]);
    };
    expect(over('h2').protocol).toBe('h2');
    expect(lighthouseNotes([over('h2'), over('h2')])[0]).toMatch(/, pages over h2$/);
    expect(lighthouseNotes([over('h2'), over('http/1.1')])[0]).toMatch(/, pages over h2, http\/1\.1$/);
  });
});
