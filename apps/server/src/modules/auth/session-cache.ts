// Resolved sessions kept for a few seconds (docs/decisions/039): every signed-in request used to look its
// session up in the database. Entries are keyed by the token's hash (the raw token is never kept), dropped at
// once on this instance by log-out and by the writes that change what `request.user` holds, and on the other
// instances through Redis when it is there; without Redis another instance may use a dropped entry until its TTL.
import type { SessionUser } from './session-user';

/** What a session lookup finds: the session's user and the dates sliding renewal needs. */
export interface FoundSession {
  user: SessionUser;
  sessionId: string;
  lastSeenAt: Date;
  expiresAt: Date;
}

export interface SessionCache {
  /** The session of this token hash: kept, or loaded by `load` (concurrent lookups share one load). */
  lookup(tokenHash: string, load: () => Promise<FoundSession | undefined>): Promise<FoundSession | undefined>;
  /** After a renewal: the kept session's new dates (its TTL is unchanged). */
  renewed(tokenHash: string, lastSeenAt: Date, expiresAt: Date): void;
  forgetToken(tokenHash: string): void;
  forgetUser(userId: string): void;
  clear(): void;
  readonly size: number;
}

interface Entry {
  expires: number;
  /** The user's id once the load has answered (to forget a user's entries), null while it runs. */
  userId: string | null;
  session: Promise<FoundSession | undefined>;
}

const MAX_ENTRIES = 10_000;

export function createSessionCache(ttlMs: number, now: () => number = Date.now): SessionCache {
  const entries = new Map<string, Entry>();
  /**
   * Bumped by every drop. A load that started before a drop may have read the row the drop is about (a log-out
   * racing a request), so its answer serves its own request but is not kept.
   */
  let generation = 0;
  const drop = (tokenHash: string) => {
    generation += 1;
    entries.delete(tokenHash);
  };

  return {
    lookup(tokenHash, load) {
      if (ttlMs <= 0) return load();
      const entry = entries.get(tokenHash);
      if (entry && entry.expires > now()) return entry.session;
      if (entry) entries.delete(tokenHash);
      const startedAt = generation;
      const session = load();
      const kept: Entry = { expires: now() + ttlMs, userId: null, session };
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
      entries.set(tokenHash, kept);
      session.then(
        (found) => {
          // Unknown tokens are not kept (nothing to forget later), nor answers a drop overtook.
          if (!found || generation !== startedAt) {
            if (entries.get(tokenHash) === kept) entries.delete(tokenHash);
          } else {
            kept.userId = found.user.id;
          }
        },
        () => {
          if (entries.get(tokenHash) === kept) entries.delete(tokenHash);
        },
      );
      return session;
    },
    renewed(tokenHash, lastSeenAt, expiresAt) {
      const entry = entries.get(tokenHash);
      if (!entry) return;
      entry.session = entry.session.then((found) => found && { ...found, lastSeenAt, expiresAt });
    },
    forgetToken: drop,
    forgetUser(userId) {
      generation += 1;
      for (const [tokenHash, entry] of entries) {
        // A load still running may belong to this user: drop it too (the generation keeps it out anyway).
        if (entry.userId === userId || entry.userId === null) entries.delete(tokenHash);
      }
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
