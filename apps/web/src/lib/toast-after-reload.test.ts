import { afterEach, describe, expect, it } from 'vitest';
import { takeToastLeftForThisLoad, toastAfterReload } from './toast-after-reload';

describe('a toast kept over a reload', () => {
  afterEach(() => sessionStorage.clear());

  it('is taken by the next load once, by key', () => {
    toastAfterReload('auth.login.success', 1_000);
    expect(takeToastLeftForThisLoad(1_800)).toBe('auth.login.success');
    expect(takeToastLeftForThisLoad(1_900)).toBeNull();
  });

  it('is shown after a slow load, and dropped when the reload it waited for did not come within a minute', () => {
    toastAfterReload('auth.login.success', 1_000);
    expect(takeToastLeftForThisLoad(31_000)).toBe('auth.login.success');
    toastAfterReload('auth.login.success', 1_000);
    expect(takeToastLeftForThisLoad(61_000)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem('rt-toast-after-reload', '{not json');
    expect(takeToastLeftForThisLoad()).toBeNull();
    sessionStorage.setItem('rt-toast-after-reload', JSON.stringify({ message: 42, at: Date.now() }));
    expect(takeToastLeftForThisLoad()).toBeNull();
  });
});
