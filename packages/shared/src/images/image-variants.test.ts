import { describe, expect, it } from 'vitest';
import { hasVariants, imageSrcSet, variantName } from './image-variants';

describe('image variants', () => {
  const uploaded = '/files/events/event-7-0123456789abcdef.webp';

  it('names a variant beside its image, for keys and URLs alike', () => {
    expect(variantName('events/event-7-0123456789abcdef.webp', 400)).toBe(
      'events/event-7-0123456789abcdef-w400.webp',
    );
    expect(variantName(`https://cdn.example${uploaded}`, 800)).toBe(
      'https://cdn.example/files/events/event-7-0123456789abcdef-w800.webp',
    );
  });

  it('lists every width of the kind in srcset', () => {
    expect(imageSrcSet(uploaded, 'run')).toBe(
      '/files/events/event-7-0123456789abcdef-w400.webp 400w, /files/events/event-7-0123456789abcdef-w800.webp 800w, /files/events/event-7-0123456789abcdef-w1200.webp 1200w',
    );
  });

  it('gives no srcset to pictures that have no variants', () => {
    expect(hasVariants('/images/stock/run-city.svg')).toBe(false);
    expect(imageSrcSet('/images/stock/run-city.svg', 'run')).toBeUndefined();
    expect(imageSrcSet('/files/events/event-7-0123456789abcdef-w400.webp', 'run')).toBeUndefined();
    expect(imageSrcSet('https://elsewhere.example/photo.webp', 'avatar')).toBeUndefined();
  });
});
