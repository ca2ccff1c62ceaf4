// `npm test` for e2e: find Debian's Chromium (loud skip locally, failure under CI), build if stale, run Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && existsSync(p),
);
if (!chromium) {
  const banner = '!'.repeat(78);
  console.error(
    `\n${banner}\n  END-TO-END TESTS NOT RUN: no Chromium found (looked at CHROMIUM_PATH, /usr/bin/chromium).\n` +
      `  Install Debian's Chromium:  sudo apt-get update && sudo apt-get install -y chromium\n` +
      `  or point CHROMIUM_PATH at a Chromium binary.\n${banner}\n`,
  );
  process.exit(process.env.CI === 'true' ? 1 : 0);
}

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;
const built = run(process.execPath, ['../scripts/ensure-built.mjs']);
if (built !== 0) process.exit(built);
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
