import { msg } from '@runtogether/shared/i18n/keys';

/**
 * The business profile pages' texts (docs/product.md §2 "Business pages" and §8 "Profile, posts, runs"), as
 * catalogue keys: the language is the page's, known only when drawn, so callers show them with t() (or
 * translateText()).
 */
export const businessProfileMessages = {
  loggedOut: msg('host.profile.loggedOut'),
  businessOnly: msg('host.profile.businessOnly'),
  ownLoadFailed: msg('host.profile.ownLoadFailed'),
  publicLoadFailed: msg('host.profile.publicLoadFailed'),
  upcomingFailed: msg('host.profile.upcomingFailed'),
  eventsFailed: msg('host.profile.eventsFailed'),
} as const;
