// What registering needs of a run, kept in memory (docs/decisions/040): the run's details for the two e-mails and
// their calendar file, read once per run instead of once per registration. The copy carries the version it was
// read at (run_details_version, migration 0009); register_for_run checks that version under the run's lock and
// answers 'stale' when the run or its host changed since, on whichever instance, so a mail is never rendered
// from a copy older than the run it is queued with. The TTL only bounds changes made outside the API (which
// leave updated_at and the sequence alone) and the memory held.
import type { Locale } from '../../lib/i18n';
import type { MailAttachment } from '../mail/mail.repository';
import type { EmailRun } from './registration-emails';

export interface RegistrationRun {
  run: EmailRun;
  /** run_details_version at the time of reading. */
  version: string;
  /** The calendar file per language, made the first time a registration in that language needs it. */
  ics: Map<Locale, { attachment: MailAttachment; json: string }>;
}

export interface RunDetailsCache {
  /** The kept copy, or what `load` reads (kept if the run exists); concurrent misses for one run share one read. */
  get(runId: number, load: () => Promise<RegistrationRun | undefined>): Promise<RegistrationRun | undefined>;
  /** Drops the run's copy (it was found stale). */
  forget(runId: number): void;
}

interface Entry {
  expires: number;
  value: Promise<RegistrationRun | undefined>;
}

export const RUN_DETAILS_TTL_MS = 60_000;
const MAX_ENTRIES = 1000;

export function createRunDetailsCache(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): RunDetailsCache {
  const ttlMs = options.ttlMs ?? RUN_DETAILS_TTL_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<number, Entry>();
  return {
    get(runId, load) {
      const kept = entries.get(runId);
      if (kept && kept.expires > now()) return kept.value;
      entries.delete(runId);
      const value = load();
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? -1);
      const entry = { expires: now() + ttlMs, value };
      entries.set(runId, entry);
      // A run that does not exist (or a failed read) is not kept: the next request asks the database again.
      const drop = () => {
        if (entries.get(runId) === entry) entries.delete(runId);
      };
      void value.then((found) => found ?? drop(), drop);
      return value;
    },
    forget(runId) {
      entries.delete(runId);
    },
  };
}
