// What global-setup.ts hands to every test file through vitest's provide/inject.
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set (CI): every test file gets its own fresh database on this PostgreSQL server. */
    databaseUrl: string | null;
    /** Without databaseUrl: a dump of a migrated PGlite data directory. */
    pgliteTemplatePath: string | null;
    /** TEST_REDIS_URL: set (CI), the tests about shared state across instances run against this Redis. */
    redisUrl: string | null;
  }
}
