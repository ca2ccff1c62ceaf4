import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates its HTML, true from then on (and at once on a page the
 * browser draws alone). For what only the browser knows (screen width, the visitor's day, device features): the
 * first render must match the server's, then the page follows the browser.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
