import type { ComponentType } from 'react';

/**
 * A component whose code loads on demand (a dialog's form): `preload` loads it, `Part` renders it once loaded.
 * Render `Part` only where the load has been awaited, e.g. inside `<DialogContent load={preload}>`.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  function Part(props: P) {
    if (!loaded) throw new Error('lazyPart rendered before its code loaded');
    const Loaded = loaded;
    return <Loaded {...props} />;
  }
  return { Part, preload };
}
