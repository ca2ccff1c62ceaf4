import { describe, expect, it } from 'vitest';
import { canonicalSearch } from './canonical-address';

const FILTERS = ['pace', 'distance', 'location'];

describe('canonicalSearch', () => {
  it.each([
    // A shared link's tracking parameters go; the page's language stays.
    ['?utm_source=whatsapp&lang=es&fbclid=IwAR0&ref=', [], '?lang=es'],
    ['?utm_medium=social', [], ''],
    ['', FILTERS, ''],
    // What chooses the page's content stays, as it was written and in its order.
    [
      '?gclid=x&distance=medium&pace=beginner,advanced&location=Madrid%20R%C3%ADo',
      FILTERS,
      '?distance=medium&pace=beginner,advanced&location=Madrid%20R%C3%ADo',
    ],
  ])('keeps of %j only what names the page', (search, params, canonical) => {
    expect(canonicalSearch(search, params)).toBe(canonical);
  });
});
