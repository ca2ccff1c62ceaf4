// The only module that reads the environment: every variable of README.md's configuration table, parsed once.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { findServerRoot } from './package-root';

export const nodeEnvs = ['development', 'production', 'test'] as const;
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface Config {
  nodeEnv: (typeof nodeEnvs)[number];
  logLevel: (typeof logLevels)[number];
  port: number;
  host: string;
  /** Absolute; relative values are resolved against the current directory. */
  dataDir: string;
  /** null → embedded PGlite in DATA_DIR/db. */
  databaseUrl: string | null;
  /** PostgreSQL connections per instance (the embedded database has one). */
  databasePoolSize: number;
  /** PostgreSQL cancels a statement running longer than this; the request answers 503 instead of hanging. */
  databaseStatementTimeoutMs: number;
  /** After SIGTERM, open requests get this long to finish before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** How long an anonymous public read (run list, run, business profile) is reused; 0 turns the cache off. */
  publicCacheTtlMs: number;
  /** How long a host's dashboard answer is reused (any write through the API empties it); 0 turns it off. */
  dashboardMetricsTtlMs: number;
  /** Origin used in e-mail links, without a trailing slash. */
  publicUrl: string;
  /** null → mail is written as .eml files into DATA_DIR/mail. */
  smtpUrl: string | null;
  /** The From of every e-mail; defaults to no-reply at PUBLIC_URL's host. */
  mailFrom: string;
  sessionSecret: string;
  nominatimUrl: string;
  /** null → rate limits and the geocoder's request budget are kept in process. */
  redisUrl: string | null;
  /** Starts every Redis key (REDIS_KEY_PREFIX); instances of one deployment share it, others on that Redis differ. */
  redisKeyPrefix: string;
  /** null → uploaded images are files in DATA_DIR/uploads; set (S3_BUCKET) → an S3-compatible bucket. */
  s3: S3Config | null;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): false (default), true (any), or a
   * comma-separated list of addresses/CIDRs. Behind a load balancer, per-IP rate limits need it.
   */
  trustProxy: boolean | string;
  seedDemo: boolean;
  /**
   * The platform admins named in ADMIN_EMAILS (lower-cased), read at start-up (docs/decisions/049): they may
   * act on reports, hide runs, suspend accounts and grant admin to others.
   */
  adminEmails: string[];
  /** How long before a run its confirmed runners get a reminder (REMINDER_LEADS), longest first. */
  reminderLeads: ReminderLead[];
  /**
   * How long before a run's start a freed spot is offered to the whole waitlist (first to claim it) instead of
   * going to the next runner silently (WAITLIST_CUTOFF_MINUTES, docs/decisions/053).
   */
  waitlistCutoffMinutes: number;
  /** Where maps get their raster tiles (MAP_TILE_URL) and the credit those tiles require. */
  map: MapConfig;
  /**
   * The built web app (apps/web/dist): client/ holds the files served as they are (assets/, sw.js, manifests…),
   * server/index.js draws the pages (modules/pages). Without both, the server answers the API only.
   */
  webDistDir: string;
  /**
   * Development (`npm run dev`, WEB_DEV): pages are drawn from the web app's sources (webSourceDir, apps/web) by
   * Vite, which also serves the browser's modules with hot reload (modules/pages/web-dev.ts), not from the build.
   */
  webDev: boolean;
  webSourceDir: string;
  /** The committed SQL migrations (apps/server/drizzle). */
  migrationsDir: string;
  // Timings below are not environment variables: they are the product's rules, replaced only by tests.
  /** How often the mail worker looks for due messages; null → only `app.mail.flush()` delivers (tests). */
  mailPollIntervalMs: number | null;
  /**
   * How often an instance looks for due jobs (scheduled_jobs); null → only runDue() runs them (tests). Short
   * enough that a 50-second job (reminders, change notices) runs within a minute of its time.
   */
  schedulerPollIntervalMs: number | null;
  /** A PostgreSQL connection not established by then fails (503) rather than making the request wait. */
  databaseConnectTimeoutMs: number;
  /** A request that finds every pooled connection busy for this long fails with 503. */
  databasePoolWaitMs: number;
  /** docs/product.md §7: a geocoding request gives up after 10 s. */
  geocodeTimeoutMs: number;
  /** Nominatim's usage policy: at most one request per second. */
  geocodeMinIntervalMs: number;
}

export interface MapConfig {
  /** A tile URL template with {z}, {x} and {y} (and optionally {s}), e.g. OpenStreetMap's. */
  tileUrl: string;
  /** The credit shown on every map; OpenStreetMap's tile policy requires it. */
  attribution: string;
  /** What the Content-Security-Policy allows images from for the tiles: exactly the tile server's origin. */
  tileOrigin: string;
}

const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/** A tile URL template: http(s), with {z}, {x} and {y}; {s} only in the host name (subdomains). */
function isTileUrl(value: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return false;
  try {
    const url = new URL(value.replaceAll('{s}', 'a').replace(/\{[a-z]\}/g, '0'));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The origin the CSP allows: 'https://{s}.tile.example' allows 'https://*.tile.example'. */
function tileOriginOf(tileUrl: string): string {
  const url = new URL(tileUrl.replaceAll('{s}', 'subdomain').replace(/\{[a-z]\}/g, '0'));
  return tileUrl.includes('{s}') ? url.origin.replace('subdomain.', '*.') : url.origin;
}

/** A reminder's lead time: 'label' names it in the outbox's dedupe key ('24h', '90m'). */
export interface ReminderLead {
  label: string;
  ms: number;
}

const MINUTE_MS = 60_000;
const REMINDER_UNIT_MS = { m: MINUTE_MS, h: 60 * MINUTE_MS, d: 24 * 60 * MINUTE_MS } as const;
/** Longer than a week ahead is not a reminder; shorter than 5 minutes reaches nobody in time. */
const REMINDER_LEAD_MIN_MS = 5 * MINUTE_MS;
const REMINDER_LEAD_MAX_MS = 7 * REMINDER_UNIT_MS.d;
const REMINDER_LEADS_MESSAGE =
  'must be "none" or a comma-separated list of up to 5 different lead times such as 24h,2h (m, h or d, from 5m to 7d)';

/** '24h,2h' → the leads, longest first; 'none' → no reminders; null for anything else. */
export function parseReminderLeads(value: string): ReminderLead[] | null {
  if (value.trim().toLowerCase() === 'none') return [];
  const leads: ReminderLead[] = [];
  for (const part of value.split(',')) {
    const match = /^\s*(\d{1,5})\s*([mhd])\s*$/i.exec(part);
    if (!match) return null;
    const unit = (match[2] ?? '').toLowerCase() as keyof typeof REMINDER_UNIT_MS;
    const ms = Number(match[1]) * REMINDER_UNIT_MS[unit];
    if (ms < REMINDER_LEAD_MIN_MS || ms > REMINDER_LEAD_MAX_MS) return null;
    if (leads.some((lead) => lead.ms === ms)) return null;
    // One name per length of time, so '1d' and '24h' share a dedupe key.
    const label = ms % REMINDER_UNIT_MS.h === 0 ? `${ms / REMINDER_UNIT_MS.h}h` : `${ms / MINUTE_MS}m`;
    leads.push({ label, ms });
  }
  if (leads.length === 0 || leads.length > 5) return null;
  return leads.sort((a, b) => b.ms - a.ms);
}

export const DEFAULT_REMINDER_LEADS = '24h,2h';

export interface S3Config {
  bucket: string;
  region: string;
  /** null → AWS S3 itself; otherwise MinIO, R2, Ceph… */
  endpoint: string | null;
  /** Both null → the AWS SDK's own credential chain (AWS_* variables, an instance or task role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** The base of image URLs (a CDN, a public bucket domain), without a trailing slash; null → the bucket's. */
  publicUrl: string | null;
  /** Bucket in the path (endpoint/bucket/key) rather than in the host name; MinIO and most self-hosted servers. */
  forcePathStyle: boolean;
}

/** A configuration that cannot start the server; the message is one line naming the variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export type Env = Record<string, string | undefined>;

const SESSION_SECRET_FILE = 'session-secret';
const MIN_SECRET_LENGTH = 32;
/** Values that may hold passwords are never echoed back in an error line. */
const SECRET_VARIABLES = new Set([
  'SESSION_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'REDIS_URL',
  'S3_SECRET_ACCESS_KEY',
]);

// Blank values count as unset, as most deployment tools write `VAR=` for "no value".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const integerBetween = (min: number, max: number) => {
  const message = `must be an integer between ${min} and ${max}`;
  return z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);
};

const urlWithScheme = (schemes: readonly string[]) => {
  const message = `must be a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}`;
  return z
    .string()
    .trim()
    .refine((value) => {
      try {
        return schemes.includes(new URL(value).protocol.replace(/:$/, ''));
      } catch {
        return false;
      }
    }, message);
};

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });

const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(v), 'must be true or false')
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const envSchema = z.object({
  NODE_ENV: optional(oneOf(nodeEnvs)),
  LOG_LEVEL: optional(oneOf(logLevels)),
  PORT: optional(integerBetween(0, 65535)),
  HOST: optional(
    z
      .string()
      .trim()
      .regex(/^[^\s/]+$/, 'must be a host name or IP address'),
  ),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(urlWithScheme(['postgres', 'postgresql'])),
  DATABASE_POOL_SIZE: optional(integerBetween(1, 1000)),
  DATABASE_STATEMENT_TIMEOUT_MS: optional(integerBetween(100, 3_600_000)),
  SHUTDOWN_TIMEOUT_MS: optional(integerBetween(100, 600_000)),
  PUBLIC_CACHE_TTL_MS: optional(integerBetween(0, 60_000)),
  DASHBOARD_METRICS_TTL_MS: optional(integerBetween(0, 600_000)),
  PUBLIC_URL: optional(urlWithScheme(['http', 'https'])),
  SMTP_URL: optional(urlWithScheme(['smtp', 'smtps'])),
  MAIL_FROM: optional(
    z
      .string()
      .trim()
      .max(200)
      .regex(/^[^\r\n]*@[^\r\n]*$/, 'must be an e-mail address, optionally as "Name <address>"'),
  ),
  SESSION_SECRET: optional(
    z.string().min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters long`),
  ),
  NOMINATIM_URL: optional(urlWithScheme(['http', 'https'])),
  REDIS_URL: optional(urlWithScheme(['redis', 'rediss'])),
  REDIS_KEY_PREFIX: optional(
    z
      .string()
      .trim()
      .regex(/^[\w:.-]{1,64}$/, 'must be up to 64 letters, digits, colons, dots, dashes or underscores'),
  ),
  TRUST_PROXY: optional(
    z
      .string()
      .trim()
      .regex(
        /^(true|false|[0-9a-f.:/,\s]*[.:][0-9a-f.:/,\s]*)$/i,
        'must be true, false or a list of proxy addresses',
      )
      .transform((v) => (/^(true|false)$/i.test(v) ? v.toLowerCase() === 'true' : v)),
  ),
  SEED_DEMO: optional(booleanFlag),
  WEB_DEV: optional(booleanFlag),
  ADMIN_EMAILS: optional(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter((email) => email !== ''),
      )
      .refine((emails) => emails.every((email) => /^[^\s@]+@[^\s@]+$/.test(email)), {
        message: 'must be a comma-separated list of e-mail addresses',
      }),
  ),
  REMINDER_LEADS: optional(
    z
      .string()
      .refine((value) => parseReminderLeads(value) !== null, REMINDER_LEADS_MESSAGE)
      .transform((value) => parseReminderLeads(value) ?? []),
  ),
  WAITLIST_CUTOFF_MINUTES: optional(integerBetween(0, 24 * 60)),
  MAP_TILE_URL: optional(
    z.string().trim().refine(isTileUrl, 'must be an http(s) URL template with {z}, {x} and {y}'),
  ),
  MAP_ATTRIBUTION: optional(z.string().trim().max(300)),
  S3_BUCKET: optional(
    z
      .string()
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (lower-case letters, digits, dots, hyphens)',
      ),
  ),
  S3_REGION: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-west-1'),
  ),
  S3_ENDPOINT: optional(urlWithScheme(['http', 'https'])),
  S3_ACCESS_KEY_ID: optional(z.string().trim()),
  S3_SECRET_ACCESS_KEY: optional(z.string().trim()),
  S3_PUBLIC_URL: optional(urlWithScheme(['http', 'https'])),
  S3_FORCE_PATH_STYLE: optional(booleanFlag),
});

export interface LoadConfigOptions {
  /** Where a relative DATA_DIR starts from. */
  cwd?: string;
}

export function loadConfig(env: Env = process.env, options: LoadConfigOptions = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error.issues, env));
  const vars = parsed.data;

  const nodeEnv = vars.NODE_ENV ?? 'development';
  const port = vars.PORT ?? 3000;
  const dataDir = path.resolve(options.cwd ?? process.cwd(), vars.DATA_DIR ?? './data');
  const serverRoot = findServerRoot();
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');

  return {
    nodeEnv,
    logLevel: vars.LOG_LEVEL ?? 'info',
    port,
    host: vars.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: vars.DATABASE_URL ?? null,
    databasePoolSize: vars.DATABASE_POOL_SIZE ?? 20,
    databaseStatementTimeoutMs: vars.DATABASE_STATEMENT_TIMEOUT_MS ?? 15_000,
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    publicCacheTtlMs: vars.PUBLIC_CACHE_TTL_MS ?? 3000,
    dashboardMetricsTtlMs: vars.DASHBOARD_METRICS_TTL_MS ?? 10_000,
    publicUrl,
    smtpUrl: vars.SMTP_URL ?? null,
    mailFrom: vars.MAIL_FROM ?? `RunTogether <no-reply@${new URL(publicUrl).hostname}>`,
    sessionSecret: vars.SESSION_SECRET ?? sessionSecretFromDataDir(dataDir, nodeEnv),
    nominatimUrl: (vars.NOMINATIM_URL ?? 'https://nominatim.openstreetmap.org').replace(/\/+$/, ''),
    redisUrl: vars.REDIS_URL ?? null,
    redisKeyPrefix: vars.REDIS_KEY_PREFIX ?? 'rt:',
    s3: s3Config(vars),
    trustProxy: vars.TRUST_PROXY ?? false,
    seedDemo: vars.SEED_DEMO ?? true,
    adminEmails: vars.ADMIN_EMAILS ?? [],
    reminderLeads: vars.REMINDER_LEADS ?? parseReminderLeads(DEFAULT_REMINDER_LEADS) ?? [],
    waitlistCutoffMinutes: vars.WAITLIST_CUTOFF_MINUTES ?? 30,
    map: {
      tileUrl: vars.MAP_TILE_URL ?? OSM_TILE_URL,
      attribution: vars.MAP_ATTRIBUTION ?? OSM_ATTRIBUTION,
      tileOrigin: tileOriginOf(vars.MAP_TILE_URL ?? OSM_TILE_URL),
    },
    webDistDir: path.resolve(serverRoot, '../web/dist'),
    webDev: vars.WEB_DEV ?? false,
    webSourceDir: path.resolve(serverRoot, '../web'),
    migrationsDir: path.join(serverRoot, 'drizzle'),
    mailPollIntervalMs: 1000,
    schedulerPollIntervalMs: 10_000,
    databaseConnectTimeoutMs: 5000,
    databasePoolWaitMs: 15_000,
    geocodeTimeoutMs: 10_000,
    geocodeMinIntervalMs: 1000,
  };
}

function s3Config(vars: z.infer<typeof envSchema>): S3Config | null {
  if (!vars.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_PUBLIC_URL', 'S3_ACCESS_KEY_ID'] as const).find((name) => vars[name]);
    if (stray) throw new ConfigError(`Invalid configuration: ${stray} is set but S3_BUCKET is not`);
    return null;
  }
  if (Boolean(vars.S3_ACCESS_KEY_ID) !== Boolean(vars.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (set both, or neither to use the AWS credential chain)',
    );
  }
  return {
    bucket: vars.S3_BUCKET,
    region: vars.S3_REGION ?? 'us-east-1',
    endpoint: vars.S3_ENDPOINT?.replace(/\/+$/, '') ?? null,
    accessKeyId: vars.S3_ACCESS_KEY_ID ?? null,
    secretAccessKey: vars.S3_SECRET_ACCESS_KEY ?? null,
    publicUrl: vars.S3_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? false,
  };
}

function describeIssues(issues: readonly z.core.$ZodIssue[], env: Env): string {
  const lines = issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const raw = env[name];
    const got = SECRET_VARIABLES.has(name) || raw === undefined ? '' : ` (got ${JSON.stringify(raw)})`;
    return `${name} ${issue.message}${got}`;
  });
  return `Invalid configuration: ${lines.join('; ')}`;
}

/**
 * Without SESSION_SECRET a single machine still gets a stable secret: generated on the first start, kept in
 * DATA_DIR, reused afterwards. Production must set it, as several instances have to share one.
 */
function sessionSecretFromDataDir(dataDir: string, nodeEnv: Config['nodeEnv']): string {
  if (nodeEnv === 'production') {
    throw new ConfigError('Invalid configuration: SESSION_SECRET is required when NODE_ENV=production');
  }
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  const existing = readSecretFile(file);
  if (existing !== undefined) return existing;

  const secret = randomBytes(32).toString('hex');
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process started at the same moment and wrote it first: use theirs.
    const written = isErrnoCode(error, 'EEXIST') ? readSecretFile(file) : undefined;
    if (written !== undefined) return written;
    throw new ConfigError(
      `Invalid configuration: DATA_DIR cannot hold the generated session secret (${file}: ${describeError(error)})`,
    );
  }
}

function readSecretFile(file: string): string | undefined {
  let content: string;
  try {
    content = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if (isErrnoCode(error, 'ENOENT')) return undefined;
    throw new ConfigError(
      `Invalid configuration: DATA_DIR session secret is unreadable (${describeError(error)})`,
    );
  }
  if (content.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      `Invalid configuration: DATA_DIR session secret ${file} is shorter than ${MIN_SECRET_LENGTH} characters; delete it to generate a new one`,
    );
  }
  return content;
}

const isErrnoCode = (error: unknown, code: string) =>
  error instanceof Error && 'code' in error && error.code === code;

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));
