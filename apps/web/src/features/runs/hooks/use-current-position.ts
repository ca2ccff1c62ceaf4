import type { LatLng } from '@runtogether/shared/geo/geo.rules';
import { useState } from 'react';
import { t } from '@/lib/i18n';
import { useHydrated } from '@/lib/hydration';

/** What a failed lookup tells the user, in the page's language (translated when read). */
export const currentPositionMessages = {
  get denied() {
    return t('runs.location.denied');
  },
  get failed() {
    return t('runs.location.failed');
  },
};

export type CurrentPositionState =
  { status: 'idle' } | { status: 'locating' } | { status: 'error'; message: string };

// GeolocationPositionError.PERMISSION_DENIED: the user (or the browser's settings) said no.
const PERMISSION_DENIED = 1;

const geolocation = (): Geolocation | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.geolocation;

/** The device's position on request, through the browser's own permission prompt. */
export function useCurrentPosition(onPosition: (position: LatLng) => void) {
  const [state, setState] = useState<CurrentPositionState>({ status: 'idle' });
  // Known once hydrated: the server has no geolocation, and the hydrated page must first match what it drew.
  const supported = useHydrated() && geolocation() !== undefined;

  const locate = () => {
    const api = geolocation();
    if (!api || state.status === 'locating') return;
    setState({ status: 'locating' });
    api.getCurrentPosition(
      ({ coords }) => {
        setState({ status: 'idle' });
        onPosition({ latitude: coords.latitude, longitude: coords.longitude });
      },
      (error) =>
        setState({
          status: 'error',
          message:
            error.code === PERMISSION_DENIED
              ? currentPositionMessages.denied
              : currentPositionMessages.failed,
        }),
      // A rough, recent fix is enough to sort runs by distance; it is also the quickest to get.
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60 * 1000 },
    );
  };

  const dismiss = () => setState({ status: 'idle' });

  return { state, locate, dismiss, supported };
}
