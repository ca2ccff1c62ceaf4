// How much data the generator writes; every figure can be set on the command line.

export interface SeedSizes {
  runs: number;
  runners: number;
  hosts: number;
  /** Average registrations per run; each run gets between 0 and twice this many. */
  registrationsPerRun: number;
  postsPerHost: number;
}

/**
 * Hosts and runners grow with the runs, as a real community would: a host runs about one event a week over the
 * two years (so its dashboard costs the same at any size), and there is a runner for every five runs
 * (20 000 at 100 000 runs). Registrations: 10 per run on average, ~1 000 000 at 100 000 runs.
 */
export function defaultSizes(runs: number): SeedSizes {
  return {
    runs,
    runners: Math.max(100, Math.round(runs / 5)),
    hosts: Math.max(3, Math.round(runs / 100)),
    registrationsPerRun: 10,
    postsPerHost: 3,
  };
}

const FLAGS: Record<string, keyof SeedSizes> = {
  '--runs': 'runs',
  '--runners': 'runners',
  '--hosts': 'hosts',
  '--registrations-per-run': 'registrationsPerRun',
  '--posts-per-host': 'postsPerHost',
};

/** `--runs 1000 --hosts 20 …`: the runs first (the defaults of the others follow them), then the rest. */
export function parseSizes(args: readonly string[], fallbackRuns: number): SeedSizes {
  const given = new Map<keyof SeedSizes, number>();
  for (let i = 0; i < args.length; i++) {
    const key = FLAGS[args[i] ?? ''];
    if (!key) continue;
    const value = Number(args[i + 1]);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${args[i]} needs a whole number`);
    given.set(key, value);
    i++;
  }
  const sizes = { ...defaultSizes(given.get('runs') ?? fallbackRuns), ...Object.fromEntries(given) };
  if (sizes.hosts < 1 || sizes.runs < 1) throw new Error('--runs and --hosts must be at least 1');
  // A run's registrations are distinct runners, so there must be more runners than the most one run gets.
  if (sizes.runners <= 2 * sizes.registrationsPerRun) {
    throw new Error('--runners must exceed twice --registrations-per-run');
  }
  return sizes;
}
