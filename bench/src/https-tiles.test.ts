import http2 from 'node:http2';
import { describe, expect, it } from 'vitest';
import { startHttpsTiles } from './https-tiles';

describe('the map tiles over HTTPS', () => {
  it('gives an https:// template whose tiles arrive as PNG images', async () => {
    const tiles = await startHttpsTiles();
    try {
      expect(tiles.template).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/\{z\}\/\{x\}\/\{y\}\.png$/);
      const tile = new URL(
        tiles.template.replace('{z}', '15').replace('{x}', '16047').replace('{y}', '12358'),
      );
      const session = http2.connect(tile.origin, { rejectUnauthorized: false });
      try {
        const { status, type, body } = await new Promise<{ status: number; type: string; body: Buffer }>(
          (resolve, reject) => {
            const stream = session.request({ ':path': tile.pathname });
            const chunks: Buffer[] = [];
            let head: http2.IncomingHttpHeaders = {};
            stream.on('response', (headers) => (head = headers));
            stream.on('data', (chunk: Buffer) => chunks.push(chunk));
            stream.on('end', () =>
              resolve({
                status: Number(head[':status']),
                type: String(head['content-type']),
                body: Buffer.concat(chunks),
              }),
            );
            stream.on('error', reject);
          },
        );
        expect(status).toBe(200);
        expect(type).toBe('image/png');
        expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
      } finally {
        session.close();
      }
    } finally {
      await tiles.close();
    }
  });
});
