import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useMapSettings } from '@/lib/map-settings';
import { useHydrated } from '@/lib/server-render';

// Leaflet and the map code are fetched when a map is first shown, never with a page (decision 014).
const maps = () => import('./leaflet-maps');
const LeafletRunsMap = lazy(() => maps().then((module) => ({ default: module.RunsMap })));
const LeafletPointMap = lazy(() => maps().then((module) => ({ default: module.PointMap })));

export type { MapRun } from './leaflet-maps';

export const MAP_UNAVAILABLE = 'The map could not be loaded right now.';

function MapPlaceholder({ tall }: { tall: boolean }) {
  return (
    <div role="status" className={tall ? 'h-[60vh] min-h-80' : 'h-56'}>
      <span className="sr-only">Loading map...</span>
      <Skeleton className="size-full rounded-xl" />
    </div>
  );
}

/** Leaflet needs a browser: the server and the hydrating render draw the placeholder, then the map loads. */
function MapFrame({ tall, children }: { tall: boolean; children: React.ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return <MapPlaceholder tall={tall} />;
  return <Suspense fallback={<MapPlaceholder tall={tall} />}>{children}</Suspense>;
}

type WithoutSettings<T> = Omit<T, 'settings'>;

/** Find Runs' map, once its code and the tile settings are here; a failure says so (the list still works). */
export function RunsMap(props: WithoutSettings<ComponentProps<typeof LeafletRunsMap>>) {
  const settings = useMapSettings();
  if (settings.isError)
    return <p className="text-sm text-slate-700">{MAP_UNAVAILABLE} The list shows every run.</p>;
  return (
    <MapFrame tall>{settings.data ? <LeafletRunsMap settings={settings.data} {...props} /> : null}</MapFrame>
  );
}

/** True once the element comes within 300 px of the viewport: a map below the fold costs nothing until then. */
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

/**
 * A small map of one place, loaded when scrolled near; nothing at all when the map cannot be loaded (the
 * address and the "View on map" link are shown beside it).
 */
export function PointMap(props: WithoutSettings<ComponentProps<typeof LeafletPointMap>>) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const settings = useMapSettings(near);
  if (settings.isError) return null;
  return (
    <div ref={ref}>
      {near && settings.data ? (
        <MapFrame tall={false}>
          <LeafletPointMap settings={settings.data} {...props} />
        </MapFrame>
      ) : (
        // Room kept for the map (no layout shift), and nothing announced or animated before it loads.
        <div className="h-56 rounded-xl bg-slate-100" />
      )}
    </div>
  );
}
