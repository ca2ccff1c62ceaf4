/**
 * Until the app has hydrated the server's page (decision 041), its buttons do nothing: React has not attached
 * their handlers yet. A tap on one then is held here, not lost: the app is started at once, and the tap is
 * replayed on the same control once React has the page. Links need no app (they navigate as links), so only
 * controls are held; the last one tapped wins.
 */
const CONTROLS = 'button,[role=button],summary,label,[type=checkbox],[type=radio]';

let held: HTMLElement | null = null;
let holding: ((event: MouseEvent) => void) | null = null;

export function holdEarlyClicks(doc: Document, startNow: () => void) {
  holding = (event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    held = control;
    startNow();
  };
  doc.addEventListener('click', holding, true);
}

/** Called once the first page has hydrated (root-layout.tsx): stops holding, and replays the held tap. */
export function releaseEarlyClicks(doc: Document) {
  if (holding) doc.removeEventListener('click', holding, true);
  holding = null;
  const control = held;
  held = null;
  if (control?.isConnected) control.click();
}
