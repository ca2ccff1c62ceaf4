// Calendar subscriptions (docs/decisions/033): a host's public feed of runs and a runner's private feed of the
// runs they registered for, both with the runs' cancellations until their dates pass.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  calendarFeedMessages,
  type CalendarFeedLinks,
} from '@runtogether/shared/calendar-feeds/calendar-feed.schemas';
import { privateCalendarPath, toWebcalUrl } from '@runtogether/shared/calendar-feeds/calendar-feed.rules';
import { AppError } from '@runtogether/shared/errors/app-error';
import type { CalendarRun, CancelledCalendarRun } from '@runtogether/shared/runs/run-calendar';
import type { Database } from '../../db/client';
import { buildCalendarFeed, type FeedEntry } from '../../lib/calendar-files';
import { translatorFor, type Locale } from '../../lib/i18n';
import type { SessionUser } from '../auth/session-user';
import { requireRole, type RolePermission } from '../auth/permissions';
import { getBusiness } from '../business-profile/business-profile.service';
import { calendarTexts } from '../mail/mail-words';
import { findRunnerUpcomingRuns } from '../registrations/registrations.repository';
import { findHostCancelledRuns, findRunnerCancelledRuns } from '../runs/cancelled-runs.repository';
import { findHostRuns, type RunRow } from '../runs/runs.repository';
import { toRun } from '../runs/runs.service';
import { hashToken } from '../auth/tokens';
import { findFeed, findFeedRunner, insertFeed, replaceFeed } from './calendar-feeds.repository';

/** Runs stay in a feed for this long after they start, so a calendar keeps the runs just done. */
const KEPT_AFTER_START_MS = 30 * 24 * 60 * 60_000;
/** The most runs in one feed (a club's weekly series exist 8 weeks ahead, far below this). */
const FEED_RUNS_LIMIT = 500;

export const calendarFeedOwners: RolePermission = {
  role: 'runner',
  forbidden: calendarFeedMessages.runnerOnly,
};

const feedNotFound = () => new AppError('NOT_FOUND', calendarFeedMessages.notFound, 404);

/** A feed's text and its strong ETag: the bytes are the same for the same data (see buildCalendarFeed). */
export interface FeedFile {
  body: string;
  etag: string;
}

function feedFile(body: string): FeedFile {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}

const domainOf = (publicUrl: string) => new URL(publicUrl).hostname;

function calendarRun(row: RunRow): CalendarRun & { lastModified: string } {
  return { ...toRun(row), sequence: row.sequence, lastModified: row.updatedAt.toISOString() };
}

function cancelledEntry(row: Awaited<ReturnType<typeof findHostCancelledRuns>>[number]): FeedEntry {
  const run: CancelledCalendarRun = {
    ...row,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    cancelledAt: row.cancelledAt.toISOString(),
  };
  return { kind: 'cancelled', run };
}

/** Runs in start order, whichever table they come from (a cancelled run sits where it was). */
const byStart = (a: FeedEntry, b: FeedEntry) =>
  Date.parse(a.run.startsAt) - Date.parse(b.run.startsAt) || a.run.id - b.run.id;

/**
 * GET /api/businesses/:id/calendar.ics: the host's runs from a month ago on, and its cancelled runs, in the
 * asker's language (the bytes, so the ETag, differ per language).
 */
export async function hostCalendar(
  db: Database,
  publicUrl: string,
  businessId: string,
  now = new Date(),
  locale: Locale = 'en',
): Promise<FeedFile> {
  const t = translatorFor(locale);
  const business = await getBusiness(db, businessId);
  const since = new Date(now.getTime() - KEPT_AFTER_START_MS);
  const [runs, cancelled] = await Promise.all([
    findHostRuns(db, business.id, { when: 'upcoming', now: since, limit: FEED_RUNS_LIMIT }),
    findHostCancelledRuns(db, business.id, now),
  ]);
  const name = business.businessDetails?.businessName?.trim() || business.name;
  const entries: FeedEntry[] = [
    ...runs.map((row): FeedEntry => ({
      kind: 'run',
      run: calendarRun(row),
      url: `${publicUrl}/runs/${row.id}`,
    })),
    ...cancelled.map(cancelledEntry),
  ].sort(byStart);
  return feedFile(
    buildCalendarFeed({
      name: t('ics.hostFeedName', { name }),
      description: t('ics.hostFeedDescription', { name }),
      domain: domainOf(publicUrl),
      entries,
      texts: calendarTexts(locale),
    }),
  );
}

/**
 * GET /api/calendar/:token.ics: the runs the token's runner registered for, waitlisted ones marked, in the
 * runner's language (whoever's calendar app fetches it).
 */
export async function privateCalendar(
  db: Database,
  publicUrl: string,
  token: string,
  now = new Date(),
): Promise<FeedFile> {
  // Tokens are 43 characters; anything much longer names no feed and need not reach the database.
  const runner = token.length <= 100 ? await findFeedRunner(db, hashToken(token)) : undefined;
  if (!runner) throw feedNotFound();
  const { runnerId, language } = runner;
  const t = translatorFor(language);
  const since = new Date(now.getTime() - KEPT_AFTER_START_MS);
  const [registered, cancelled] = await Promise.all([
    findRunnerUpcomingRuns(db, { runnerId, now: since, limit: FEED_RUNS_LIMIT }),
    findRunnerCancelledRuns(db, runnerId, now),
  ]);
  const entries: FeedEntry[] = [
    ...registered.map(({ run, registration }): FeedEntry => ({
      kind: 'run',
      run: calendarRun(run),
      url: `${publicUrl}/runs/${run.id}`,
      waitlisted: registration.status === 'waitlisted',
    })),
    ...cancelled.map(cancelledEntry),
  ].sort(byStart);
  return feedFile(
    buildCalendarFeed({
      name: t('ics.myFeedName'),
      description: t('ics.myFeedDescription'),
      domain: domainOf(publicUrl),
      entries,
      texts: calendarTexts(language),
    }),
  );
}

function feedLinks(publicUrl: string, token: string): CalendarFeedLinks {
  const url = `${publicUrl}${privateCalendarPath(token)}`;
  return { url, webcalUrl: toWebcalUrl(url) };
}

/**
 * ≥ 128 bits, as the URL is the only key to the feed: an HMAC-SHA256 (43 base64url characters) of the runner
 * and a random salt under the server secret. Only its hash is stored, as for sessions; deriving it again lets My
 * Runs show the same address on every visit without the database holding it.
 */
const feedToken = (secret: string, runnerId: string, salt: string) =>
  createHmac('sha256', secret).update(`runtogether calendar-feed v1:${runnerId}:${salt}`).digest('base64url');

function newFeed(secret: string, runnerId: string) {
  const tokenSalt = randomBytes(16).toString('base64url');
  const token = feedToken(secret, runnerId, tokenSalt);
  return { token, tokenSalt, tokenHash: hashToken(token) };
}

export interface FeedDeps {
  db: Database;
  publicUrl: string;
  /** The server secret the tokens are derived under (config.sessionSecret). */
  secret: string;
}

/** GET /api/me/calendar-feed: the runner's private feed, made on first ask. */
export async function getMyCalendarFeed(
  deps: FeedDeps,
  actor: SessionUser | null,
  now = new Date(),
): Promise<CalendarFeedLinks> {
  const runner = requireRole(actor, calendarFeedOwners);
  const made = newFeed(deps.secret, runner.id);
  const feed = (await findFeed(deps.db, runner.id)) ?? (await insertFeed(deps.db, runner.id, made, now));
  if (!feed) throw new Error('calendar feed missing after insert');
  const token = feed.tokenSalt === null ? null : feedToken(deps.secret, runner.id, feed.tokenSalt);
  if (token !== null && hashToken(token) === feed.tokenHash) return feedLinks(deps.publicUrl, token);
  // A feed from before derived tokens (or from another server secret): its address cannot be shown again, so
  // the runner gets a new one, and calendars subscribed to the old one keep it until the runner resets.
  await replaceFeed(deps.db, runner.id, { ...made, keepPrevious: feed.tokenHash }, now);
  return feedLinks(deps.publicUrl, made.token);
}

/** POST /api/me/calendar-feed/reset: a new address; the old one answers 404 from now on. */
export async function resetMyCalendarFeed(
  deps: FeedDeps,
  actor: SessionUser | null,
  now = new Date(),
): Promise<CalendarFeedLinks> {
  const runner = requireRole(actor, calendarFeedOwners);
  const made = newFeed(deps.secret, runner.id);
  await replaceFeed(deps.db, runner.id, made, now);
  return feedLinks(deps.publicUrl, made.token);
}
