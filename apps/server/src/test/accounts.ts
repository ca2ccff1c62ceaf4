// Helpers for tests of the accounts API: sign up, read the queued mail, log in, and the headers a browser sends.
import type { SignupInput } from '@runtogether/shared/auth/auth.schemas';
import { asc } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/client';
import { emailVerificationTokens, mailOutbox, sessions, users } from '../db/schema';
import { SESSION_COOKIE } from '../plugins/session-cookie';

let sequence = 0;
export const uniqueEmail = (label = 'runner') =>
  `${label}${++sequence}.${Math.random().toString(36).slice(2, 8)}@example.test`;

export const PASSWORD = 'correct horse';

export const runnerSignup = (overrides: Partial<SignupInput> = {}): SignupInput =>
  ({
    role: 'runner',
    name: 'Lucía Pérez',
    email: uniqueEmail(),
    password: PASSWORD,
    ...overrides,
  }) as SignupInput;

export const businessSignup = (overrides: Record<string, unknown> = {}) => ({
  role: 'business',
  name: 'Ana García',
  businessName: 'Retiro Running Co.',
  businessLocation: "Calle de O'Donnell 10, Madrid",
  countryCode: '+34',
  businessPhone: '612 345 678',
  email: uniqueEmail('host'),
  password: PASSWORD,
  ...overrides,
});

export const post = (app: App, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

export const outbox = (db: Database) => db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

/** The 64-hex token of the last verification link queued for an address. */
export async function lastVerificationToken(db: Database, email: string): Promise<string> {
  const mail = (await outbox(db)).filter((m) => m.toAddress === email).at(-1);
  const token = mail && /verify-email\?token=([0-9a-f]{64})/.exec(mail.textBody)?.[1];
  if (!token) throw new Error(`no verification link queued for ${email}`);
  return token;
}

/** Signs up and verifies a runner through the API; returns the address. */
export async function activeRunner(app: App, overrides: Partial<SignupInput> = {}) {
  const input = runnerSignup(overrides);
  const signup = await post(app, '/api/auth/signup', input);
  if (signup.statusCode !== 201) throw new Error(`sign-up failed: ${signup.body}`);
  const token = await lastVerificationToken(app.db, input.email);
  const verify = await post(app, '/api/auth/verify-email', { token });
  if (verify.statusCode !== 200) throw new Error(`verification failed: ${verify.body}`);
  return input;
}

export interface LoggedIn {
  authToken: string;
  userId: string;
  /** A browser's headers for this session: the cookie and our own Origin. */
  browser: Record<string, string>;
  bearer: Record<string, string>;
}

export async function logIn(app: App, email: string, password = PASSWORD): Promise<LoggedIn> {
  const response = await post(app, '/api/auth/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`log-in failed: ${response.body}`);
  const body = response.json<{ authToken: string; user: { id: string } }>();
  return {
    authToken: body.authToken,
    userId: body.user.id,
    browser: { cookie: `${SESSION_COOKIE}=${body.authToken}`, origin: 'http://localhost:3000' },
    bearer: { authorization: `Bearer ${body.authToken}` },
  };
}

/** Every row of the tables that could hold a secret, as one string to search. */
export async function databaseText(db: Database): Promise<string> {
  const rows = await Promise.all([
    db.select().from(users),
    db.select().from(sessions),
    db.select().from(emailVerificationTokens),
    db.select().from(mailOutbox),
  ]);
  return JSON.stringify(rows);
}
