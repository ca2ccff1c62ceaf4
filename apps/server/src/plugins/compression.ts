// gzip or brotli for text answers (JSON, HTML, JS, CSS, CSV) bigger than 1 KB; images are already compressed.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) costs tens of milliseconds per answer. Quality 2 writes 8–9 % more bytes than
    // 4 (a page of runs: 2.9 KB instead of 2.6) in about half its time (48 µs instead of 93), and is quicker than
    // gzip -6 for about as many bytes (decision 012).
    // Brotli's default window (4 MB, lgwin 22) is allocated for every answer: 256 KB (18) holds any answer we
    // compress whole, makes each stream about three times cheaper to set up and leaves less memory behind
    // (decision 051).
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_LGWIN]: 18 },
    },
    // Every answer we build is in memory and at most a few tens of KB (20 runs: 18 KB of JSON; a run's page:
    // ~60 KB of HTML). Compressing it in one call costs ~0.1 ms; the streaming path (the default above 8 KB on
    // two cores) adds a zlib stream per answer and a hop to libuv's threadpool, which on a small machine has no
    // spare core to overlap with: @fastify/compress's README ("Raising it on CPU-constrained deployments").
    syncThreshold: 65_536,
    // Request bodies are small JSON or multipart uploads; inflating them would only open a zip-bomb door.
    globalDecompression: false,
  });
}

/** Register after the caching plugin (ETags over the uncompressed body) and before the static file plugins. */
export const compressionPlugin = fp(registerCompression, { name: 'compression' });
