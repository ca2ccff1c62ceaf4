import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localizeManifest, writeLocalizedManifests } from './localize-manifest.mjs';

const manifest = {
  id: '/',
  name: 'RunTogether',
  lang: 'en',
  description: 'Find community group runs near you, register in one click and run together.',
  start_url: '/',
  shortcuts: [
    { name: 'Find Runs', url: '/runs', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    { name: 'My Runs', url: '/my-runs', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
  ],
};

let dir;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('localized manifests', () => {
  it("writes the Spanish manifest with the catalogue's words, the same app otherwise", async () => {
    dir = mkdtempSync(join(tmpdir(), 'rt-manifest-'));
    writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify(manifest));
    expect(await writeLocalizedManifests(dir)).toEqual(['es']);
    const spanish = JSON.parse(readFileSync(join(dir, 'manifest.es.webmanifest'), 'utf8'));
    expect(spanish).toMatchObject({ id: '/', name: 'RunTogether', lang: 'es', start_url: '/' });
    expect(spanish.description).toContain('quedadas');
    expect(spanish.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Buscar quedadas', '/runs'],
      ['Mis quedadas', '/my-runs'],
    ]);
    expect(spanish.shortcuts[0].icons).toEqual(manifest.shortcuts[0].icons);
  });

  it('refuses a shortcut no catalogue key names, and a catalogue without a word', () => {
    const words = { 'core.app.description': 'x', 'core.nav.findRuns': 'y', 'core.nav.myRuns': 'z' };
    const extra = {
      ...manifest,
      shortcuts: [...manifest.shortcuts, { name: 'Host', url: '/business-home' }],
    };
    expect(() => localizeManifest(extra, 'es', words)).toThrow('no catalogue key names the shortcut');
    expect(() => localizeManifest(manifest, 'es', { 'core.app.description': 'x' })).toThrow(
      'the es catalogue has no core.nav.findRuns',
    );
  });
});
