import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks, releaseEarlyClicks } from './early-clicks';

// React marks an element it has hydrated with its props under `__reactProps$<id>`; here the test marks it.
const hydrate = (element: Element) => Object.assign(element, { __reactProps$test: {} });

// In Chromium, e2e/tests/navigation.spec.ts taps the phone menu as soon as the page shows, before the app, and
// business.spec.ts a profile's tab.
describe('early clicks', () => {
  afterEach(() => {
    releaseEarlyClicks(document);
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('holds a tap on a control React has not hydrated, starts the app at once, and replays it once hydrated', () => {
    vi.useFakeTimers();
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
    vi.advanceTimersByTime(500);
    expect(clicks).not.toHaveBeenCalled();

    hydrate(button);
    vi.advanceTimersByTime(50);
    expect(clicks).toHaveBeenCalledTimes(1);
    // Hydrated: the next tap goes straight to the control.
    button.click();
    expect(clicks).toHaveBeenCalledTimes(2);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('lets links navigate as links, and replays only the last control tapped', () => {
    vi.useFakeTimers();
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
    document.querySelectorAll('button').forEach(hydrate);
    vi.advanceTimersByTime(50);
    expect(clicked).toEqual(['b']);
  });

  it('stops waiting for a control that has left the page', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<button>Replaced</button>';
    const button = document.querySelector('button')!;
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    holdEarlyClicks(document, vi.fn());
    button.click();
    vi.advanceTimersByTime(100);
    const waited = frames.mock.calls.length;
    expect(waited).toBeGreaterThan(0);
    button.remove();
    vi.advanceTimersByTime(1000);
    expect(frames.mock.calls.length).toBeLessThanOrEqual(waited + 1);
  });

  it('lets go of every click when the app cannot start', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<button>Never hydrated</button>';
    const button = document.querySelector('button')!;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    holdEarlyClicks(document, vi.fn());
    button.click();
    vi.advanceTimersByTime(20_000);
    expect(clicks).not.toHaveBeenCalled();

    releaseEarlyClicks(document);
    vi.advanceTimersByTime(50);
    button.click();
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});
