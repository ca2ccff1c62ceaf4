import { afterEach, describe, expect, it, vi } from 'vitest';
import { appHydrated, holdEarlyClicks, releaseEarlyClicks } from './early-clicks';

// In Chromium, e2e/tests/navigation.spec.ts taps the phone menu as soon as the page shows, before the app, and
// business.spec.ts a profile's tab.
describe('early clicks', () => {
  afterEach(() => {
    releaseEarlyClicks(document);
    document.body.innerHTML = '';
  });

  it('holds a tap on a control before the app, starts the app at once, and replays it once hydrated', () => {
    document.body.innerHTML =
      '<header><button type="button"><svg><path></path></svg>Open menu</button></header>';
    const button = document.querySelector('button')!;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    const start = vi.fn();
    holdEarlyClicks(document, start);

    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('path')!.dispatchEvent(tap);
    expect(start).toHaveBeenCalledTimes(1);
    expect(tap.defaultPrevented).toBe(true);
    expect(clicks).not.toHaveBeenCalled();

    appHydrated();
    expect(clicks).toHaveBeenCalledTimes(1);
    // Hydrated: the next tap goes straight to the control.
    button.click();
    expect(clicks).toHaveBeenCalledTimes(2);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('lets links navigate as links, and replays only the last control tapped', () => {
    document.body.innerHTML =
      '<a href="/runs">Find Runs</a><button id="a">A</button><button id="b">B</button>';
    const start = vi.fn();
    holdEarlyClicks(document, start);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    expect(start).not.toHaveBeenCalled();

    const clicked: string[] = [];
    for (const id of ['a', 'b']) {
      const button = document.getElementById(id)!;
      button.addEventListener('click', () => clicked.push(id));
      button.click();
    }
    expect(clicked).toEqual([]);
    appHydrated();
    expect(clicked).toEqual(['b']);
  });

  it('does not click a control that has left the page', () => {
    document.body.innerHTML = '<button>Replaced</button>';
    const button = document.querySelector('button')!;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    holdEarlyClicks(document, vi.fn());
    button.click();
    button.remove();
    appHydrated();
    expect(clicks).not.toHaveBeenCalled();
  });

  it('lets go of every click when the app cannot start', () => {
    document.body.innerHTML = '<button>Never hydrated</button>';
    const button = document.querySelector('button')!;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    holdEarlyClicks(document, vi.fn());
    button.click();
    expect(clicks).not.toHaveBeenCalled();

    releaseEarlyClicks(document);
    button.click();
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});
