import { businessMessages } from '@runtogether/shared/business/business.messages';

/** The business profile pages' texts (docs/product.md §2 "Business pages" and §8 "Profile, posts, runs"). */
export const businessProfileMessages = {
  loggedOut: 'Please log in to view your profile.',
  businessOnly: businessMessages.businessOnly,
  ownLoadFailed: 'Failed to load profile data',
  publicLoadFailed: 'Failed to load business profile',
  upcomingFailed: 'Failed to load upcoming events',
  eventsFailed: 'Failed to load events',
} as const;
