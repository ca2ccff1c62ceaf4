// A small world for the security suites: two businesses, two runners, their runs, a post and a registration,
// all created through the real sign-up and log-in so the database holds real password hashes and token hashes.
import { type SignupInput } from '@runtogether/shared/auth/auth.schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../app';
import { businessPosts, sessions, teamMembers, users } from '../../db/schema';
import { activeRunner, businessSignup, lastVerificationToken, logIn, type LoggedIn } from '../accounts';
import { insertRegistration, insertRun } from '../factories';
import { createTestApp, type TestApp, type TestAppOptions } from '../test-app';

export const ACTORS = ['anonymous', 'runner', 'otherBusiness', 'owner'] as const;
export type ActorName = (typeof ACTORS)[number];
/**
 * Runners in a host's team (docs/decisions/054): the owner's manager and leader, and a manager of the other
 * business. Everywhere but their team's routes they are runners.
 */
export const TEAM_ACTORS = ['manager', 'leader', 'otherMember'] as const;
export type TeamActorName = (typeof TEAM_ACTORS)[number];

export interface Account extends LoggedIn {
  email: string;
  name: string;
}

export interface World {
  owner: Account;
  otherBusiness: Account;
  runner: Account;
  /** A runner granted platform admin (docs/decisions/049): a runner everywhere but the admin routes. */
  admin: Account;
  /** A runner registered for the owner's run who never acts: only the owner may see their e-mail. */
  bystander: Account;
  /** The owner's manager and leader, and the other business's manager. */
  manager: Account;
  leader: Account;
  otherMember: Account;
  /** A run of the owner, a week ahead, with the bystander registered. */
  runId: number;
  postId: number;
  /** Raw verification tokens of every account (used, but still secrets). */
  verificationTokens: string[];
}

const DAY = 86_400_000;

async function account(app: App, input: SignupInput): Promise<Account> {
  await activeRunner(app, input);
  return { ...(await logIn(app, input.email)), email: input.email, name: input.name };
}

export async function buildWorld(app: App): Promise<World> {
  const owner = await account(app, businessSignup() as SignupInput);
  const otherBusiness = await account(
    app,
    businessSignup({ businessName: 'Other Running Club' }) as SignupInput,
  );
  const runner = await account(app, {
    role: 'runner',
    name: 'Rosa Runner',
    email: uniqueAddress('runner'),
    password: 'correct horse',
  });
  const bystander = await account(app, {
    role: 'runner',
    name: 'Bruno Bystander',
    email: uniqueAddress('bystander'),
    password: 'correct horse',
  });
  const admin = await account(app, {
    role: 'runner',
    name: 'Ada Admin',
    email: uniqueAddress('admin'),
    password: 'correct horse',
  });
  await app.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId));
  const member = (name: string, label: string) =>
    account(app, { role: 'runner', name, email: uniqueAddress(label), password: 'correct horse' });
  const manager = await member('Mia Manager', 'manager');
  const leader = await member('Leo Leader', 'leader');
  const otherMember = await member('Otto Other', 'other-member');
  await app.db.insert(teamMembers).values([
    { businessId: owner.userId, userId: manager.userId, role: 'manager' },
    { businessId: owner.userId, userId: leader.userId, role: 'leader' },
    { businessId: otherBusiness.userId, userId: otherMember.userId, role: 'manager' },
  ]);
  const run = await freshRun(app, owner.userId);
  await insertRegistration(app.db, run, {
    id: bystander.userId,
    name: bystander.name,
    email: bystander.email,
  });
  const postId = await freshPost(app, owner.userId);
  const verificationTokens = await Promise.all(
    [owner, otherBusiness, runner, bystander, admin, manager, leader, otherMember].map((a) =>
      lastVerificationToken(app.db, a.email),
    ),
  );
  return {
    owner,
    otherBusiness,
    runner,
    admin,
    bystander,
    manager,
    leader,
    otherMember,
    runId: run,
    postId,
    verificationTokens,
  };
}

function uniqueAddress(label: string) {
  return `${label}.${Math.random().toString(36).slice(2, 10)}@example.test`;
}

/** A new upcoming run of this host; its id. */
export async function freshRun(app: App, hostId: string) {
  const run = await insertRun(app.db, hostId, {
    startsAt: new Date(Date.now() + 7 * DAY),
    maxParticipants: 50,
  });
  return run.id;
}

export async function freshPost(app: App, businessId: string) {
  const [post] = await app.db
    .insert(businessPosts)
    .values({ businessId, title: 'Sunday long run', content: 'Meet at the fountain.' })
    .returning();
  if (!post) throw new Error('freshPost: nothing inserted');
  return post.id;
}

/** What must never reach another user: password hashes, session token hashes and every raw token. */
export async function secretsOf(app: App, world: World): Promise<string[]> {
  const hashes = await app.db.select({ hash: users.passwordHash }).from(users);
  const tokenHashes = await app.db.select({ hash: sessions.tokenHash }).from(sessions);
  const accounts = [
    world.owner,
    world.otherBusiness,
    world.runner,
    world.bystander,
    world.admin,
    world.manager,
    world.leader,
    world.otherMember,
  ];
  return [
    ...hashes.map((row) => row.hash).filter((hash): hash is string => hash !== null),
    ...tokenHashes.map((row) => row.hash),
    ...accounts.map((a) => a.authToken),
    ...world.verificationTokens,
  ];
}

/** A small real PNG, for image routes. */
export const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer();

/** A multipart/form-data body of text fields only (multipartBody sends files). */
export function textForm(fields: Record<string, string>) {
  const boundary = `----runtogether-text-${Math.random().toString(36).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A test app with its world, built before this file's tests and closed after them. */
export function useWorld(options?: TestAppOptions) {
  const env = {} as { t: TestApp; w: World };
  beforeAll(async () => {
    env.t = await createTestApp(options);
    env.w = await buildWorld(env.t.app);
  });
  afterAll(() => env.t.close());
  return env;
}

const DAY_MS = 86_400_000;
/** A valid run body, ten days ahead. */
export const runBody = () => ({
  title: 'Security suite run',
  description: 'A run created by the security tests.',
  date: new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10),
  time: '08:00',
  timezone: 'UTC',
  location: 'Retiro Park',
  address: 'Puerta de Alcalá, Madrid',
  distance: 5,
  pace: 6,
  maxParticipants: 10,
  tags: [] as string[],
});
