import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Env } from './config';

const tempDirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rt-config-'));
  tempDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const SECRET = 'a'.repeat(32);

function configError(env: Env): string {
  try {
    loadConfig({ DATA_DIR: tempDir(), SESSION_SECRET: SECRET, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const cwd = tempDir();
    const config = loadConfig({}, { cwd });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      logLevel: 'info',
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.join(cwd, 'data'),
      databaseUrl: null,
      databasePoolSize: 20,
      databaseStatementTimeoutMs: 15_000,
      shutdownTimeoutMs: 10_000,
      publicUrl: 'http://localhost:3000',
      smtpUrl: null,
      mailFrom: 'RunTogether <no-reply@localhost>',
      nominatimUrl: 'https://nominatim.openstreetmap.org',
      redisUrl: null,
      trustProxy: false,
      seedDemo: true,
      adminEmails: [],
    });
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(fs.existsSync(path.join(config.migrationsDir, 'meta', '_journal.json'))).toBe(true);
  });

  it('reads every variable', () => {
    const dataDir = tempDir();
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://app:pw@db.internal:5432/runtogether',
      DATABASE_POOL_SIZE: '25',
      DATABASE_STATEMENT_TIMEOUT_MS: '30000',
      SHUTDOWN_TIMEOUT_MS: '20000',
      PUBLIC_URL: 'https://runtogether.example/',
      SMTP_URL: 'smtp://mail.internal:25',
      MAIL_FROM: 'RunTogether <hello@runtogether.example>',
      SESSION_SECRET: SECRET,
      NOMINATIM_URL: 'http://127.0.0.1:9000/',
      REDIS_URL: 'redis://cache:6379',
      SEED_DEMO: 'false',
      ADMIN_EMAILS: ' Ana@Example.org, ops@example.org ,',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      logLevel: 'warn',
      port: 8080,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: 'postgres://app:pw@db.internal:5432/runtogether',
      databasePoolSize: 25,
      databaseStatementTimeoutMs: 30_000,
      shutdownTimeoutMs: 20_000,
      publicUrl: 'https://runtogether.example',
      smtpUrl: 'smtp://mail.internal:25',
      mailFrom: 'RunTogether <hello@runtogether.example>',
      sessionSecret: SECRET,
      nominatimUrl: 'http://127.0.0.1:9000',
      redisUrl: 'redis://cache:6379',
      seedDemo: false,
      adminEmails: ['ana@example.org', 'ops@example.org'],
    });
  });

  it('derives PUBLIC_URL from PORT and treats blank values as unset', () => {
    const config = loadConfig({ PORT: '4123', HOST: '', DATA_DIR: tempDir(), SESSION_SECRET: SECRET });
    expect(config.publicUrl).toBe('http://localhost:4123');
    expect(config.host).toBe('127.0.0.1');
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be an integer between 0 and 65535 (got "abc")'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be an integer between 0 and 65535 (got "70000")'],
    [{ HOST: 'my host' }, 'Invalid configuration: HOST must be a host name or IP address (got "my host")'],
    [
      { NODE_ENV: 'staging' },
      'Invalid configuration: NODE_ENV must be one of development, production, test (got "staging")',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [
      { PUBLIC_URL: 'runtogether.example' },
      'Invalid configuration: PUBLIC_URL must be a URL starting with http:// or https:// (got "runtogether.example")',
    ],
    [
      { NOMINATIM_URL: 'ftp://x' },
      'Invalid configuration: NOMINATIM_URL must be a URL starting with http:// or https:// (got "ftp://x")',
    ],
    [
      { DATABASE_POOL_SIZE: '0' },
      'Invalid configuration: DATABASE_POOL_SIZE must be an integer between 1 and 1000 (got "0")',
    ],
    [
      { DATABASE_POOL_SIZE: 'ten' },
      'Invalid configuration: DATABASE_POOL_SIZE must be an integer between 1 and 1000 (got "ten")',
    ],
    [
      { DATABASE_STATEMENT_TIMEOUT_MS: '50' },
      'Invalid configuration: DATABASE_STATEMENT_TIMEOUT_MS must be an integer between 100 and 3600000 (got "50")',
    ],
    [
      { DATABASE_STATEMENT_TIMEOUT_MS: '15s' },
      'Invalid configuration: DATABASE_STATEMENT_TIMEOUT_MS must be an integer between 100 and 3600000 (got "15s")',
    ],
    [
      { SHUTDOWN_TIMEOUT_MS: '-1' },
      'Invalid configuration: SHUTDOWN_TIMEOUT_MS must be an integer between 100 and 600000 (got "-1")',
    ],
    [{ SEED_DEMO: 'maybe' }, 'Invalid configuration: SEED_DEMO must be true or false (got "maybe")'],
    // Variables that can carry passwords are named, never echoed.
    [
      { DATABASE_URL: 'mysql://root:hunter2@db/app' },
      'Invalid configuration: DATABASE_URL must be a URL starting with postgres:// or postgresql://',
    ],
    [
      { SMTP_URL: 'mail.example' },
      'Invalid configuration: SMTP_URL must be a URL starting with smtp:// or smtps://',
    ],
    [
      { REDIS_URL: 'cache:6379' },
      'Invalid configuration: REDIS_URL must be a URL starting with redis:// or rediss://',
    ],
    [
      { SESSION_SECRET: 'short' },
      'Invalid configuration: SESSION_SECRET must be at least 32 characters long',
    ],
  ])('refuses %o with one line naming the variable', (env, message) => {
    const error = configError(env);
    expect(error).toBe(message);
    expect(error).not.toContain('\n');
  });

  it('sends mail from no-reply at the PUBLIC_URL host unless MAIL_FROM says otherwise', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://runs.example.org' });
    expect(config.mailFrom).toBe('RunTogether <no-reply@runs.example.org>');
    expect(configError({ MAIL_FROM: 'no address here' })).toMatch(
      /^Invalid configuration: MAIL_FROM must be an e-mail/,
    );
  });

  it('reads TRUST_PROXY as a flag or a list of proxies', () => {
    const trust = (value: string) => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: value }).trustProxy;
    expect(trust('true')).toBe(true);
    expect(trust('FALSE')).toBe(false);
    expect(configError({ TRUST_PROXY: '2' })).toMatch(/^Invalid configuration: TRUST_PROXY must be/);
    expect(trust('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
    expect(configError({ TRUST_PROXY: 'everyone' })).toMatch(/^Invalid configuration: TRUST_PROXY must be/);
  });

  it("uses OpenStreetMap's tiles by default and any http(s) tile template with {z}, {x}, {y}", () => {
    const defaults = loadConfig({ DATA_DIR: tempDir(), SESSION_SECRET: SECRET });
    expect(defaults.map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      tileOrigin: 'https://tile.openstreetmap.org',
    });
    const own = loadConfig({
      DATA_DIR: tempDir(),
      SESSION_SECRET: SECRET,
      MAP_TILE_URL: 'https://{s}.tiles.example.com/base/{z}/{x}/{y}@2x.png',
      MAP_ATTRIBUTION: '© Example Maps',
    });
    expect(own.map).toEqual({
      tileUrl: 'https://{s}.tiles.example.com/base/{z}/{x}/{y}@2x.png',
      attribution: '© Example Maps',
      tileOrigin: 'https://*.tiles.example.com',
    });
    expect(
      loadConfig({ DATA_DIR: tempDir(), MAP_TILE_URL: 'http://127.0.0.1:9000/{z}/{x}/{y}.png' }).map
        .tileOrigin,
    ).toBe('http://127.0.0.1:9000');
    for (const bad of [
      'https://tiles.example.com/{z}/{x}.png',
      'ftp://tiles.example.com/{z}/{x}/{y}.png',
      'tiles',
    ]) {
      expect(configError({ MAP_TILE_URL: bad })).toContain(
        'MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}',
      );
    }
  });

  it('reads REMINDER_LEADS (default 24h,2h) into leads, longest first, and refuses anything else clearly', () => {
    const HOUR = 3_600_000;
    const load = (value?: string) =>
      loadConfig({ DATA_DIR: tempDir(), SESSION_SECRET: SECRET, REMINDER_LEADS: value }).reminderLeads;
    expect(load()).toEqual([
      { label: '24h', ms: 24 * HOUR },
      { label: '2h', ms: 2 * HOUR },
    ]);
    expect(load(' ')).toEqual(load());
    expect(load('2h, 1d ,90m')).toEqual([
      { label: '24h', ms: 24 * HOUR },
      { label: '2h', ms: 2 * HOUR },
      { label: '90m', ms: 90 * 60_000 },
    ]);
    expect(load('none')).toEqual([]);
    for (const bad of ['24', '24h,', '2h,120m', '1m', '8d', 'tomorrow', '1h,2h,3h,4h,5h,6h']) {
      expect(configError({ REMINDER_LEADS: bad })).toBe(
        `Invalid configuration: REMINDER_LEADS must be "none" or a comma-separated list of up to 5 different lead times such as 24h,2h (m, h or d, from 5m to 7d) (got ${JSON.stringify(bad)})`,
      );
    }
  });

  it('reads WAITLIST_CUTOFF_MINUTES (default 30) and refuses anything but whole minutes up to a day', () => {
    const load = (value?: string) =>
      loadConfig({ DATA_DIR: tempDir(), SESSION_SECRET: SECRET, WAITLIST_CUTOFF_MINUTES: value })
        .waitlistCutoffMinutes;
    expect([load(), load('0'), load('90')]).toEqual([30, 0, 90]);
    for (const bad of ['-1', '1.5', 'soon', '1441']) {
      expect(configError({ WAITLIST_CUTOFF_MINUTES: bad })).toContain(
        'WAITLIST_CUTOFF_MINUTES must be an integer between 0 and 1440',
      );
    }
  });

  it('reports several bad variables on the same line', () => {
    const error = configError({ PORT: '-1', SEED_DEMO: 'x' });
    expect(error).toMatch(/^Invalid configuration: PORT .*; SEED_DEMO .*$/);
    expect(error).not.toContain('\n');
  });

  it('generates SESSION_SECRET once into DATA_DIR and reuses it', () => {
    const dataDir = path.join(tempDir(), 'not-yet-created');
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, 'session-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first.sessionSecret);
  });

  it('prefers an explicit SESSION_SECRET and writes no file', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: SECRET }).sessionSecret).toBe(SECRET);
    expect(fs.existsSync(path.join(dataDir, 'session-secret'))).toBe(false);
  });

  it('refuses production without SESSION_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
      new ConfigError('Invalid configuration: SESSION_SECRET is required when NODE_ENV=production'),
    );
  });
});

describe('REDIS_KEY_PREFIX', () => {
  const env = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32) };

  it('defaults to rt: and accepts a prefix per deployment', () => {
    expect(loadConfig(env).redisKeyPrefix).toBe('rt:');
    expect(loadConfig({ ...env, REDIS_KEY_PREFIX: 'staging:rt:' }).redisKeyPrefix).toBe('staging:rt:');
  });

  it('refuses a prefix with spaces or braces (a Redis Cluster hash tag would pin every key to one node)', () => {
    expect(() => loadConfig({ ...env, REDIS_KEY_PREFIX: 'my app' })).toThrow(
      /REDIS_KEY_PREFIX must be up to 64/,
    );
    expect(() => loadConfig({ ...env, REDIS_KEY_PREFIX: '{rt}:' })).toThrow(/REDIS_KEY_PREFIX/);
  });
});
