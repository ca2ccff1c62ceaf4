// The map tiles' local stand-in (e2e/fixtures/tiles.ts) behind its own HTTPS proxy: Lighthouse audits the pages
// over HTTPS (http2-proxy.ts), and tiles asked for over plain HTTP from such a page are mixed content, which
// costs the page its best-practices score (is-on-https) for a fault of the bench, not of the page.
import { startTiles } from '../../e2e/fixtures/tiles';
import { startHttp2Proxy } from './http2-proxy';

export interface HttpsTiles {
  /** The MAP_TILE_URL template, over HTTPS. */
  template: string;
  close: () => Promise<void>;
}

export async function startHttpsTiles(): Promise<HttpsTiles> {
  const tiles = await startTiles();
  const plain = new URL(tiles.template.replace(/\{[xyz]\}/g, '0'));
  const proxy = await startHttp2Proxy(plain.origin);
  return {
    template: tiles.template.replace(plain.origin, proxy.url),
    close: async () => {
      await proxy.close();
      await tiles.close();
    },
  };
}
