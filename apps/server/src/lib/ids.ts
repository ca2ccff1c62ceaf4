const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** User ids are UUIDs; anything else names no row and must not reach a uuid column (it would be a 500). */
export const isUuid = (value: string) => uuidPattern.test(value);

/** Serial ids (runs, registrations, posts) are PostgreSQL integers; a larger number names no row. */
export const MAX_INTEGER_ID = 2147483647;
