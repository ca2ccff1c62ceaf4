// The run page's details load with the page's own chunk. They were a chunk of their own, imported when this
// module ran: one more round trip and one more hydration pass before the page answered taps. What only the run's
// host sees (edit, delete, message the runners) is the lazy part now (run-detail-body.tsx).
export { RunDetail } from './run-detail-body';
