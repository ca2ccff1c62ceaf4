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
