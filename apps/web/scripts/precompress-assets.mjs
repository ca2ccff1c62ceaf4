// `npm run build` (web): writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every built
// script, stylesheet and SVG in dist/client/assets, for the server to send as they are (@fastify/static preCompressed).
// Compressing on every request costs CPU each time and, at the quality a request can afford (brotli 4), sends
// 12–16 % more bytes: on a phone's slow network those bytes are what the first paint waits for.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files smaller than this are sent as they are (the server's compression threshold). */
export const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/** Writes name.br and name.gz beside each compressible file of `dir` (not recursive); returns the names. */
export async function precompress(dir) {
  const names = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name));
  const done = await Promise.all(
    names.map(async (name) => {
      const bytes = await readFile(join(dir, name));
      if (bytes.length < MIN_BYTES) return null;
      const [br, gzipped] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([
        writeFile(join(dir, `${name}.br`), br),
        writeFile(join(dir, `${name}.gz`), gzipped),
      ]);
      return name;
    }),
  );
  return done.filter((name) => name !== null);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = fileURLToPath(new URL('../dist/client/assets', import.meta.url));
  const names = await precompress(dir);
  console.log(`precompressed ${names.length} files in dist/client/assets (brotli 11, gzip 9)`);
}
