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

const inRanges = (codePoint: number, ranges: [number, number][]) =>
  ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
const covered = (codePoint: number) => subsets.some(({ ranges }) => inRanges(codePoint, ranges));

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

/** One script's file in every weight. */
const readSubset = (subset: string): Promise<Font[]> =>
  Promise.all(
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

const latinRanges = subsets.find(({ subset }) => subset === 'latin')?.ranges ?? [];

/** The scripts a text needs beyond latin: those covering a character latin does not. */
function subsetsFor(text: string): string[] {
  const others = [...new Set(text)]
    .map((char) => char.codePointAt(0) ?? 0)
    .filter((codePoint) => !inRanges(codePoint, latinRanges));
  return subsets
    .filter(
      ({ subset, ranges }) => subset !== 'latin' && others.some((codePoint) => inRanges(codePoint, ranges)),
    )
    .map(({ subset }) => subset);
}

/**
 * The fonts a card's text needs: latin, and another script's files only when the text has one of its
 * characters. Satori keeps its parse of a font array for as long as the array lives, about 2 MB per file: all
 * 21 files for every card kept ~50 MB, even for cards in English. The same scripts get the same array (one per
 * combination of the seven, kept for the process), so satori parses each combination once.
 */
const fontSets = new Map<string, Promise<Font[]>>();
export function cardFonts(text: string): Promise<Font[]> {
  const needed = ['latin', ...subsetsFor(text)];
  const key = needed.join(' ');
  let fonts = fontSets.get(key);
  if (!fonts) {
    fonts = Promise.all(needed.map(readSubset)).then((sets) => sets.flat());
    // Forgotten if a file cannot be read, so the next card tries again.
    fonts.catch(() => fontSets.delete(key));
    fontSets.set(key, fonts);
  }
  return fonts;
}
