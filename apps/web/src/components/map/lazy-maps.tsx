import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/i18n';
import { useMapSettings } from '@/lib/map-settings';
import { useHydrated } from '@/lib/hydration';

// Leaflet and the map code are fetched when a map is first shown, never with a page (decision 014).
const maps = () => import('./leaflet-maps');
const LeafletRunsMap = lazy(() => maps().then((module) => ({ default: module.RunsMap })));
const LeafletPointMap = lazy(() => maps().then((module) => ({ default: module.PointMap })));
const LeafletPinPickerMap = lazy(() => maps().then((module) => ({ default: module.PinPickerMap })));

export type { MapRun } from './leaflet-maps';

function MapPlaceholder({ tall }: { tall: boolean }) {
  return (
    <div role="status" className={tall ? 'h-[60vh] min-h-80' : 'h-56'}>
      <span className="sr-only">{t('runs.map.loading')}</span>
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
    return (
      <p className="text-sm text-slate-700">
        {t('runs.map.unavailable')} {t('runs.map.listShowsAll')}
      </p>
    );

  return (
    <MapFrame tall>{settings.data ? <LeafletRunsMap settings={settings.data} {...props} /> : null}</MapFrame>
  );
}

/**
 * A small map of one place; nothing at all when the map cannot be loaded (the address and the "View on map"
 * link are shown beside it). Pages place it through point-map-slot.tsx, which loads it when scrolled near.
 */
export function PointMap(props: WithoutSettings<ComponentProps<typeof LeafletPointMap>>) {
  const settings = useMapSettings();
  if (settings.isError) return null;
  return (
    <MapFrame tall={false}>
      {settings.data ? (
        <LeafletPointMap settings={settings.data} {...props} />
      ) : (
        <MapPlaceholder tall={false} />
      )}
    </MapFrame>
  );
}

/** A map to place a pin by hand; nothing when the map cannot be loaded (the coordinates field still works). */
export function PinPickerMap(props: WithoutSettings<ComponentProps<typeof LeafletPinPickerMap>>) {
  const settings = useMapSettings();
  if (settings.isError) return null;
  return (
    <MapFrame tall={false}>
      {settings.data ? (
        <LeafletPinPickerMap settings={settings.data} {...props} />
      ) : (
        <MapPlaceholder tall={false} />
      )}
    </MapFrame>
  );
}
