// The page's only script in its first load: the server's HTML is the page (decision 030), so the app starts
// once that page is on screen, and nothing it does comes before the first paint (decision 041). It then warms
// ICU in a worker and loads the app (boot.tsx) with the page's words; the app hydrates what is already shown.
import { holdEarlyClicks, releaseEarlyClicks } from '@/lib/early-clicks';
import { warmUpIntl } from '@/lib/intl-warm-up';
import './index.css';

// The worker first, then the app: on a phone's two to four cores, ICU's loading and the app's evaluation would
// compete for the same time. Called twice (a tap, then `load`), it starts one worker and one app.
// Without the app (it failed to load), the page's controls go back to what the browser does with them.
const start = () =>
  void warmUpIntl(document.documentElement.lang || 'en')
    .then(() => import('./boot'))
    .catch(() => releaseEarlyClicks(document));

// After `load` (the page's images included; a module script always runs before it), then past the next frame:
// the largest paint has happened. A tap on a control before then starts the app at once (lib/early-clicks.ts).
window.addEventListener('load', () => requestAnimationFrame(() => setTimeout(start)), { once: true });
holdEarlyClicks(document, start);
