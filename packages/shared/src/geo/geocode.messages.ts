import { msg } from '../i18n/keys';

/** What an address lookup says when it fails or answers from an old copy. Apart from the schemas: the pages that
 * show these words need no zod (docs/benchmarks-history.md, sixth pass). */
export const geocodeMessages = {
  notFound: msg('validation.geocode.notFound'),
  timeout: msg('validation.geocode.timeout'),
  other: msg('validation.geocode.other'),
  /** The address service could not be reached or failed: the address may well be right. */
  unavailable: msg('validation.geocode.unavailable'),
  stale: msg('validation.geocode.stale'),
} as const;
