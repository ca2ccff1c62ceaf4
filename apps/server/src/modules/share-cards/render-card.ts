// A card is laid out by satori (flexbox → SVG, text as paths) and rasterised by sharp onto its background.
import { IMAGE_MAX_PIXELS } from '@runtogether/shared/images/image.rules';
import { loadSharp } from '../../lib/load-sharp';
import type { StorageDriver } from '../../plugins/storage-driver';
import { cardFonts } from './card-fonts';

/** The Open Graph size every network crops from (1.91:1). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const BRAND_COLOUR = '#c2410c';

export type Style = Record<string, string | number>;

/**
 * What satori lays out: the shape of a React element without React (`key` makes it one for satori's types).
 * Strings are text; satori needs `display: flex` on any box with more than one child.
 */
export interface CardNode {
  type: 'div' | 'img';
  key: null;
  props: { style?: Style; src?: string; width?: number; height?: number; children?: (CardNode | string)[] };
}

export const box = (style: Style, ...children: (CardNode | string | false | null)[]): CardNode => ({
  type: 'div',
  key: null,
  props: { style, children: children.filter((child) => child !== false && child !== null) },
});

export const image = (png: Buffer, size: number, style: Style = {}): CardNode => ({
  type: 'img',
  key: null,
  props: { src: `data:image/png;base64,${png.toString('base64')}`, width: size, height: size, style },
});

/** The layout drawn over the background (the photo, or the brand colour when there is none), as a PNG. */
export async function renderCard(layout: CardNode, background: Buffer | null): Promise<Buffer> {
  // Both loaded with the first card, not at start (docs/decisions/051).
  const [{ default: satori }, sharp] = await Promise.all([import('satori'), loadSharp()]);
  const svg = await satori(layout, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: await cardFonts(textOf(layout)),
  });
  const base = background
    ? sharp(background)
    : sharp({ create: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3, background: BRAND_COLOUR } });
  return base
    .composite([{ input: Buffer.from(svg) }])
    .removeAlpha()
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Every string a layout draws. */
function textOf(node: CardNode | string): string {
  return typeof node === 'string' ? node : (node.props.children ?? []).map(textOf).join(' ');
}

/**
 * An uploaded picture (run photo, business logo) cropped to width × height as PNG, or null for a stock picture,
 * another host's URL, or a file that is missing or does not decode: the card is then drawn without it.
 */
export async function storedPicture(
  storage: StorageDriver,
  url: string | null,
  width: number,
  height: number,
): Promise<Buffer | null> {
  const key = url ? storage.keyFromUrl(url) : null;
  if (!key) return null;
  try {
    const bytes = await storage.read(key);
    if (!bytes) return null;
    const sharp = await loadSharp();
    return await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
      .resize(width, height, { fit: 'cover' })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}
