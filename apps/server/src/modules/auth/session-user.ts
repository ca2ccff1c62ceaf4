import type { users } from '../../db/schema';

/** A user as the rest of the server sees it: every column but the password hash. */
export type SessionUser = Omit<typeof users.$inferSelect, 'passwordHash'>;
