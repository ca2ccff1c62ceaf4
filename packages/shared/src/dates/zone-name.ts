// A run's zone is named by its city ("Madrid time", "hora de Madrid"), never by its IANA id: docs/product.md
// §5 "Create run" and the e-mails of §8 show the time where the run happens.
import type { Translate } from '../i18n/translator';

/**
 * The city of an IANA zone: its last segment with spaces ('America/Argentina/Buenos_Aires' → 'Buenos Aires');
 * null for a zone that names no place ('UTC', 'Etc/GMT+2').
 */
export function zoneCity(timeZone: string): string | null {
  if (!timeZone.includes('/') || timeZone.startsWith('Etc/')) return null;
  const city = timeZone.slice(timeZone.lastIndexOf('/') + 1).replace(/_/g, ' ');
  return city === '' ? null : city;
}

/** 'Madrid time' / 'hora de Madrid'; a zone without a city is shown as it is ('UTC', 'GMT+2'). */
export function zoneTimeLabel(timeZone: string, t: Translate): string {
  const city = zoneCity(timeZone);
  return city === null ? timeZone.replace(/^Etc\//, '') : t('dates.zoneTime', { city });
}
