import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followAccountLanguage } from '@/lib/auth';
import { setBrowserMessages } from '@/lib/i18n';

describe('followAccountLanguage (a signed-in account sees its own language)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => setBrowserMessages('en', CATALOGUES.en));

  it('leaves a page already in the account language alone', () => {
    const reload = vi.fn();
    followAccountLanguage('en', reload);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads a Spanish page for an English account once, never in a loop', () => {
    setBrowserMessages('es', CATALOGUES.es);
    const reload = vi.fn();
    followAccountLanguage('en', reload);
    expect(reload).toHaveBeenCalledTimes(1);
    // The page came back still in Spanish (say the server could not tell): no second reload.
    followAccountLanguage('en', reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('may reload again once a page has matched its account', () => {
    const reload = vi.fn();
    followAccountLanguage('es', reload);
    setBrowserMessages('es', CATALOGUES.es);
    followAccountLanguage('es', reload);
    setBrowserMessages('en', CATALOGUES.en);
    followAccountLanguage('es', reload);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
