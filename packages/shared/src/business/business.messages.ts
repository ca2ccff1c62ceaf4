import { msg } from '../i18n/keys';
/** What the business pages say when a business is missing or the visitor is not one (docs/product.md §2). */
export const businessMessages = {
  notFoundTitle: msg('validation.business.notFoundTitle'),
  notFound: msg('validation.business.notFound'),
  businessOnly: msg('validation.business.businessOnly'),
} as const;
