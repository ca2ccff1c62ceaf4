// WCAG AA for e-mails (docs/product.md, accessibility): a button's text and every coloured link must reach 4.5:1
// against what is behind them. Computed with WCAG 2.x's relative luminance, from every e-mail template's source.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMAIL_BUTTON_BACKGROUND, EMAIL_BUTTON_STYLE, EMAIL_BUTTON_TEXT } from './html';
import { oneClickButton } from './one-click-unsubscribe';
import { verificationEmail } from './verification-email';

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** Every inline style in an HTML text with its text colour and its background (white, the card, unless set). */
const colourPairs = (html: string) =>
  [...html.matchAll(/style="([^"]*)"/g)]
    .map(([, style = '']) => ({
      style,
      color: /(?:^|;)\s*color:\s*(#[0-9a-f]{6})/i.exec(style)?.[1],
      background: /(?:^|;)\s*background:\s*(#[0-9a-f]{6})/i.exec(style)?.[1] ?? '#ffffff',
    }))
    .filter((pair): pair is { style: string; color: string; background: string } => pair.color !== undefined);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });

describe('e-mail contrast', () => {
  it('computes the WCAG ratio: the brand orange under white text fails AA, black on white is 21:1', () => {
    expect(contrast('#ffffff', '#f97316')).toBeCloseTo(2.8, 1);
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it('a button has white text on a background that reaches 4.5:1', () => {
    expect(contrast(EMAIL_BUTTON_TEXT, EMAIL_BUTTON_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
    expect(EMAIL_BUTTON_STYLE).toContain(`background:${EMAIL_BUTTON_BACKGROUND};color:${EMAIL_BUTTON_TEXT}`);
  });

  it('every coloured text in the rendered verification e-mail and confirmation button reaches 4.5:1', () => {
    const mail = verificationEmail(
      { email: 'a@example.test', name: 'Ana', language: 'en' },
      'https://x.test/v',
    );
    const html = `${mail.html ?? ''}${oneClickButton('https://x.test/u', 'Unsubscribe')}`;
    const pairs = colourPairs(html);
    expect(pairs.length).toBeGreaterThan(2);
    for (const pair of pairs) {
      expect(contrast(pair.color, pair.background), pair.style).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('no e-mail or e-mail page template writes a text colour below 4.5:1 on its background', () => {
    const modules = join(import.meta.dirname, '..');
    const failing = sourceFiles(modules).flatMap((file) =>
      colourPairs(readFileSync(file, 'utf8'))
        .filter((pair) => contrast(pair.color, pair.background) < 4.5)
        .map((pair) => `${file}: ${pair.style}`),
    );
    expect(failing).toEqual([]);
  });
});
