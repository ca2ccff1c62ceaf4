import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * docs/product.md §2: on every route change the page scrolls to top. Not when the app starts: the page the server
 * drew is already on screen, and a visitor who scrolled while it hydrated stays where they are.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
