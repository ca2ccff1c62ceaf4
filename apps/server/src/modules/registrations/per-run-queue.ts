// At most a few of this instance's registrations of one run in the database at a time (docs/decisions/040).
// Registrations of one run take turns anyway, on the run's row lock; a request waiting for that lock holds one of
// the pool's few connections doing nothing, so a burst on one run could take the whole pool while registrations
// of other runs, and every other query, wait behind it. Queued here instead, in arrival order, they wait without
// a connection. Two at a time, not one: while the first holds the lock, the second waits for it in the database
// and takes it the moment the first commits, without a round trip in between. The row lock stays what makes
// registering correct, on every instance; this only decides how many of one instance's requests wait there.
export const IN_DATABASE_PER_RUN = 2;

export interface PerRunQueue {
  run<T>(runId: number, work: () => Promise<T>): Promise<T>;
  /** Runs with requests in the database or waiting (for the tests). */
  readonly size: number;
}

export function createPerRunQueue(limit = IN_DATABASE_PER_RUN): PerRunQueue {
  const runs = new Map<number, { active: number; waiting: (() => void)[] }>();
  return {
    async run(runId, work) {
      let state = runs.get(runId);
      if (!state) {
        state = { active: 0, waiting: [] };
        runs.set(runId, state);
      }
      const turn = state;
      if (turn.active >= limit) await new Promise<void>((resolve) => turn.waiting.push(resolve));
      else turn.active++;
      try {
        return await work();
      } finally {
        // The finished request's place passes to the next in line (active unchanged), or is given up.
        const next = turn.waiting.shift();
        if (next) next();
        else if (--turn.active === 0) runs.delete(runId);
      }
    },
    get size() {
      return runs.size;
    },
  };
}
