// The words and data of a page's head that need the server (docs/decisions/062): descriptions in the page's
// language and the page's schema.org data (JSON-LD), from the same API answers the page is drawn with. The web
// app writes the head itself (apps/web/src/app/page-meta.ts); modules/pages hands it these.
import { dateTimeFormat } from '@runtogether/shared/dates/date.rules';
import type { ShareImage } from '@runtogether/shared/pages/page-context';
import { formatRunPace, spotsLeft } from '@runtogether/shared/runs/run.rules';
import { runTimeWindow } from '@runtogether/shared/runs/run-calendar';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import type { PublicUser } from '@runtogether/shared/users/user.schemas';
// Google's typings of the schema.org vocabulary: the type checker holds the JSON-LD to its current terms.
import type { Event, SportsClub, WithContext } from 'schema-dts';
import { intlLocaleOf, translatorFor, type Locale } from '../../lib/i18n';
import { distanceNumber } from '../mail/mail-words';

/** The site's description in a language (head.siteDescription). */
export const siteDescription = (locale: Locale) => translatorFor(locale)('head.siteDescription');

/**
 * 'Sat, 28 Nov 2026' / 'sáb, 28 nov 2026' for a run's calendar date ('YYYY-MM-DD', already in the run's zone).
 * English keeps the British order previews have always shown.
 */
const runDateLocale = (locale: Locale) => (locale === 'en' ? 'en-GB' : intlLocaleOf(locale));
function formatRunDate(date: string, locale: Locale): string {
  const day = new Date(`${date}T12:00:00Z`);
  return dateTimeFormat(runDateLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

/** The run's free places; null when it has no maximum (the shared rule says 'Unlimited'). */
const placesLeft = (run: Pick<Run, 'maxParticipants' | 'currentParticipants'>) => {
  const spots = spotsLeft(run.maxParticipants, run.currentParticipants);
  return spots === 'Unlimited' ? null : spots;
};

/** "Sat 28 Nov 2026 at 09:00 · Retiro Park, Madrid · 10 km at 5:30 min/km · 4 spots left". */
export function runDescription(run: Run, locale: Locale): string {
  const t = translatorFor(locale);
  const spots = placesLeft(run);
  const availability =
    spots === null
      ? t('head.run.free')
      : spots === 0
        ? t('head.run.full')
        : t('head.run.spotsLeft', { count: spots });
  const place =
    run.address && run.address !== run.location ? `${run.location}, ${run.address}` : run.location;
  return [
    t('head.run.when', { date: formatRunDate(run.date, locale), time: run.time }),
    place,
    t('head.run.facts', { distance: distanceNumber(locale, run.distance), pace: formatRunPace(run) }),
    t('head.run.hostedBy', { host: run.hostName }),
    availability,
  ].join(' · ');
}

/** The participants page's description: "Who is going to {title}: {the run's description}". */
export const runParticipantsDescription = (run: Run, locale: Locale): string =>
  translatorFor(locale)('head.run.whoIsGoing', {
    title: run.title,
    description: runDescription(run, locale),
  });

/** An instant as ISO 8601 with the offset of `timeZone` at that instant: '2026-03-29T19:00:00+02:00'. */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    dateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : String(parts.timeZoneName).replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** schema.org Event, as Google's event rich results ask for it. */
export function runJsonLd(
  run: Run,
  runUrl: string,
  hostUrl: string,
  image: ShareImage | null,
  locale: Locale,
): WithContext<Event> {
  const { start, end } = runTimeWindow(run);
  const spots = placesLeft(run);
  const place = run.address || run.location;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: run.title,
    description: run.description || runDescription(run, locale),
    url: runUrl,
    ...(image ? { image: [image.url] } : {}),
    startDate: isoWithOffset(start, run.timezone),
    endDate: isoWithOffset(end, run.timezone),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: run.location,
      address: { '@type': 'PostalAddress', streetAddress: place, name: place },
      ...(run.latitude !== null && run.longitude !== null
        ? { geo: { '@type': 'GeoCoordinates', latitude: run.latitude, longitude: run.longitude } }
        : {}),
    },
    organizer: { '@type': 'Organization', name: run.hostName, url: hostUrl },
    ...(run.maxParticipants !== null && spots !== null
      ? { maximumAttendeeCapacity: run.maxParticipants, remainingAttendeeCapacity: spots }
      : {}),
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'EUR',
      url: runUrl,
      availability: spots === 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    },
  };
}

function businessName(business: PublicUser): string {
  return business.businessDetails?.businessName || business.name;
}

export function businessDescription(business: PublicUser, locale: Locale): string {
  const details = business.businessDetails;
  const about = details?.businessDescription || details?.description;
  if (about) return about;
  const t = translatorFor(locale);
  const place = details?.address || details?.businessLocation;
  const name = businessName(business);
  return place ? t('head.business.descriptionIn', { name, place }) : t('head.business.description', { name });
}

/** schema.org SportsClub for a host's public profile. */
export function businessJsonLd(
  business: PublicUser,
  profileUrl: string,
  image: ShareImage | null,
  absolute: (url: string) => string,
  locale: Locale,
): WithContext<SportsClub> {
  const details = business.businessDetails;
  const place = details?.address || details?.businessLocation;
  const sameAs = [
    details?.website,
    details?.instagram,
    details?.facebook,
    details?.twitter,
    details?.linkedin,
  ].filter((link): link is string => typeof link === 'string' && /^https?:\/\//.test(link));
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsClub',
    name: businessName(business),
    description: businessDescription(business, locale),
    url: profileUrl,
    ...(image ? { image: image.url } : {}),
    ...(business.profileImageUrl ? { logo: absolute(business.profileImageUrl) } : {}),
    ...(place ? { address: { '@type': 'PostalAddress', streetAddress: place } } : {}),
    ...(details?.latitude != null && details.longitude != null
      ? { geo: { '@type': 'GeoCoordinates', latitude: details.latitude, longitude: details.longitude } }
      : {}),
    ...(details?.businessPhone ? { telephone: details.businessPhone } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
