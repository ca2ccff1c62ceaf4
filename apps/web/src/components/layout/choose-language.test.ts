import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from './choose-language';

const put = vi.hoisted(() => vi.fn<(...args: unknown[]) => Promise<null>>());
vi.mock('@/lib/api-client', () => ({ api: { put } }));

/** The page's address, and what the choice did with it. */
function at(href: string) {
  const location = { href, reload: vi.fn(), replace: vi.fn() };
  vi.stubGlobal('location', location);
  return location;
}

describe('choosing a language', () => {
  beforeEach(() => put.mockReset().mockResolvedValue(null));
  afterEach(() => vi.unstubAllGlobals());

  it('saves it, then loads the page again', async () => {
    const page = at('https://runtogether.test/runs?q=park#map');
    await chooseLanguage('es');
    expect(put).toHaveBeenCalledWith('/api/me/language', null, { body: { language: 'es' } });
    expect(page.reload).toHaveBeenCalledOnce();
    expect(page.replace).not.toHaveBeenCalled();
  });

  it('on a ?lang= address, loads it without ?lang=, which would win over the choice; the rest kept', async () => {
    const page = at('https://runtogether.test/runs?lang=en&q=park&distance=5#map');
    await chooseLanguage('es');
    expect(page.replace).toHaveBeenCalledWith('https://runtogether.test/runs?q=park&distance=5#map');
    expect(page.reload).not.toHaveBeenCalled();
  });
});
