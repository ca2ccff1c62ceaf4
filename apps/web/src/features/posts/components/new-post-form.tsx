import { lazy } from 'react';

// The form needs react-hook-form, which nothing else on the profile does: it is its own chunk, requested as soon
// as this module runs, so it arrives while the page waits for the profile (decision 014). Should it come after,
// the page's spinner stays up for it: no Suspense here, so nothing appears piecemeal.
const bodyModule = import('./new-post-form-body');

/** docs/product.md §5 "New post": see `new-post-form-body`. */
export const NewPostForm = lazy(() => bodyModule.then(({ NewPostForm }) => ({ default: NewPostForm })));
