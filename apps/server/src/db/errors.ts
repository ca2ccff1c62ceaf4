/**
 * True when a unique constraint refused the write (SQLSTATE 23505). Drizzle wraps driver errors, so the code
 * may sit on a `cause`; both drivers (pg and PGlite) report it the same way.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === '23505') return true;
  }
  return false;
}

/**
 * SQLSTATEs that say the database, not the request, is the problem: connection exceptions (class 08), the
 * server shutting down or our backend terminated (57P01–57P03), a statement or idle transaction cut by a
 * timeout (57014, 25P03), no connection slots (53300).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '57014', '25P03', '53300']);
/** Network failures reaching the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** node-postgres and PGlite say these without a code. */
const UNAVAILABLE_MESSAGES =
  /^Connection terminated|timeout exceeded when trying to connect|^Query read timeout|is not queryable|^Cannot use a pool after calling end|^PGlite is closed/;

/**
 * True when an error means "the database cannot be reached or did not answer in time" (the request may
 * succeed if retried), as opposed to a bug or a refused write. Looks through Drizzle's `cause` wrapping and
 * the AggregateError of a connection refused on both IPv4 and IPv6.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || NETWORK_CODES.has(code)) return true;
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  return isDatabaseUnavailable(error.cause);
}
