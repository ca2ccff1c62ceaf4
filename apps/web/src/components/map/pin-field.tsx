import { formatCoordinates, isValidLatLng, type LatLng } from '@runtogether/shared/geo/geo.rules';
import { MapPin } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { t } from '@/lib/i18n';
import { zoneLabel } from '@/lib/zone-caption';

// Leaflet loads only once the host opens the map (decision 014).
const PinPickerMap = lazy(() => import('./lazy-maps').then((module) => ({ default: module.PinPickerMap })));

/** '40.4168, -3.7038' (or with a space, or a semicolon) as a point; null when it is not one. */
export function parseCoordinates(text: string): LatLng | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*[,;\s]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  return isValidLatLng(latitude, longitude) ? { latitude, longitude } : null;
}

export interface PinFieldProps {
  /** The pin as it is now: found from the address, saved, or placed here. */
  pin: LatLng | null;
  /** Where the map looks when there is no pin yet (the host's own place). */
  around: LatLng | null;
  /** The zone at the pin, named by its city once known. */
  zone: string | null;
  onPlace: (pin: LatLng) => void;
  /** Why a pin is needed (nothing else places the run); opens the map and is announced. */
  needed?: string;
  /** Changed (counted up) each time the form asks for the pin again: the coordinates field takes the focus. */
  focusRequest?: number;
  /** Its heading's level: under the page's h1 (the run form) or a dialog's h2 (the profile). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A pin placed by hand (docs/product.md §5 "Create run"): a tap on the map, a dragged pin, or
 * coordinates typed in (the way a keyboard or screen-reader user places it). The time zone follows the pin.
 */
export function PinField({
  pin,
  around,
  zone,
  onPlace,
  needed,
  focusRequest = 0,
  headingLevel: Heading = 'h3',
}: PinFieldProps) {
  const id = useId();
  const coordinates = useRef<HTMLInputElement>(null);
  const reason = useRef<HTMLParagraphElement>(null);
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  // Once asked for, the map stays open (a new lookup of the address may briefly hide the reason).
  if (needed !== undefined && !opened) setOpened(true);
  const open = opened || needed !== undefined;
  useEffect(() => {
    if (focusRequest === 0) return;
    // The reason sits above the map and the field below it: the page shows the reason, clear of the sticky
    // header (its scroll margin), then the field only if that left it off the screen.
    const field = coordinates.current;
    field?.focus({ preventScroll: true });
    reason.current?.scrollIntoView({ block: 'start' });
    field?.scrollIntoView({ block: 'nearest' });
  }, [focusRequest]);

  const place = (point: LatLng) => {
    setText(formatCoordinates(point));
    setInvalid(false);
    onPlace(point);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-2">
      <Heading id={`${id}-heading`} className="text-sm font-semibold text-slate-800">
        {t('map.pin.heading')}
      </Heading>
      <div aria-live="polite" className="text-sm empty:hidden">
        {pin && (
          <p className="flex items-center gap-1.5 font-medium text-emerald-700">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {t('map.pin.placed', {
              coordinates: formatCoordinates(pin),
              zone: zone ? zoneLabel(zone) : '…',
            })}
          </p>
        )}
      </div>
      {needed && (
        <p ref={reason} role="alert" className="scroll-mt-20 text-sm font-medium text-red-700">
          {needed}
        </p>
      )}
      {open ? (
        <>
          <p className="text-xs text-slate-600">{t('map.pin.help')}</p>
          <Suspense fallback={<div className="h-64 rounded-xl bg-slate-100" />}>
            <PinPickerMap
              point={pin}
              around={around}
              label={t('map.pin.map')}
              markerLabel={t('map.pin.marker')}
              onPick={place}
            />
          </Suspense>
          <label htmlFor={`${id}-coordinates`} className="text-sm font-medium text-slate-800">
            {t('map.pin.coordinates')}
          </label>
          <Input
            ref={coordinates}
            id={`${id}-coordinates`}
            inputMode="decimal"
            placeholder="40.4168, -3.7038"
            value={text}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-coordinates-error` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              const point = parseCoordinates(event.target.value);
              if (point) {
                setInvalid(false);
                onPlace(point);
              }
            }}
            onBlur={() => setInvalid(text.trim() !== '' && parseCoordinates(text) === null)}
          />
          {invalid && (
            <p id={`${id}-coordinates-error`} className="text-sm font-medium text-red-700">
              {t('map.pin.coordinatesInvalid')}
            </p>
          )}
        </>
      ) : (
        <Button type="button" variant="outline" className="self-start" onClick={() => setOpened(true)}>
          <MapPin aria-hidden="true" />
          {t('map.pin.place')}
        </Button>
      )}
    </section>
  );
}
