/**
 * Until the app has hydrated the server's page (decision 041), its buttons do nothing: React has not attached
 * their handlers yet. A click on a control then is held here, not lost: the app is started at once, and the
 * click is replayed on the same control once the app says it has hydrated (`appHydrated`, called by
 * lib/hydration.tsx), when React listens on the page and replays clicks on parts it is still reaching. Links need
 * no app (they navigate as links), so only controls are held; the last one wins.
 */
const CONTROLS = 'button,label,[type=checkbox],[type=radio]';

let held: HTMLElement | null = null;
let holding: ((event: MouseEvent) => void) | null = null;
let holdingOn: Document | null = null;

export function holdEarlyClicks(doc: Document, startNow: () => void) {
  holding = (event) => {
    const control = (event.target as Element).closest?.<HTMLElement>(CONTROLS);
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    held = control;
    startNow();
  };
  holdingOn = doc;
  doc.addEventListener('click', holding, true);
}

/** The app has hydrated: clicks go to React from now on, and the last one held is replayed. */
export function appHydrated() {
  const control = held;
  if (holdingOn) releaseEarlyClicks(holdingOn);
  // A control that left the page (React drew another in its place) is not clicked.
  if (!control?.isConnected) return;
  // A tap focuses, then clicks: some controls act on focus (tabs select on focus or mouse-down, like Radix's).
  // The tap's own mouse-down may have focused it already, before React was there to see it.
  control.blur();
  control.focus();
  control.click();
}

/** The app could not start (or has): the page's controls go back to what the browser does with them. */
export function releaseEarlyClicks(doc: Document) {
  if (holding) doc.removeEventListener('click', holding, true);
  holding = null;
  holdingOn = null;
  held = null;
}
