import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  formatTable,
  measureRoutes,
  pageFiles,
  publicRoutesLoadingZod,
  routeKeys,
  staticClosure,
} from './bundle-budgets.mjs';

// A manifest in Vite's shape: the entry, the app it starts, two lazy routes, shared chunks and a late (dynamic)
// library.
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    dynamicImports: ['src/boot.tsx'],
    css: ['assets/index.css'],
  },
  'src/boot.tsx': {
    file: 'assets/boot.js',
    isDynamicEntry: true,
    imports: ['_react.js', 'index.html'],
    dynamicImports: ['src/app/routes/runs/runs.tsx', 'src/app/routes/landing.tsx', '_sonner.js'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_sonner.js': { file: 'assets/sonner.js' },
  '_zod.js': { file: 'assets/zod.js', name: 'zod' },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
  'src/app/routes/landing.tsx': {
    file: 'assets/landing.js',
    isDynamicEntry: true,
    imports: ['_card.js', 'src/boot.tsx'],
    dynamicImports: ['_zod.js'],
  },
  'src/app/routes/runs/runs.tsx': {
    file: 'assets/runs.js',
    imports: ['_card.js', '_zod.js', 'src/boot.tsx'],
  },
};

describe('bundle budgets', () => {
  it('follows static imports only, each chunk once', () => {
    expect([...staticClosure(manifest, ['src/app/routes/landing.tsx'])].sort()).toEqual(
      ['_card.js', '_react.js', 'index.html', 'src/app/routes/landing.tsx', 'src/boot.tsx'].sort(),
    );
    // The entry, the app it starts, the route and their static imports.
    expect(pageFiles(manifest, 'src/app/routes/runs/runs.tsx').sort()).toEqual(
      [
        'assets/boot.js',
        'assets/card.js',
        'assets/index.js',
        'assets/react.js',
        'assets/runs.js',
        'assets/zod.js',
      ].sort(),
    );
  });

  it('lists the landing first, then the other routes, not the libraries loaded late', () => {
    expect(routeKeys(manifest)).toEqual(['src/app/routes/landing.tsx', 'src/app/routes/runs/runs.tsx']);
  });

  it('sums gzip sizes and flags a page over its budget', () => {
    // Random bytes: gzip cannot shrink them, so the size is known.
    const files = { 'assets/zod.js': randomBytes(200 * 1024) };
    const rows = measureRoutes(manifest, (file) => files[file] ?? new TextEncoder().encode('x'));
    const [landing, runs] = rows;
    expect(landing.ok).toBe(true);
    expect(runs.gzip).toBeGreaterThan(150 * 1024);
    expect(runs.ok).toBe(false);
    expect(formatTable(rows)).toMatch(/runs\.tsx.*OVER BUDGET/);
  });

  it('names the public pages that load zod before they work', () => {
    const routes = ['src/app/routes/landing.tsx', 'src/app/routes/runs/runs.tsx'];
    // The landing loads zod only later (a dynamic import); Find Runs imports it.
    expect(publicRoutesLoadingZod(manifest, routes)).toEqual(['src/app/routes/runs/runs.tsx']);
  });

  it('a missing chunk is an error, not a smaller page', () => {
    expect(() => staticClosure({ a: { file: 'a.js', imports: ['b'] } }, ['a'])).toThrow(/no chunk b/);
  });
});
