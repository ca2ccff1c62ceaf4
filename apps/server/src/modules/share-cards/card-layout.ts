// The parts both cards share: the frame with its overlay, the wordmark, the pills.
import { drawableText } from './card-fonts';
import { box, CARD_HEIGHT, CARD_WIDTH, type CardNode, type Style } from './render-card';

// White text needs 4.5:1 on anything behind it. A black veil of opacity a over the lightest possible photo
// (white) leaves (1 - a) of it; at a = 0.6 that is #666, 5.7:1 against white. The veil only darkens further
// towards the bottom, where the title sits. Without a photo the brand colour (#c2410c, 5.2:1) is behind the text,
// darkened a little towards the bottom for depth.
const PHOTO_VEIL = 'linear-gradient(180deg, rgba(0,0,0,0.6) 0%, rgba(0,0,0,0.62) 40%, rgba(0,0,0,0.86) 100%)';
const BRAND_VEIL = 'linear-gradient(160deg, rgba(0,0,0,0) 0%, rgba(0,0,0,0.12) 55%, rgba(0,0,0,0.32) 100%)';
/** Pills darken what is behind them, so their text keeps at least the contrast of the card itself. */
const PILL_BACKGROUND = 'rgba(0,0,0,0.28)';

const PADDING = 64;

/** The full-bleed card: veil over the background, wordmark on top, the content at the bottom. */
export function cardFrame(options: { hasPhoto: boolean; badge?: string }, content: CardNode): CardNode {
  return box(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      // Satori follows CSS's content-box default: without this the padding would push the content off the card.
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: PADDING,
      backgroundImage: options.hasPhoto ? PHOTO_VEIL : BRAND_VEIL,
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    box(
      { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
      wordmark(),
      options.badge ? pill(options.badge, { fontSize: 24 }) : null,
    ),
    content,
  );
}

function wordmark(): CardNode {
  return box(
    { display: 'flex', alignItems: 'center', fontSize: 32, fontWeight: 800, letterSpacing: -0.5 },
    // A running track's lane in miniature: the brand mark without shipping an image file.
    box({
      width: 40,
      height: 40,
      borderRadius: 999,
      border: '7px solid #ffffff',
      borderRightColor: 'rgba(255,255,255,0.45)',
      marginRight: 14,
    }),
    'RunTogether',
  );
}

export function pill(text: string, style: Style = {}): CardNode {
  return box(
    {
      display: 'flex',
      padding: '10px 22px',
      borderRadius: 999,
      backgroundColor: PILL_BACKGROUND,
      fontSize: 30,
      fontWeight: 600,
      ...style,
    },
    text,
  );
}

/**
 * A heading of at most `lines` lines; a longer one ends in an ellipsis. Shorter headings are drawn larger.
 * `fallback` stands in for a text of characters the fonts lack (a title written only in emoji).
 */
export function heading(text: string, lines: number, fallback: string): CardNode {
  const drawn = drawableText(text) || fallback;
  const fontSize = drawn.length <= 28 ? 80 : drawn.length <= 56 ? 68 : 58;
  return box(
    {
      display: 'block',
      width: '100%',
      fontSize,
      fontWeight: 800,
      lineHeight: 1.12,
      letterSpacing: -1.5,
      lineClamp: lines,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
    drawn,
  );
}

/** Text cut to one line with an ellipsis (names, addresses). */
export const oneLine = (text: string, style: Style = {}): CardNode =>
  box(
    { display: 'block', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', ...style },
    drawableText(text),
  );
