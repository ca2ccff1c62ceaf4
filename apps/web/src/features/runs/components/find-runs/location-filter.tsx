import { AlertCircle, LocateFixed, Loader2, Navigation } from 'lucide-react';
import { GeocodeStatus } from '@/components/geocode-status';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { useHydrated } from '@/lib/hydration';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { useLocationFilter } from '../../hooks/use-location-filter';

type LocationFilterState = ReturnType<typeof useLocationFilter>;

function LocationStatus({ state }: { state: LocationFilterState }) {
  const { position, geocodeState, usingDevicePosition } = state;
  if (position.state.status === 'locating')
    return (
      <p className="flex items-center gap-1.5 text-slate-600">
        <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        {t('runs.filters.locating')}
      </p>
    );
  if (position.state.status === 'error')
    return (
      <p className="flex items-start gap-1.5 text-amber-800">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {position.state.message}
      </p>
    );
  if (usingDevicePosition)
    return (
      <p className="flex items-center gap-1.5 font-medium text-emerald-700">
        <Navigation aria-hidden="true" className="size-4 shrink-0" />
        {t('runs.filters.usingPosition')}
      </p>
    );
  return <GeocodeStatus state={geocodeState} label={t('runs.filters.locationFound')} />;
}

/** A place to sort runs from (geocoded as the user types), or the device's position. */
export function LocationFilter({ state }: { state: LocationFilterState }) {
  const { text, changeText, position } = state;
  // Server-rendered: what is typed before the page hydrates would be lost, so the box waits for it.
  const hydrated = useHydrated();
  return (
    <FormField
      label={t('runs.filters.location')}
      description={t('runs.filters.locationDescription')}
      status={<LocationStatus state={state} />}
    >
      {(control) => (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            {...control}
            type="search"
            value={text}
            disabled={!hydrated}
            onChange={(event) => changeText(event.target.value)}
            placeholder={t('runs.filters.locationPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            className="sm:flex-1"
          />
          {position.supported && (
            <Button
              variant="outline"
              onClick={position.locate}
              aria-busy={position.state.status === 'locating'}
              className="shrink-0"
            >
              <LocateFixed aria-hidden="true" />
              {t('runs.filters.useMyLocation')}
            </Button>
          )}
        </div>
      )}
    </FormField>
  );
}
