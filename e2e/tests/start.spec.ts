// The newcomer's path: `npm start` builds if needed, serves on the given PORT/HOST/DATA_DIR, keeps data across
// restarts and shuts down cleanly on SIGTERM. No browser needed.
import { test, expect } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { makeDataDir, removeDataDir, repoRoot, startServer } from '../fixtures/server';

// What `npm start` runs. (Signalling npm itself would only reach its shell wrapper; a terminal's Ctrl-C
// signals the whole process group.)
const npmStart = [process.execPath, join(repoRoot, 'scripts/start.mjs')];

test('npm start serves the product, keeps data across a restart and stops cleanly', async () => {
  test.setTimeout(180_000);
  const dataDir = makeDataDir();
  try {
    const first = await startServer({ dataDir, command: npmStart });
    expect(first.url).toBe(`http://127.0.0.1:${first.port}`);
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    const before = (await (await fetch(`${first.url}/api/events?limit=100`)).json()) as {
      items: { id: number }[];
    };
    expect(before.items.length).toBeGreaterThan(10);
    expect(existsSync(join(dataDir, 'db'))).toBe(true);
    expect(await first.stop('SIGTERM')).toBe(0);

    const second = await startServer({ dataDir, command: npmStart });
    const after = (await (await fetch(`${second.url}/api/events?limit=100`)).json()) as {
      items: { id: number }[];
    };
    // The same runs, not a second seed on top.
    expect(after.items.map((r) => r.id)).toEqual(before.items.map((r) => r.id));
    expect(await second.stop('SIGTERM')).toBe(0);
  } finally {
    removeDataDir(dataDir);
  }
});

test('a bad configuration stops the start with one line naming the variable', async () => {
  const dataDir = makeDataDir();
  try {
    await expect(startServer({ dataDir, env: { PORT: 'not-a-port' }, timeoutMs: 20_000 })).rejects.toThrow(
      /PORT/,
    );
  } finally {
    removeDataDir(dataDir);
  }
});
