/**
 * Until the app has hydrated a part of the server's page (decision 041), its buttons do nothing: React has not
 * attached their handlers yet, and a click on a part it has not reached is dropped. Such a click is held here,
 * not lost: the app is started at once, and the click is replayed on the same control as soon as React has
 * hydrated it. Links need no app (they navigate as links), so only controls are held; the last one wins.
 */
const CONTROLS = 'button,label,[type=checkbox],[type=radio]';

// React keeps each element's props on it under an internal key once it has hydrated (or drawn) it. Reading that
// key is the one way to know a control is ready; Chromium's tests tap controls as soon as a page shows.
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

let held: HTMLElement | null = null;
let replaying = false;
let holding: ((event: MouseEvent) => void) | null = null;

export function holdEarlyClicks(doc: Document, startNow: () => void) {
  holding = (event) => {
    const control = (event.target as Element).closest?.<HTMLElement>(CONTROLS);
    if (!control || replaying || isHydrated(control)) return;
    event.preventDefault();
    event.stopPropagation();
    const waiting = held !== null;
    held = control;
    startNow();
    if (!waiting) replayWhenHydrated();
  };
  doc.addEventListener('click', holding, true);
}

function replayWhenHydrated() {
  const control = held;
  // A control that left the page (React drew another in its place) is not waited for, frame after frame.
  if (control?.isConnected && !isHydrated(control)) {
    requestAnimationFrame(replayWhenHydrated);
    return;
  }
  held = null;
  replaying = true;
  // A tap focuses, then clicks: some controls act on focus (tabs select on focus or mouse-down, like Radix's).
  // The tap's own mouse-down may have focused it already, before React was there to see it.
  control?.blur();
  control?.focus();
  control?.click();
  replaying = false;
}

/** The app could not start: the page's controls go back to what the browser does with them. */
export function releaseEarlyClicks(doc: Document) {
  if (holding) doc.removeEventListener('click', holding, true);
  holding = null;
  held = null;
}
