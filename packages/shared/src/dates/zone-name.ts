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

/**
 * 'Madrid time' / 'hora de Madrid'. A zone without a city (a pin at sea) is shown as its offset: 'Etc/GMT+2' is
 * two hours behind UTC (POSIX signs are inverted), so 'UTC-2'; 'UTC', 'Etc/GMT' and the like are 'UTC'.
 */
export function zoneTimeLabel(timeZone: string, t: Translate): string {
  const city = zoneCity(timeZone);
  if (city !== null) return t('dates.zoneTime', { city });
  const offset = /^(?:Etc\/)?GMT([+-])(\d{1,2})$/.exec(timeZone);
  if (offset) return `UTC${offset[1] === '+' ? '-' : '+'}${offset[2]}`;
  return /^(?:Etc\/)?(?:UTC|GMT|UCT|Universal|Zulu|Greenwich)0?$/.test(timeZone) ? 'UTC' : timeZone;
}
