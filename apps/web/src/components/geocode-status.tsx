import { geocodeMessages } from '@runtogether/shared/geo/geocode.messages';
import { formatCoordinates } from '@runtogether/shared/geo/geo.rules';
import { AlertCircle, Loader2, MapPin } from 'lucide-react';
import type { AddressGeocodeState } from '@/hooks/use-address-geocode';
import { t, translateText } from '@/lib/i18n';

/** The line under an address field: looking up, 'Location found: …' / 'Coordinates: …', or why not. */
export function GeocodeStatus({ state, label }: { state: AddressGeocodeState; label: string }) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'loading':
      return (
        <p className="flex items-center gap-1.5 text-slate-600">
          <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          {t('runs.geocode.lookingUp')}
        </p>
      );
    case 'found':
      return (
        <>
          <p className="flex items-center gap-1.5 font-medium text-emerald-700">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {t('runs.geocode.found', { label, coordinates: formatCoordinates(state) })}
          </p>
          {state.stale && <p className="mt-1 text-amber-700">{t(geocodeMessages.stale)}</p>}
        </>
      );
    case 'error':
      return (
        <p className="flex items-center gap-1.5 text-amber-800">
          <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
          {translateText(state.message)}
        </p>
      );
  }
}
