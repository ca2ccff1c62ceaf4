import { describe, expect, it } from 'vitest';
import type { Measurement } from './load';
import {
  afterBeforeRatio,
  checkGoals,
  comparisonTable,
  largeSmallRatio,
  markdownTable,
  percentOfStatic,
  endpointWords,
  pickEndpoints,
  type EndpointResult,
} from './report';

const m = (requestsPerSecond: number, p99Ms = 10, failures = 0): Measurement => ({
  requestsPerSecond,
  p50Ms: p99Ms / 2,
  p99Ms,
  requests: requestsPerSecond * 10,
  failures,
  statusCodes: { 200: requestsPerSecond * 10 },
});
const result = (name: string, rps: number, ceiling: number, p99 = 10): EndpointResult => ({
  name,
  kind: name === 'register' ? 'write' : 'read',
  endpoint: m(rps, p99),
  ceiling: m(ceiling),
});

describe('report maths', () => {
  it('takes each endpoint relative to the static route measured beside it', () => {
    expect(percentOfStatic(result('run list', 3000, 12000))).toBe(25);
  });

  it('compares sizes by their share of static, so a busier machine in one run does not count', () => {
    // Both ran at half of static although the machine was slower during the large run: no slower at all.
    expect(largeSmallRatio(result('run list', 5000, 10000), result('run list', 4000, 8000))).toBe(1);
    expect(largeSmallRatio(result('run list', 5000, 10000), result('run list', 2500, 10000))).toBe(2);
  });

  it('judges p99 for reads and the PostgreSQL-only goals only on PostgreSQL', () => {
    const slowList = result('run list', 4000, 10000, 80);
    expect(checkGoals(slowList, 'PGlite')).toEqual([{ goal: 'p99 < 50 ms', met: false }]);
    expect(checkGoals(slowList, 'PostgreSQL')).toEqual([
      { goal: 'p99 < 50 ms', met: false },
      { goal: '≥ 50 % of static', met: false },
    ]);
    expect(checkGoals(result('register', 1200, 10000), 'PostgreSQL')).toEqual([
      { goal: '≥ 500 req/s', met: true },
    ]);
  });

  it('counts an endpoint that never answered as a miss, not as fast', () => {
    const silent: EndpointResult = {
      ...result('run list', 0, 10000),
      endpoint: { ...m(0), p99Ms: 0, requests: 0 },
    };
    expect(checkGoals(silent, 'PGlite')).toEqual([{ goal: 'answered at all', met: false }]);
    expect(largeSmallRatio(silent, result('run list', 10, 10000))).toBeNaN();
  });

  it('prints one Markdown row per endpoint with the ratio and the capacity check', () => {
    const table = markdownTable({
      date: '2026-01-01T00:00:00.000Z',
      engine: 'PostgreSQL',
      node: 'v20',
      cpus: 2,
      connections: 32,
      durationSeconds: 8,
      sizes: [
        { runs: 1000, registrations: 1, oversoldRuns: 0, endpoints: [result('run list', 6000, 10000)] },
        { runs: 100000, registrations: 1, oversoldRuns: 0, endpoints: [result('run list', 4000, 10000)] },
      ],
    });
    const lines = table.split('\n');
    expect(lines[0]).toContain('req/s (100,000)');
    expect(lines[2]).toBe(
      '| run list | 6000 | 5.0 / 10.0 | 60 | ✓ p99 < 50 ms; ✓ ≥ 50 % of static | 4000 | 5.0 / 10.0 | 40 | ✓ p99 < 50 ms; ✗ ≥ 50 % of static | 1.50 ✗ |',
    );
    expect(table).toContain('100,000 runs: 0 oversold run(s) ✓');
  });

  it('holds the signed-in run list, made for each request, to 8 % of static', () => {
    expect(checkGoals(result('run list (signed in)', 900, 10000), 'PostgreSQL')).toEqual([
      { goal: 'p99 < 50 ms', met: true },
      { goal: '≥ 8 % of static', met: true },
    ]);
    expect(checkGoals(result('run list (near, signed in)', 700, 10000), 'PostgreSQL')).toContainEqual({
      goal: '≥ 8 % of static',
      met: false,
    });
  });

  it('compares after with before by their shares of static, and prints memory against its goal', () => {
    // Half the rate on a machine half as busy: as fast as before.
    expect(afterBeforeRatio(result('run list', 4000, 10000), result('run list', 2000, 5000))).toBe(1);
    const bench = {
      date: '2026-01-01T00:00:00.000Z',
      engine: 'PostgreSQL' as const,
      node: 'v24',
      cpus: 2,
      connections: 32,
      durationSeconds: 8,
      sizes: [
        {
          runs: 1000,
          registrations: 1,
          oversoldRuns: 0,
          memory: { rssMb: 180.4, beforeRssMb: 490, rssAfterLoadMb: 402.2, beforeRssAfterLoadMb: 515 },
          endpoints: [
            result('run list', 6000, 10000),
            result('my runs', 500, 10000),
            result('register', 200, 10000),
          ],
          before: [
            result('run list', 6000, 10000),
            result('my runs', 1000, 10000),
            {
              ...result('register', 1300, 10000),
              endpoint: { ...m(1300), failures: 13000, statusCodes: { 500: 13000 } },
            },
          ],
        },
      ],
    };
    const lines = comparisonTable(bench).split('\n');
    expect(lines).toContain('| run list | 6000 | 5.0 / 10.0 | 60 | 6000 | 5.0 / 10.0 | 60 | 1.00 ✓ |');
    expect(lines).toContain('| my runs | 1000 | 5.0 / 10.0 | 10 | 500 | 5.0 / 10.0 | 5 | 0.50 ✗ |');
    // Error answers are no rate to compare with.
    expect(lines).toContain(
      '| register | 1300 | 5.0 / 10.0 | 13 | 200 | 5.0 / 10.0 | 2 | – (before answered 500×13000) |',
    );
    expect(lines).toContain(
      // Before's two readings are alike: its memory reducer had not run, which the line says.
      'Memory at rest after the load (RSS): before 490 MB ✗ (515 MB 3 s after the load: not given back yet, try a longer --rest-seconds), after 180 MB ✓ (402 MB 3 s after the load).',
    );
    expect(markdownTable(bench)).toContain(
      '(RSS, goal ≤ 200 MB): 1,000 runs: 180 MB ✓ (402 MB 3 s after the load).',
    );
    // Alike but under the goal: a load that grew little, nothing to wait for.
    const [size] = bench.sizes;
    const quiet = { ...bench, sizes: [{ ...size!, memory: { ...size!.memory, rssAfterLoadMb: 190 } }] };
    expect(markdownTable(quiet)).toContain('1,000 runs: 180 MB ✓ (190 MB 3 s after the load).');
  });

  it('measures only the endpoints named by the start of their name, in the bench order', () => {
    const all = [
      { name: 'run list' },
      { name: 'run list (near)' },
      { name: 'participants (host)' },
      { name: 'register' },
    ];
    expect(pickEndpoints(all, [])).toEqual(all);
    expect(pickEndpoints(all, ['register', 'Participants']).map((e) => e.name)).toEqual([
      'participants (host)',
      'register',
    ]);
    expect(pickEndpoints(all, ['run list']).map((e) => e.name)).toEqual(['run list', 'run list (near)']);
    expect(() => pickEndpoints(all, ['registr', 'dashbord'])).toThrow(/dashbord/);
  });

  it('reads a list of names whose own parentheses hold commas', () => {
    const all = [{ name: 'run page (HTML)' }, { name: 'run page (HTML, rendered)' }, { name: 'register' }];
    const words = endpointWords('run page (HTML, rendered),register');
    expect(words).toEqual(['run page (HTML, rendered)', 'register']);
    expect(pickEndpoints(all, words).map((e) => e.name)).toEqual(['run page (HTML, rendered)', 'register']);
  });
});
