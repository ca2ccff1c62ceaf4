import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/lib/hydration';
import { useMapSettings } from '@/lib/map-settings';
import type { MapPoint } from './leaflet-maps';

// The map wrapper, its settings query and Leaflet load once the slot nears the screen: a page that shows a small
// map pays nothing for it up front (decision 014). A page the server draws is the exception: there the slot asks
// for the tile settings, so they come in the page's HTML and the map, once near, checks no answer (decision 043).
const PointMap = lazy(() => import('./lazy-maps').then((module) => ({ default: module.PointMap })));

/** True once the element comes within 300 px of the viewport (never without IntersectionObserver). */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/** Where a small map of one place goes (a run's meeting point, a business): room kept, loaded when near. */
export function PointMapSlot({ point, label }: { point: MapPoint; label: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  useMapSettings(!useHydrated());
  // Room for the map (no layout shift), and nothing announced or animated before it loads.
  const placeholder = <div className="h-56 rounded-xl bg-slate-100" />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <PointMap point={point} label={label} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
