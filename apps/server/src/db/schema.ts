// The whole data model of docs/product.md §3, in PostgreSQL terms. drizzle-kit generates the SQL migrations from this file.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  primaryKey,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { RunQuestion, StoredAnswers } from '@runtogether/shared/registrations/questions.schemas';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['runner', 'business'] })
      .notNull()
      .default('runner'),
    isActive: boolean('is_active').notNull().default(false),
    profileImageUrl: text('profile_image_url'),
    businessName: text('business_name'),
    businessLocation: text('business_location'),
    businessPhone: text('business_phone'),
    businessDescription: text('business_description'),
    address: text('address'),
    businessType: text('business_type'),
    website: text('website'),
    instagram: text('instagram'),
    facebook: text('facebook'),
    twitter: text('twitter'),
    linkedin: text('linkedin'),
    googleReview: text('google_review'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** A runner can turn run reminders off (Profile Settings or the reminder's one-click unsubscribe). */
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    /** Shown only to a run's host, on its check-in screen while check-in is open (docs/decisions/055). */
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    /** The account's language ('en' | 'es'): its pages on every device and its e-mails. */
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    /** A platform admin (docs/decisions/049): granted by another admin; ADMIN_EMAILS' accounts are admins anyway. */
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Set by an admin: the account cannot sign in and its runs are hidden until unsuspended (decision 049). */
    suspendedAt: timestamptz('suspended_at'),
    suspendedReason: text('suspended_reason'),
    /**
     * Set when the person deleted their account (decision 049): the row stays, emptied of name and e-mail, so
     * other hosts' attendance counts keep their numbers; the address is free to sign up again.
     */
    deletedAt: timestamptz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // E-mail addresses are unique whatever their case: 'Ana@x.es' and 'ana@x.es' are one account.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('runner', 'business')`),
    check('users_language_check', sql`${t.language} in ('en', 'es')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Only a hash of the token is stored, so a leaked table does not leak usable sessions.
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_key'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('email_verification_tokens_token_hash_key'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_tokens_user_id_idx').on(t.userId)],
);

/**
 * A "forgot password" link (docs/decisions/066): its hash only, one hour, single use; a newer request expires
 * the older unused ones, as for verification links.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('password_reset_tokens_token_hash_key'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * An e-mail change waiting for proof (docs/decisions/047): the account keeps its address until the link
 * sent to the new one is followed; the link sent to the old one cancels it. One per account, the latest asked.
 */
export const emailChanges = pgTable('email_changes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  /** Hashes only, as for verification links: the raw tokens exist in the two e-mails alone. */
  confirmTokenHash: text('confirm_token_hash').notNull().unique('email_changes_confirm_token_hash_key'),
  cancelTokenHash: text('cancel_token_hash').notNull().unique('email_changes_cancel_token_hash_key'),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: createdAt(),
});

/**
 * The way back after a confirmed e-mail change (docs/decisions/047): for a week, the old address's links (the
 * notice sent with the request and the one sent when it was confirmed) give the account its address back.
 */
export const emailReverts = pgTable(
  'email_reverts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    tokenHash: text('token_hash').notNull().unique('email_reverts_token_hash_key'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_reverts_user_id_idx').on(t.userId)],
);

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    // The host's IANA zone: the run's date and time are always shown in it (docs/product.md §3).
    timezone: text('timezone').notNull(),
    paceSecondsPerKm: integer('pace_seconds_per_km').notNull(),
    distanceKm: doublePrecision('distance_km').notNull(),
    // null means unlimited.
    maxParticipants: integer('max_participants'),
    location: text('location').notNull(),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageUrl: text('image_url'),
    whatsappGroupLink: text('whatsapp_group_link'),
    /** "Ask to confirm": runners who often miss runs are asked "Still coming?" before it (decision 053). */
    askToConfirm: boolean('ask_to_confirm').notNull().default(false),
    /** Up to 5 sign-up questions (text, choice, consent with its waiver), each with its id (docs/decisions/055). */
    questions: jsonb('questions').$type<RunQuestion[]>().notNull().default([]),
    /** Registering needs an emergency contact (docs/decisions/055). */
    requireEmergencyContact: boolean('require_emergency_contact').notNull().default(false),
    // The weekly series this run is an occurrence of; null for a one-off run.
    seriesId: integer('series_id').references((): AnyPgColumn => runSeries.id, { onDelete: 'set null' }),
    // iCalendar SEQUENCE (RFC 5545 §3.8.7.4): raised on every change, so calendars replace their copy.
    sequence: integer('sequence').notNull().default(0),
    /**
     * Hidden by an admin (decision 049), with the reason its host is shown: the run answers 404 to everyone else
     * and leaves lists, search, feeds and the sitemap.
     */
    hiddenAt: timestamptz('hidden_at'),
    hiddenReason: text('hidden_reason'),
    /** Hidden because its host was suspended: unsuspending shows it again (an admin's own hide stays). */
    hiddenWithSuspension: boolean('hidden_with_suspension').notNull().default(false),
    // The run's calendar date in its own zone: lists group and sort by it, so it is stored and indexed
    // (timezone(text, timestamptz) is immutable, which a generated column needs).
    localDate: date('local_date', { mode: 'string' })
      .notNull()
      .generatedAlwaysAs(sql`(timezone(timezone, starts_at))::date`),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('events_starts_at_id_idx').on(t.startsAt, t.id),
    index('events_local_date_starts_at_id_idx').on(t.localDate, t.startsAt, t.id),
    index('events_host_id_starts_at_idx').on(t.hostId, t.startsAt),
    index('events_series_id_starts_at_idx').on(t.seriesId, t.startsAt),
    // The map's "Search this area" (bbox): a range on latitude, then longitude within it.
    index('events_latitude_longitude_idx').on(t.latitude, t.longitude),
    check('events_max_participants_check', sql`${t.maxParticipants} is null or ${t.maxParticipants} > 0`),
    check('events_pace_check', sql`${t.paceSecondsPerKm} > 0`),
    check('events_distance_check', sql`${t.distanceKm} > 0`),
  ],
);

/**
 * A run's pace groups (docs/decisions/052): each with its own pace, leader and size. A run with groups takes
 * registrations per group; its max_participants is the groups' total (null when one has no limit).
 */
export const runGroups = pgTable(
  'run_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The group's place on the run's page, from 0. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    paceSecondsPerKm: integer('pace_seconds_per_km').notNull(),
    distanceKm: doublePrecision('distance_km'),
    // null means unlimited.
    maxParticipants: integer('max_participants'),
    leader: text('leader'),
  },
  (t) => [
    // A run's groups (few: sorted by position after the lookup), and the pace filter's probe of them per run,
    // answered from the index alone: on a small table the planner otherwise scans it whole for every run.
    index('run_groups_event_id_pace_idx').on(t.eventId, t.paceSecondsPerKm),
    check('run_groups_max_participants_check', sql`${t.maxParticipants} is null or ${t.maxParticipants} > 0`),
    check('run_groups_pace_check', sql`${t.paceSecondsPerKm} > 0`),
  ],
);

export const registrations = pgTable(
  'registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    runnerId: uuid('runner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    // Minutes per km as the runner entered it (3–12, step 0.1).
    pace: numeric('pace', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    status: text('status', { enum: ['confirmed', 'waitlisted'] })
      .notNull()
      .default('confirmed'),
    /** The answers to the run's questions, an accepted waiver with its text and time (docs/decisions/055). */
    answers: jsonb('answers').$type<StoredAnswers>().notNull().default({}),
    /** The pace group, on a run with groups (docs/decisions/052); capacity and waitlist are per group. */
    groupId: integer('group_id').references(() => runGroups.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('registrations_event_id_runner_id_key').on(t.eventId, t.runnerId),
    index('registrations_event_id_status_created_at_idx').on(t.eventId, t.status, t.createdAt),
    // A runner's runs as ids from the index alone: My Runs reads them on every visit (docs/decisions/063).
    index('registrations_runner_id_event_id_idx').on(t.runnerId, t.eventId),
    index('registrations_group_id_status_idx').on(t.groupId, t.status),
    check('registrations_status_check', sql`${t.status} in ('confirmed', 'waitlisted')`),
  ],
);

export const businessPosts = pgTable(
  'business_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('business_posts_business_id_created_at_idx').on(t.businessId, t.createdAt.desc())],
);

export const postImages = pgTable(
  'post_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => businessPosts.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    name: text('name').notNull(),
    altText: text('alt_text'),
    createdAt: createdAt(),
  },
  (t) => [index('post_images_post_id_idx').on(t.postId)],
);

export const geocodeCache = pgTable('geocode_cache', {
  queryKey: text('query_key').primaryKey(),
  // Both null records "no result", so a miss is not asked of the geocoder again until it expires.
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  displayName: text('display_name'),
  fetchedAt: timestamptz('fetched_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
});

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments'),
    /** Extra message headers by name (the follow digest's List-Unsubscribe, RFC 8058); null for none. */
    headers: jsonb('headers'),
    /**
     * A mail that must go once whatever the number of instances or job runs (a reminder per
     * registration and lead: 'reminder:<registrationId>:<lead>'); null for mail that has no such rule.
     */
    dedupeKey: text('dedupe_key').unique('mail_outbox_dedupe_key_key'),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'dead'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('mail_outbox_status_next_attempt_at_idx').on(t.status, t.nextAttemptAt),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'dead')`),
  ],
);

/** Periodic work (clean-ups): one row per job, claimed by whichever instance first finds it due. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamptz('next_run_at').notNull(),
  lastRunAt: timestamptz('last_run_at'),
  /** Null after a run that succeeded. */
  lastError: text('last_error'),
  runCount: integer('run_count').notNull().default(0),
});

/**
 * A weekly series: the rule its runs were made from. Each occurrence is an ordinary row of `events`
 * with `series_id`; the rule keeps the local time and zone so dates stay at 19:00 across daylight saving.
 */
export const runSeries = pgTable(
  'run_series',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    everyWeeks: integer('every_weeks').notNull(),
    /** Last local date an occurrence may fall on; null when the series ends after `count` runs. */
    untilDate: date('until_date', { mode: 'string' }),
    /** How many runs the series has in all; null when it ends on `untilDate`. */
    occurrenceCount: integer('occurrence_count'),
    /** The first occurrence's local date and time, in `timezone`: every later date is counted from it. */
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    localTime: text('local_time').notNull(),
    timezone: text('timezone').notNull(),
    /** The occurrence number (0-based) the next extension creates: the horizon job's bookmark. */
    nextIndex: integer('next_index').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('run_series_host_id_idx').on(t.hostId),
    check('run_series_every_weeks_check', sql`${t.everyWeeks} between 1 and 4`),
    check(
      'run_series_end_check',
      sql`(${t.untilDate} is null) <> (${t.occurrenceCount} is null) and (${t.occurrenceCount} is null or ${t.occurrenceCount} between 1 and 52)`,
    ),
  ],
);

/** A runner following a host: the digest of the host's new runs, at most one a day. */
export const follows = pgTable(
  'follows',
  {
    runnerId: uuid('runner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Runs created after this instant are news for the next digest. */
    digestedThrough: timestamptz('digested_through').notNull().defaultNow(),
    lastDigestAt: timestamptz('last_digest_at'),
    /** Set by the digest's one-click unsubscribe (RFC 8058): still following, no more mail from this host. */
    mailStoppedAt: timestamptz('mail_stopped_at'),
    /** Unguessable token of the digest's unsubscribe link. */
    unsubscribeToken: text('unsubscribe_token').notNull().unique('follows_unsubscribe_token_key'),
  },
  (t) => [
    primaryKey({ name: 'follows_pkey', columns: [t.runnerId, t.businessId] }),
    index('follows_business_id_created_at_idx').on(t.businessId, t.createdAt),
  ],
);

/** A runner's private calendar feed: one token, reset by making a new one. */
export const calendarFeeds = pgTable('calendar_feeds', {
  runnerId: uuid('runner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /**
   * SHA-256 of the feed's token, as sessions are kept: the database alone opens no feed. The token itself is
   * an HMAC of the runner and `tokenSalt` under the server secret, so My Runs can show the address again.
   */
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_key'),
  /** Null for a feed made before tokens were derived: its address cannot be shown again and is replaced on ask. */
  tokenSalt: text('token_salt'),
  /** A replaced address that calendars may still hold, kept working until the runner resets the feed. */
  previousTokenHash: text('previous_token_hash').unique('calendar_feeds_previous_token_hash_key'),
  createdAt: createdAt(),
});

/**
 * A deleted run, kept for calendar feeds until its date passes: feeds list it as STATUS:CANCELLED
 * with a higher SEQUENCE, so subscribed calendars drop it instead of keeping a run that will not happen.
 */
export const cancelledRuns = pgTable(
  'cancelled_runs',
  {
    eventId: integer('event_id').primaryKey(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    location: text('location').notNull(),
    /** SEQUENCE of the cancellation: the run's last one plus one. */
    sequence: integer('sequence').notNull(),
    /** The runners registered when it was cancelled (confirmed or waitlisted), for their private feeds. */
    runnerIds: uuid('runner_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    cancelledAt: timestamptz('cancelled_at').notNull().defaultNow(),
  },
  (t) => [index('cancelled_runs_host_id_starts_at_idx').on(t.hostId, t.startsAt)],
);

/**
 * Who came to a run. A registered runner's row names the registration; a walk-in has a name (and
 * maybe an e-mail) instead. No row means not marked yet.
 */
export const attendance = pgTable(
  'attendance',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id').references(() => registrations.id, { onDelete: 'cascade' }),
    /** The runner's account, kept for metrics (a registration row may later be cancelled and removed). */
    runnerId: uuid('runner_id').references(() => users.id, { onDelete: 'set null' }),
    walkInName: text('walk_in_name'),
    walkInEmail: text('walk_in_email'),
    present: boolean('present').notNull(),
    /** 'host' (marked on the check-in screen) or 'qr' (the runner scanned the code). */
    method: text('method', { enum: ['host', 'qr'] })
      .notNull()
      .default('host'),
    markedAt: timestamptz('marked_at').notNull().defaultNow(),
    /** Marked back after the run ("who's still out", docs/decisions/055); null while out or not started. */
    backAt: timestamptz('back_at'),
    /** A guest who joined with the run's join code, without an account (docs/decisions/055). */
    walkUp: boolean('walk_up').notNull().default(false),
    /** A walk-up guest's answers and emergency contact (a registered runner's are on their rows). */
    answers: jsonb('answers').$type<StoredAnswers>(),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    /**
     * A guest's pace group on a run with groups, chosen as a registering runner chooses (docs/decisions/052);
     * a runner's is on their registration. Null when the group is deleted: the guest stays.
     */
    groupId: integer('group_id').references(() => runGroups.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('attendance_registration_id_key').on(t.registrationId),
    // The same e-mail twice does not make two guests of one run.
    uniqueIndex('attendance_walk_up_email_key')
      .on(t.eventId, sql`lower(${t.walkInEmail})`)
      .where(sql`${t.walkUp}`),
    index('attendance_event_id_idx').on(t.eventId),
    index('attendance_runner_id_idx').on(t.runnerId),
    check('attendance_who_check', sql`(${t.registrationId} is null) <> (${t.walkInName} is null)`),
    check('attendance_method_check', sql`${t.method} in ('host', 'qr')`),
  ],
);

/**
 * A change of a run's date, time, place or distance waiting to be told to its runners. The first edit
 * records what the run was and when the notice is due (5 minutes later); later edits within the window only
 * move the "now" side, so runners get one e-mail saying old → new.
 */
export const runChangeNotices = pgTable('run_change_notices', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  /** The run's date/time/place/distance before the first edit of the window. */
  before: jsonb('before').notNull(),
  firstEditAt: timestamptz('first_edit_at').notNull(),
  dueAt: timestamptz('due_at').notNull(),
});

/** A host's short message to everyone registered ("Meet at the north gate"), at most 3 per run a day. */
export const runMessages = pgTable(
  'run_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('run_messages_event_id_created_at_idx').on(t.eventId, t.createdAt)],
);

/** A signed-in person's report of a run, a host, a post or a person, for the platform admins (decision 049). */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: text('target_type', { enum: ['run', 'business', 'post', 'user'] }).notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason', { enum: ['spam', 'inappropriate', 'unsafe', 'other'] }).notNull(),
    details: text('details'),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    closedAt: timestamptz('closed_at'),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closingNote: text('closing_note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_status_created_at_idx').on(t.status, t.createdAt),
    index('reports_reporter_id_created_at_idx').on(t.reporterId, t.createdAt),
    check('reports_target_type_check', sql`${t.targetType} in ('run', 'business', 'post', 'user')`),
    check('reports_reason_check', sql`${t.reason} in ('spam', 'inappropriate', 'unsafe', 'other')`),
    check('reports_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

/** Every admin action, with who, what, when and why (decision 049). Never updated or deleted. */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * 'hide-run' | 'unhide-run' | 'suspend-user' | 'unsuspend-user' | 'close-report' | 'grant-admin' |
     * 'revoke-admin' | 'remove-post'.
     */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** What the target was called when the action deleted it (a removed post's title), for the audit list. */
    targetLabel: text('target_label'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_actions_created_at_idx').on(t.createdAt)],
);

/** A person in a host's team, with what they may do for it (docs/decisions/054). */
export const teamMembers = pgTable(
  'team_members',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['manager', 'leader'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.userId] }),
    index('team_members_user_id_idx').on(t.userId),
    check('team_members_role_check', sql`${t.role} in ('manager', 'leader')`),
  ],
);

/** An e-mailed invitation into a host's team; only the SHA-256 of its token is kept (docs/decisions/054). */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['manager', 'leader'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('team_invitations_business_id_idx').on(t.businessId),
    check('team_invitations_role_check', sql`${t.role} in ('manager', 'leader')`),
  ],
);

/** Who did what to a host's runs ("Mia edited Tuesday Intervals"), for its dashboard (docs/decisions/054). */
export const teamActivities = pgTable(
  'team_activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when it happened, so the line reads the same after they leave. */
    actorName: text('actor_name').notNull(),
    action: text('action', {
      enum: ['created', 'edited', 'deleted', 'messaged', 'checked-in', 'removed-guest', 'left'],
    }).notNull(),
    /** Not a foreign key: a deleted run's line stays. */
    eventId: integer('event_id'),
    runTitle: text('run_title').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('team_activities_business_id_created_at_idx').on(t.businessId, t.createdAt)],
);

/**
 * A runner who joined a whole weekly series ("Join every week"): registered for each of its runs, and for the
 * runs the weekly job adds later (decision 053).
 */
export const seriesRegistrations = pgTable(
  'series_registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => runSeries.id, { onDelete: 'cascade' }),
    runnerId: uuid('runner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    pace: numeric('pace', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    /** Passed on to each run's registration as it is. */
    groupId: integer('group_id'),
    /** The start of the latest run already registered for: later runs are new to this runner. */
    registeredThrough: timestamptz('registered_through').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('series_registrations_series_id_runner_id_key').on(t.seriesId, t.runnerId),
    index('series_registrations_runner_id_idx').on(t.runnerId),
  ],
);

/** "Still coming?" asked of a confirmed runner of an "Ask to confirm" run, and the answer (decision 053). */
export const stillComingAsks = pgTable(
  'still_coming_asks',
  {
    registrationId: integer('registration_id')
      .primaryKey()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    askedAt: timestamptz('asked_at').notNull(),
    answer: text('answer', { enum: ['yes', 'no'] }),
    answeredAt: timestamptz('answered_at'),
  },
  (t) => [
    index('still_coming_asks_event_id_idx').on(t.eventId),
    check('still_coming_asks_answer_check', sql`${t.answer} in ('yes', 'no')`),
  ],
);
