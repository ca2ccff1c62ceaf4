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
} from 'drizzle-orm/pg-core';

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
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // E-mail addresses are unique whatever their case: 'Ana@x.es' and 'ana@x.es' are one account.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('runner', 'business')`),
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
    // The host's IANA zone: the run's date and time are always shown in it (DESIGN decision 9).
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
    check('events_max_participants_check', sql`${t.maxParticipants} is null or ${t.maxParticipants} > 0`),
    check('events_pace_check', sql`${t.paceSecondsPerKm} > 0`),
    check('events_distance_check', sql`${t.distanceKm} > 0`),
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('registrations_event_id_runner_id_key').on(t.eventId, t.runnerId),
    index('registrations_event_id_status_created_at_idx').on(t.eventId, t.status, t.createdAt),
    index('registrations_runner_id_idx').on(t.runnerId),
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
