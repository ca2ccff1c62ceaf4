import { authApiMessages, messages } from '@runtogether/shared/auth/auth.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationTokens, users } from '../../db/schema';
import { activeRunner, lastVerificationToken, outbox, post, runnerSignup } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUTH_LIMITS } from './auth.limits';
import { hashToken } from './tokens';
import { english } from '../../test/english';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (token: string) => post(t.app, '/api/auth/verify-email', { token });
const resend = (email: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email }, remoteAddress });

async function signedUp() {
  const input = runnerSignup();
  expect((await post(t.app, '/api/auth/signup', input)).statusCode).toBe(201);
  return { ...input, token: await lastVerificationToken(t.db, input.email) };
}
const isActive = async (email: string) => {
  const [user] = await t.db.select({ isActive: users.isActive }).from(users).where(eq(users.email, email));
  return user?.isActive;
};
const invalid = { error: { code: 'INVALID_TOKEN', message: english(authApiMessages.invalidOrExpiredToken) } };

describe('POST /api/auth/verify-email', () => {
  it('activates the account and spends the token', async () => {
    const { email, token } = await signedUp();
    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: english(authApiMessages.verified) });
    expect(await isActive(email)).toBe(true);
    const [stored] = await t.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.tokenHash, hashToken(token)));
    expect(stored?.usedAt).toBeInstanceOf(Date);
  });

  it('says a second click has already verified the e-mail', async () => {
    const { token } = await signedUp();
    await verify(token);
    const again = await verify(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'ALREADY_VERIFIED', message: english(messages.alreadyVerified) },
    });
  });

  it('refuses an expired token and leaves the account inactive', async () => {
    const { email, token } = await signedUp();
    await t.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.tokenHash, hashToken(token)));
    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalid);
    expect(await isActive(email)).toBe(false);
  });

  it('refuses an unknown token, and anything that is not 64 hex characters', async () => {
    const unknown = await verify('ab'.repeat(32));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(invalid);
    const malformed = await verify('not-a-token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/auth/resend-verification', () => {
  const resent = { message: english(authApiMessages.resent) };

  it('answers the same for an inactive, an active and an unknown address', async () => {
    const inactive = await signedUp();
    const active = await activeRunner(t.app);
    const before = (await outbox(t.db)).length;
    for (const email of [inactive.email, active.email, 'nobody@example.test']) {
      const response = await resend(email);
      expect(response.statusCode, email).toBe(200);
      expect(response.json(), email).toEqual(resent);
    }
    // Only the inactive account gets mail.
    const queued = (await outbox(t.db)).slice(before);
    expect(queued.map((m) => m.toAddress)).toEqual([inactive.email]);
  });

  it('sends a new link that works and retires the older ones', async () => {
    const { email, token: first } = await signedUp();
    await resend(email.toUpperCase());
    const second = await lastVerificationToken(t.db, email);
    expect(second).not.toBe(first);

    expect((await verify(first)).json()).toEqual(invalid);
    expect((await verify(second)).statusCode).toBe(200);
    expect(await isActive(email)).toBe(true);
    // Once the account is active, even the retired link says so instead of "invalid".
    expect((await verify(first)).statusCode).toBe(409);
  });

  it('keeps the page the sign-up named on the new link, and only a page of this site', async () => {
    const { email } = await signedUp();
    const again = (returnTo: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email, returnTo } });
    expect((await again('/runs/5?lang=es')).statusCode).toBe(200);
    const token = await lastVerificationToken(t.db, email);
    const mail = (await outbox(t.db)).filter((m) => m.toAddress === email).at(-1);
    const link = `${t.config.publicUrl}/verify-email?token=${token}&next=%2Fruns%2F5%3Flang%3Des&lang=en`;
    expect(mail?.textBody).toContain(link);
    expect(mail?.htmlBody).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    const sent = (await outbox(t.db)).length;
    for (const returnTo of ['//elsewhere.example/x', '/\\elsewhere.example', 'https://elsewhere.example']) {
      const refused = await again(returnTo);
      expect(refused.statusCode, returnTo).toBe(400);
      expect(refused.json()).toMatchObject({
        error: { fields: { returnTo: expect.any(String) as unknown } },
      });
    }
    expect(await outbox(t.db)).toHaveLength(sent);
  });

  it(`allows ${AUTH_LIMITS.resendPerAddress.max} e-mails per address in 15 minutes, then 429`, async () => {
    const { email } = await signedUp();
    for (let i = 0; i < AUTH_LIMITS.resendPerAddress.max; i++) {
      expect((await resend(email, `198.51.100.${i + 1}`)).statusCode).toBe(200);
    }
    const limited = await resend(email.toUpperCase(), '198.51.100.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: english(authApiMessages.tooManyVerificationEmails) },
    });
    const mails = (await outbox(t.db)).filter((m) => m.toAddress === email);
    expect(mails).toHaveLength(1 + AUTH_LIMITS.resendPerAddress.max);
    // In Spanish too, in Spanish words: the catalogue says "correo" for an e-mail everywhere else.
    const spanish = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      payload: { email },
      headers: { 'accept-language': 'es' },
      remoteAddress: '198.51.100.98',
    });
    expect(spanish.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Has pedido demasiados correos de verificación. Espera unos minutos y vuelve a intentarlo.',
      },
    });
  });

  it(`allows ${AUTH_LIMITS.resendPerIp.max} requests per IP in 15 minutes, then 429`, async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < AUTH_LIMITS.resendPerIp.max; i++) {
      expect((await resend(`unknown${i}@example.test`, ip)).statusCode).toBe(200);
    }
    expect((await resend('unknown-last@example.test', ip)).statusCode).toBe(429);
    expect((await resend('unknown-last@example.test', '192.0.2.45')).statusCode).toBe(200);
  });
});
