import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** docs/product.md §2: on every route change the page scrolls to top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
