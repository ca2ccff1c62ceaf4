// Used by the end-to-end suite: the tests drive the built product, so build it first when stale.
import { buildIfStale } from './lib/build-if-stale.mjs';

buildIfStale();
