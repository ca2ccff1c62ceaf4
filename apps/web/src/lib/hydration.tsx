// Whether the page is past hydrating: what only the browser knows (screen width, the visitor's day, device
// features) waits for it, so the first render in the browser matches the server's HTML (decision 030).
import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';

// Outside the app's provider (a component drawn alone, as in unit tests) there is nothing to hydrate.
const HydratedContext = createContext(true);

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on (and at once on a page
 * the browser draws alone). One value for the whole app, flipped once: a page drawn later starts with true. A part in
 * a lazy chunk of its own may hydrate after the flip: it reads lib/mounted.ts instead.
 */
export const useHydrated = () => use(HydratedContext);

/**
 * Holds that value for the app. The flip after hydrating is a transition, so React redraws the parts that read
 * it in slices between which the browser can work, not in one long task right after hydrating (as a
 * useSyncExternalStore whose server and browser values differ does: that redraw is synchronous).
 */
export function HydrationState({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}
