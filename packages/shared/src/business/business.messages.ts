/** What the business pages say when a business is missing or the visitor is not one (docs/product.md §2). */
export const businessMessages = {
  notFoundTitle: 'Business Not Found',
  notFound: "The business profile you're looking for doesn't exist.",
  businessOnly: 'Access denied. Business account required.',
} as const;
