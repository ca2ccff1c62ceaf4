import { lazy } from 'react';

// The run's details are their own chunk, requested as soon as this module runs: it loads while the page asks
// for the run, instead of before (decision 014). Should it come after, `RunDetailPage` keeps its skeleton up.
const bodyModule = import('./run-detail-body');

/** The run page (docs/product.md §2 "Run detail"): see `run-detail-body`. */
export const RunDetail = lazy(() => bodyModule.then(({ RunDetail }) => ({ default: RunDetail })));
