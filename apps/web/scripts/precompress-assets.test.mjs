import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompress } from './precompress-assets.mjs';

let dir;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes .br and .gz copies that inflate to the same bytes, smaller than the file', async () => {
    dir = mkdtempSync(join(tmpdir(), 'rt-precompress-'));
    const code = `export const runs = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Run ${i}` })))};`;
    writeFileSync(join(dir, 'app-abc.js'), code);
    writeFileSync(join(dir, 'app-abc.css'), 'body{margin:0}'.repeat(200));
    writeFileSync(join(dir, 'tiny-abc.js'), 'x'.repeat(MIN_BYTES - 1));
    writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4096, 7));

    const names = await precompress(dir);

    expect(names.sort()).toEqual(['app-abc.css', 'app-abc.js']);
    const br = readFileSync(join(dir, 'app-abc.js.br'));
    const gz = readFileSync(join(dir, 'app-abc.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(code);
    expect(gunzipSync(gz).toString()).toBe(code);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(code.length);
    // Below the threshold, and images (already compressed), stay as they are.
    expect(existsSync(join(dir, 'tiny-abc.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'photo.png.br'))).toBe(false);
  });
});
