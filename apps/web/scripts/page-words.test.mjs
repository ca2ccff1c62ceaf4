import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keysIn, keysLeftForNextLoad, routeIdOf, wordsByRoute } from './page-words.mjs';

const KEYS = [
  'core.nav.login',
  'core.footer.about',
  'runs.detail.register',
  'runs.detail.full',
  'trust.report.reasons.spam',
  'trust.report.reasons.unsafe',
  'host.dashboard.title',
];

describe("the keys a chunk's code names", () => {
  it('finds whole keys in any quotes, and every key under a head the code builds keys from', () => {
    const code =
      'const a="core.nav.login",b=`runs.detail.register`;t(`trust.report.reasons.${r}`);' +
      "t('host.dashboard.'+x);console.log('core.footer')";
    expect([...keysIn(code, KEYS)].sort()).toEqual([
      'core.nav.login',
      'host.dashboard.title',
      'runs.detail.register',
      'trust.report.reasons.spam',
      'trust.report.reasons.unsafe',
    ]);
  });

  it('takes no text that only looks like a key, nor a key inside a longer word', () => {
    expect(keysIn('const u="example.com/core.nav.login";const v="xcore.nav.login"', KEYS).size).toBe(0);
  });
});

describe('route ids', () => {
  it("names a manifest entry by React Router's route id; the browser's entry is the root's", () => {
    expect(routeIdOf('src/app/routes/runs/run.tsx?__react-router-build-client-route')).toBe(
      'app/routes/runs/run',
    );
    expect(routeIdOf('src/app/routes/runs/run.tsx?route-chunk=clientLoader')).toBe('app/routes/runs/run');
    expect(routeIdOf('src/root.tsx?__react-router-build-client-route')).toBe('root');
    expect(routeIdOf('src/entry.client.tsx')).toBe('root');
    expect(routeIdOf('src/features/dashboard/components/dashboard-content.tsx')).toBeNull();
  });
});

describe('words by route', () => {
  let dir;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("gives each route the keys of every chunk it reaches, now or on a tap, and none of other routes' chunks", async () => {
    dir = mkdtempSync(join(tmpdir(), 'rt-page-words-'));
    mkdirSync(join(dir, '.vite'));
    const chunk = (file, code) => writeFileSync(join(dir, file), code);
    chunk('entry.js', 't("core.nav.login")');
    chunk('root.js', 'import "./shared.js"');
    chunk('shared.js', 't("core.footer.about")');
    chunk('run.js', 't("runs.detail.register")');
    chunk('run-loader.js', '');
    chunk('report-dialog.js', 't(`trust.report.reasons.${reason}`)');
    chunk('dialog-part.js', 't("runs.detail.full")');
    chunk('dashboard.js', 't("host.dashboard.title")');
    const manifest = {
      'src/entry.client.tsx': { file: 'entry.js', isEntry: true },
      'src/root.tsx?__react-router-build-client-route': {
        file: 'root.js',
        isEntry: true,
        imports: ['_shared.js'],
      },
      '_shared.js': { file: 'shared.js' },
      'src/app/routes/runs/run.tsx?__react-router-build-client-route': {
        file: 'run.js',
        isEntry: true,
        imports: ['_shared.js'],
        dynamicImports: ['src/features/report-dialog.tsx'],
      },
      'src/app/routes/runs/run.tsx?route-chunk=clientLoader': { file: 'run-loader.js', isEntry: true },
      'src/features/report-dialog.tsx': {
        file: 'report-dialog.js',
        isDynamicEntry: true,
        imports: ['_part.js'],
      },
      '_part.js': { file: 'dialog-part.js' },
      'src/app/routes/business/dashboard.tsx?__react-router-build-client-route': {
        file: 'dashboard.js',
        isEntry: true,
      },
    };
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
    expect(await wordsByRoute(dir, KEYS)).toEqual({
      root: ['core.footer.about', 'core.nav.login'],
      'app/routes/runs/run': [
        'core.footer.about',
        'runs.detail.full',
        'runs.detail.register',
        'trust.report.reasons.spam',
        'trust.report.reasons.unsafe',
      ],
      'app/routes/business/dashboard': ['host.dashboard.title'],
    });
  });
});

describe('the keys left for the next load', () => {
  let dir;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const source = (files) => {
    dir = mkdtempSync(join(tmpdir(), 'rt-page-words-src-'));
    mkdirSync(join(dir, 'features'));
    for (const [file, code] of Object.entries(files)) writeFileSync(join(dir, file), code);
    return dir;
  };

  it("are the keys the source hands to toastAfterReload, whatever page's chunk calls it; tests aside", async () => {
    const src = source({
      'lib-toast.ts': 'export function toastAfterReload(message: MessageKey) {}',
      'features/delete.tsx': "toastAfterReload('core.nav.login');\nt('runs.detail.full');",
      'features/login.tsx': 'if (other) toastAfterReload(\n  "runs.detail.register",\n);',
      'features/login.test.tsx': "toastAfterReload('host.dashboard.title');",
    });
    expect([...(await keysLeftForNextLoad(src, KEYS))].sort()).toEqual([
      'core.nav.login',
      'runs.detail.register',
    ]);
  });

  it('fail the build when a call does not write a known key whole', async () => {
    await expect(keysLeftForNextLoad(source({ 'a.ts': 'toastAfterReload(key);' }), KEYS)).rejects.toThrow(
      'a.ts',
    );
    rmSync(dir, { recursive: true, force: true });
    await expect(
      keysLeftForNextLoad(source({ 'b.ts': "toastAfterReload('core.nav.nothing');" }), KEYS),
    ).rejects.toThrow('core.nav.nothing');
  });
});
