// `npm run lighthouse -w @runtogether/bench`: the built product (rebuilt when stale) with its demo data in a
// temporary DATA_DIR, audited by Lighthouse on /, /runs and one run's page. Prints the table and what failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lighthouseNotes, lighthouseTable, runLighthouse } from './lighthouse';
import { buildIfStale, startServer } from './server-process';
import { startHttpsTiles } from './https-tiles';

buildIfStale();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtogether-lighthouse-'));
// The maps' tiles from a local stand-in (see bench-cli.ts).
const tiles = await startHttpsTiles();
const server = await startServer({ databaseUrl: null, dataDir, seedDemo: true }, [], {
  MAP_TILE_URL: tiles.template,
});
try {
  const runs = (await (await fetch(new URL('/api/events?limit=1', server.baseUrl))).json()) as {
    items: { id: number }[];
  };
  const runId = runs.items[0]?.id;
  if (runId === undefined) throw new Error('the demo data has no upcoming run');
  const results = await runLighthouse(server.baseUrl, ['/', '/runs', `/runs/${runId}`]);
  console.log(lighthouseTable(results));
  for (const line of lighthouseNotes(results)) console.log(line);
} finally {
  await server.stop();
  await tiles.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
