import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False on the server and while this part hydrates, true from then on (and at once when the browser draws it
 * alone). For parts that load in a lazy chunk of their own (React.lazy): such a part may hydrate after the page
 * has, when the page-wide value (lib/hydration.tsx) is already true, and its first render must still match the
 * server's HTML, since React does not patch attributes while hydrating (a button the server drew disabled would
 * stay disabled). React's own way: useSyncExternalStore hydrates with the server's value, then redraws.
 */
export const useMounted = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
