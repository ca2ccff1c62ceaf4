// The typeface of every card. Satori draws text as paths from the font bytes it is given, so the cards look the
// same on any machine: no system fonts, and the files come from an npm package (@fontsource/inter), not a CDN.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { SatoriOptions } from 'satori';

type Font = SatoriOptions['fonts'][number];

const require = createRequire(import.meta.url);
const WEIGHTS = [400, 600, 800] as const;

// Fontsource splits Inter by script (latin, latin-ext, cyrillic, greek, vietnamese…) and lists each file's
// code points; every file is loaded under its own family name, as satori falls back across families only.
const subsets = Object.entries(require('@fontsource/inter/unicode.json') as Record<string, string>).map(
  ([subset, ranges]) => ({ subset, ranges: parseRanges(ranges) }),
);

/** 'U+0000-00FF,U+0131' → [[0, 255], [305, 305]] */
function parseRanges(list: string): [number, number][] {
  return list.split(',').map((range) => {
    const [from = '', to = from] = range.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

const covered = (codePoint: number) =>
  subsets.some(({ ranges }) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to));

/**
 * The text without characters no loaded font has (emoji, CJK…), which satori would draw as "NO GLYPH" boxes,
 * nor invisible ones (controls, the joiners inside emoji); whitespace left behind is collapsed.
 */
export function drawableText(text: string): string {
  return [...text.replace(/\p{Cf}/gu, '').replace(/\p{Cc}/gu, ' ')]
    .filter((char) => covered(char.codePointAt(0) ?? 0))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

async function loadFonts(): Promise<Font[]> {
  const fonts = subsets.flatMap(({ subset }) =>
    WEIGHTS.map(async (weight) => ({
      name: subset === 'latin' ? 'Inter' : `Inter ${subset}`,
      weight,
      style: 'normal' as const,
      // Satori reads .woff but not .woff2.
      data: await fs.readFile(
        require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
      ),
    })),
  );
  return Promise.all(fonts);
}

let loaded: Promise<Font[]> | undefined;

/** Read once per process, on the first card; the same array every time (satori keeps its parse of it). */
export function cardFonts(): Promise<Font[]> {
  loaded ??= loadFonts().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}
