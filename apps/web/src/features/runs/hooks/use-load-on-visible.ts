import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned element (a sentinel below a list) comes within `rootMargin` of the
 * viewport, while `enabled`. Without IntersectionObserver (old browsers, jsdom) it does nothing, and the
 * list's own "Load more" button remains the way on.
 */
export function useLoadOnVisible<T extends Element>(
  onVisible: () => void,
  { enabled, rootMargin = '600px 0px' }: { enabled: boolean; rootMargin?: string },
) {
  const ref = useRef<T>(null);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    // A new observer each time `enabled` turns on reports at once whether the sentinel is still in view,
    // so a tall screen keeps loading pages until the list reaches past it.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, onVisible, rootMargin]);

  return ref;
}
