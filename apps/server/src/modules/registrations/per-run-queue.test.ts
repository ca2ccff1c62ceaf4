import { describe, expect, it } from 'vitest';
import { createPerRunQueue } from './per-run-queue';

/** A piece of work that finishes when told, recording when it started. */
function gate(log: string[], name: string) {
  let open = () => {};
  const done = new Promise<void>((resolve) => (open = resolve));
  return {
    work: async () => {
      log.push(`start ${name}`);
      await done;
      return name;
    },
    finish: () => open(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the per-run queue', () => {
  it('lets two requests of one run in at a time, the next in arrival order, and other runs past', async () => {
    const queue = createPerRunQueue(2);
    const log: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => gate(log, name));
    const other = gate(log, 'other run');
    const results = [a, b, c, d].map((g) => g && queue.run(1, g.work));
    const elsewhere = queue.run(2, other.work);
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start other run']);
    b?.finish();
    await settle();
    expect(log.at(-1)).toBe('start c');
    a?.finish();
    c?.finish();
    d?.finish();
    other.finish();
    expect(await Promise.all([...results, elsewhere])).toEqual(['a', 'b', 'c', 'd', 'other run']);
    expect(log).toEqual(['start a', 'start b', 'start other run', 'start c', 'start d']);
    expect(queue.size).toBe(0);
  });

  it('passes the turn on when a request fails', async () => {
    const queue = createPerRunQueue(1);
    const failing = queue.run(1, () => Promise.reject(new Error('lock timeout')));
    const next = queue.run(1, () => Promise.resolve('next'));
    await expect(failing).rejects.toThrow('lock timeout');
    await expect(next).resolves.toBe('next');
    expect(queue.size).toBe(0);
  });
});
