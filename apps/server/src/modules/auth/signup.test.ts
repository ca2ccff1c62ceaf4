import { createHash } from 'node:crypto';
import { authApiMessages, messages } from '@runtogether/shared/auth/auth.schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationTokens, users } from '../../db/schema';
import {
  businessSignup,
  databaseText,
  lastVerificationToken,
  outbox,
  post,
  runnerSignup,
  uniqueEmail,
} from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUTH_LIMITS } from './auth.limits';
import { english } from '../../test/english';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (payload: unknown, headers: Record<string, string> = {}) =>
  post(t.app, '/api/auth/signup', payload, headers);
const userByEmail = async (email: string) => {
  const [user] = await t.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (!user) throw new Error(`no user ${email}`);
  return user;
};

describe('POST /api/auth/signup', () => {
  it('creates an inactive runner with an argon2id hash and queues one verification e-mail', async () => {
    const input = runnerSignup();
    const response = await signUp(input);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: english(authApiMessages.signedUp) });

    const user = await userByEmail(input.email);
    expect(user).toMatchObject({ name: 'Lucía Pérez', role: 'runner', isActive: false, latitude: null });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mails = (await outbox(t.db)).filter((m) => m.toAddress === input.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: 'Verify your RunTogether account',
      status: 'pending',
      attempts: 0,
    });
    const token = await lastVerificationToken(t.db, input.email);
    expect(mails[0]?.textBody).toContain(`http://localhost:3000/verify-email?token=${token}`);
    expect(mails[0]?.htmlBody).toContain(
      `href="http://localhost:3000/verify-email?token=${token}&amp;lang=en"`,
    );

    // Only the SHA-256 of the token is kept with the account, valid for 24 hours.
    const [stored] = await t.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, user.id));
    expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const hours = ((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)) / 3600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it('links back to the page where the visitor chose to sign up, and only to a page of this site', async () => {
    for (const [input, next] of [
      [runnerSignup({ returnTo: '/runs/5' }), '%2Fruns%2F5'],
      [businessSignup({ returnTo: '/runs/5?lang=es' }), '%2Fruns%2F5%3Flang%3Des'],
    ] as const) {
      expect((await signUp(input)).statusCode).toBe(201);
      const token = await lastVerificationToken(t.db, input.email);
      const mail = (await outbox(t.db)).filter((m) => m.toAddress === input.email)[0];
      const link = `http://localhost:3000/verify-email?token=${token}&next=${next}&lang=en`;
      expect(mail?.textBody).toContain(link);
      expect(mail?.htmlBody).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    }
    for (const returnTo of [
      '//elsewhere.example/x',
      '/\\elsewhere.example',
      'https://elsewhere.example',
      'runs/5',
    ]) {
      const response = await signUp(runnerSignup({ returnTo }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { fields: { returnTo: expect.any(String) as unknown } },
      });
    }
  });

  it('keeps the raw token only in the queued e-mail, and nowhere once it is delivered', async () => {
    const input = runnerSignup();
    await signUp(input);
    const token = await lastVerificationToken(t.db, input.email);
    const withoutOutbox = (await databaseText(t.db)).replace(/"textBody":"(?:[^"\\]|\\.)*"/g, '');
    expect(withoutOutbox.replace(/"htmlBody":"(?:[^"\\]|\\.)*"/g, '')).not.toContain(token);

    await t.app.mail.flush();
    expect(await databaseText(t.db)).not.toContain(token);
    expect(await databaseText(t.db)).not.toContain(input.password);
  });

  it('creates a business with its details, the phone with its country code and both coordinates', async () => {
    const input = businessSignup({ latitude: 40.4222, longitude: -3.6776 });
    expect((await signUp(input)).statusCode).toBe(201);
    expect(await userByEmail(input.email)).toMatchObject({
      name: 'Ana García',
      role: 'business',
      isActive: false,
      businessName: 'Retiro Running Co.',
      businessLocation: "Calle de O'Donnell 10, Madrid",
      businessPhone: '+34 612 345 678',
      latitude: 40.4222,
      longitude: -3.6776,
    });
  });

  it('stores no coordinates for a business unless both are given (none are invented)', async () => {
    const withOne = businessSignup({ latitude: 40.4 });
    const withNone = businessSignup();
    expect((await signUp(withOne)).statusCode).toBe(201);
    expect((await signUp(withNone)).statusCode).toBe(201);
    for (const input of [withOne, withNone]) {
      expect(await userByEmail(input.email)).toMatchObject({ latitude: null, longitude: null });
    }
  });

  it('refuses an e-mail already used, whatever its case, with 409 and the spec message', async () => {
    const email = uniqueEmail();
    expect((await signUp(runnerSignup({ email }))).statusCode).toBe(201);
    const again = await signUp(runnerSignup({ email: email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'CONFLICT', message: english(messages.emailTaken) } });
    expect((await outbox(t.db)).filter((m) => m.toAddress.toLowerCase() === email)).toHaveLength(1);
  });

  it('answers invalid fields with 400 and the spec message for each field', async () => {
    const runner = await signUp({ role: 'runner', name: 'L', email: 'nope', password: '12345' });
    expect(runner.statusCode).toBe(400);
    expect(runner.json<{ error: { fields: Record<string, string> } }>().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        name: english(messages.nameMin),
        email: english(messages.email),
        password: english(messages.passwordMin),
      },
    });

    const business = await signUp(
      businessSignup({ businessName: 'R', countryCode: '+999', businessPhone: '123' }),
    );
    expect(business.statusCode).toBe(400);
    expect(business.json<{ error: { fields: Record<string, string> } }>().error.fields).toMatchObject({
      businessName: english(messages.businessNameMin),
      countryCode: english(messages.countryCode),
      businessPhone: english(messages.phoneMin),
    });
  });

  it('refuses fields a client may never set (mass assignment) and creates nothing', async () => {
    for (const extra of [
      { role: 'admin' },
      { is_active: true },
      { isActive: true },
      { id: crypto.randomUUID() },
    ]) {
      const input = { ...runnerSignup(), ...extra };
      const response = await signUp(input);
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      const [row] = await t.db.select().from(users).where(eq(users.email, input.email));
      expect(row).toBeUndefined();
    }
  });

  it(`limits sign-ups to ${AUTH_LIMITS.signupPerIp.max} per IP in 15 minutes`, async () => {
    const taken = runnerSignup();
    const remoteAddress = '203.0.113.7';
    expect((await signUp(taken)).statusCode).toBe(201);
    // Refused sign-ups count too: each one still costs a lookup.
    for (let i = 0; i < AUTH_LIMITS.signupPerIp.max; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: taken,
        remoteAddress,
      });
      expect(response.statusCode).toBe(409);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: runnerSignup(),
      remoteAddress,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: english(authApiMessages.tooManySignups) },
    });
  });
});
