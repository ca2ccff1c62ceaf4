import { zoneTimeLabel } from '@runtogether/shared/dates/zone-name';
import { useHydrated } from './hydration';
import { t } from './i18n';

/** A zone as the page names it ('Madrid time', 'hora de Madrid'): every web use goes through here. */
export const zoneLabel = (timeZone: string) => zoneTimeLabel(timeZone, t);

/**
 * A run's time is its wall-clock time where it happens (docs/decisions/048): name that zone ('Madrid time') to a
 * viewer whose browser is elsewhere. Null on the server and while hydrating, which cannot know the viewer's zone.
 */
export function useZoneCaption(timeZone: string): string | null {
  const hydrated = useHydrated();
  if (!hydrated || !timeZone || timeZone === Intl.DateTimeFormat().resolvedOptions().timeZone) return null;
  return zoneLabel(timeZone);
}

/** ' (Madrid time)' after a run's time in a line of text, for a viewer elsewhere; nothing otherwise. */
export function ZoneCaption({ timeZone }: { timeZone: string }) {
  const caption = useZoneCaption(timeZone);
  return caption && ` (${caption})`;
}
