// Changing and resetting a password (docs/decisions/066): the current password or a mailed one-hour link,
// other sessions end, the owner is told in their language, and asking for a link reveals no account.
import { PASSWORD_RESET_TOKEN_HOURS, passwordMessages } from '@runtogether/shared/auth/password.schemas';
import { messages } from '@runtogether/shared/auth/auth.schemas';
import { trustMessages } from '@runtogether/shared/trust/trust.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { activeRunner, logIn, outbox, PASSWORD, post, uniqueEmail } from '../../test/accounts';
import { english } from '../../test/english';
import { insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUTH_LIMITS } from './auth.limits';

const HOUR = 3_600_000;
const START = Date.parse('2031-05-01T08:00:00Z');
let clock = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
beforeEach(() => {
  clock = START;
});

// Each test asks from its own address, so the per-IP limits of one test leave the others alone.
let ipSequence = 0;
const nextIp = () => `10.66.0.${++ipSequence}`;

const NEW_PASSWORD = 'a brand new secret';

const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;

const me = (headers: Record<string, string>) =>
  t.app.inject({ url: '/api/auth/me', headers }).then((r) => r.json<{ user: { id: string } | null }>().user);

const changePassword = (headers: Record<string, string>, body: Record<string, unknown>, ip = '127.0.0.1') =>
  t.app.inject({ method: 'PUT', url: '/api/me/password', payload: body, headers, remoteAddress: ip });

const askReset = (email: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    headers,
    remoteAddress: ip,
  });

const confirmReset = (token: string, password = NEW_PASSWORD) =>
  post(t.app, '/api/auth/password-reset/confirm', { token, password });

const mailsTo = async (email: string) => (await outbox(t.db)).filter((m) => m.toAddress === email);

/** The token of the last reset link mailed to an address. */
async function resetToken(email: string) {
  const mail = (await mailsTo(email)).at(-1);
  const token = mail && /\/reset-password\?token=([0-9a-f]{64})/.exec(mail.textBody)?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return { token, mail };
}

const canLogIn = async (email: string, password: string) =>
  (await post(t.app, '/api/auth/login', { email, password })).statusCode === 200;

describe('PUT /api/me/password', () => {
  it('needs a session', async () => {
    const answer = await changePassword({}, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(answer.statusCode).toBe(401);
  });

  it('refuses a wrong current password with 403 on that field, and changes nothing', async () => {
    const { email } = await activeRunner(t.app);
    const session = await logIn(t.app, email);
    const before = (await mailsTo(email)).length;
    const wrong = await changePassword(session.browser, {
      currentPassword: 'not it',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong)).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: english(passwordMessages.wrongPassword),
      fields: { currentPassword: english(passwordMessages.wrongPassword) },
    });
    expect(await canLogIn(email, PASSWORD)).toBe(true);
    expect(await mailsTo(email)).toHaveLength(before);
    // Still signed in: a wrong password is not a sign-out.
    expect(await me(session.browser)).not.toBeNull();
  });

  it('holds a new password to sign-up’s rule', async () => {
    const { email } = await activeRunner(t.app);
    const session = await logIn(t.app, email);
    const short = await changePassword(session.browser, { currentPassword: PASSWORD, newPassword: '12345' });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).fields).toEqual({ newPassword: english(messages.passwordMin) });
  });

  it('refuses a new password equal to the current one, under the new password, and changes nothing', async () => {
    const { email } = await activeRunner(t.app);
    const session = await logIn(t.app, email);
    const other = await logIn(t.app, email);
    const before = (await mailsTo(email)).length;
    const same = await changePassword(session.browser, { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(errorOf(same).fields).toEqual({ newPassword: english(passwordMessages.samePassword) });
    expect(english(passwordMessages.samePassword)).toBe('Choose a password different from your current one.');
    expect(await me(other.browser)).not.toBeNull();
    expect(await mailsTo(email)).toHaveLength(before);
  });

  it('changes it, keeps this session, ends the others, and tells the owner in their language', async () => {
    const { email } = await activeRunner(t.app);
    await t.db.update(users).set({ language: 'es' }).where(eq(users.email, email));
    const here = await logIn(t.app, email);
    const phone = await logIn(t.app, email);
    const laptop = await logIn(t.app, email);

    const changed = await changePassword(here.browser, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(204);

    expect((await me(here.browser))?.id).toBe(here.userId);
    expect(await me(phone.browser)).toBeNull();
    expect(await me(laptop.bearer)).toBeNull();
    expect(await canLogIn(email, PASSWORD)).toBe(false);
    expect(await canLogIn(email, NEW_PASSWORD)).toBe(true);

    const mail = (await mailsTo(email)).at(-1);
    expect(mail?.subject).toBe('Tu contraseña de RunTogether ha cambiado');
    expect(mail?.textBody).toContain('Si no has sido tú, alguien conoce tu contraseña');
    expect(mail?.textBody).not.toContain('restablecido');
    expect(mail?.textBody).toContain(`${t.config.publicUrl}/forgot-password`);
    expect(mail?.htmlBody).toContain('<html lang="es">');
  });

  it(`allows ${AUTH_LIMITS.passwordChangePerAccount.max} tries per account in 15 minutes, then 429 with Retry-After`, async () => {
    const { email } = await activeRunner(t.app);
    const session = await logIn(t.app, email);
    const { max } = AUTH_LIMITS.passwordChangePerAccount;
    // From several addresses: the account's limit holds whatever the IP.
    for (let i = 0; i < max; i++) {
      const wrong = await changePassword(
        session.browser,
        { currentPassword: `guess ${i}`, newPassword: NEW_PASSWORD },
        nextIp(),
      );
      expect(wrong.statusCode).toBe(403);
    }
    const limited = await changePassword(
      session.browser,
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      nextIp(),
    );
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).message).toBe(english(passwordMessages.tooManyChanges));
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: the limit comes before the check.
    expect(await canLogIn(email, NEW_PASSWORD)).toBe(false);
  });
});

describe('POST /api/auth/password-reset', () => {
  it('answers 202 with the same body for an unknown address, and mails nothing', async () => {
    const { email } = await activeRunner(t.app);
    const stranger = uniqueEmail('nobody');
    const known = await askReset(email, nextIp());
    const unknown = await askReset(stranger, nextIp());
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: english(passwordMessages.resetRequested) });
    expect(await mailsTo(stranger)).toEqual([]);
  });

  it('mails a one-hour link in the account’s language and keeps only its hash', async () => {
    const user = await insertUser(t.db, { language: 'es', passwordHash: await hashPassword(PASSWORD) });
    expect((await askReset(user.email.toUpperCase(), nextIp())).statusCode).toBe(202);
    const { token, mail } = await resetToken(user.email);
    expect(mail.textBody).toContain(`${t.config.publicUrl}/reset-password?token=${token}`);
    expect(mail.subject).toBe('Restablece tu contraseña de RunTogether');
    expect(mail.textBody).toContain('1 hora');
    const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.expiresAt.getTime()).toBe(START + PASSWORD_RESET_TOKEN_HOURS * HOUR);
  });

  it('limits links per address (whatever the IP) and per IP (whatever the address)', async () => {
    const { email } = await activeRunner(t.app);
    for (let i = 0; i < AUTH_LIMITS.passwordResetPerAddress.max; i++) {
      expect((await askReset(email, nextIp())).statusCode).toBe(202);
    }
    const perAddress = await askReset(email.toUpperCase(), nextIp());
    expect(perAddress.statusCode).toBe(429);
    expect(errorOf(perAddress).message).toBe(english(passwordMessages.tooManyResets));
    expect(Number(perAddress.headers['retry-after'])).toBeGreaterThan(0);

    const ip = nextIp();
    for (let i = 0; i < AUTH_LIMITS.passwordResetPerIp.max; i++) {
      expect((await askReset(uniqueEmail('any'), ip)).statusCode).toBe(202);
    }
    expect((await askReset(uniqueEmail('any'), ip)).statusCode).toBe(429);
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the password, ends every session, and the link works once', async () => {
    const { email } = await activeRunner(t.app);
    const phone = await logIn(t.app, email);
    await askReset(email, nextIp());
    const { token } = await resetToken(email);

    const done = await confirmReset(token);
    expect(done.statusCode, done.body).toBe(204);
    expect(await me(phone.browser)).toBeNull();
    expect(await canLogIn(email, PASSWORD)).toBe(false);
    expect(await canLogIn(email, NEW_PASSWORD)).toBe(true);
    // Told as a reset: whoever did it could read this mailbox, so the way back starts there.
    const told = (await mailsTo(email)).at(-1);
    expect(told?.subject).toBe('Your RunTogether password was reset');
    expect(told?.textBody).toContain('was just reset with a link sent to this address');
    expect(told?.textBody).toContain(
      "If you didn't ask for this, someone else may be able to read your e-mail: secure your e-mail account first",
    );
    expect(told?.textBody).not.toContain('someone else knows your password');
    expect(told?.htmlBody).toContain('Your password was reset');

    const again = await confirmReset(token, 'yet another one');
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toMatchObject({
      code: 'INVALID_TOKEN',
      message: english(passwordMessages.invalidResetLink),
    });
    expect(english(passwordMessages.invalidResetLink)).toBe(
      'This reset link is invalid or has expired. Ask for a new one.',
    );
    expect(await canLogIn(email, NEW_PASSWORD)).toBe(true);
  });

  it('tells a Spanish account of the reset in Spanish', async () => {
    const { email } = await activeRunner(t.app);
    await t.db.update(users).set({ language: 'es' }).where(eq(users.email, email));
    await askReset(email, nextIp());
    const { token } = await resetToken(email);
    expect((await confirmReset(token)).statusCode).toBe(204);
    const told = (await mailsTo(email)).at(-1);
    expect(told?.subject).toBe('Se ha restablecido tu contraseña de RunTogether');
    expect(told?.textBody).toContain(
      'Si no lo has pedido tú, puede que otra persona tenga acceso a tu correo: protege primero tu cuenta de correo',
    );
    expect(told?.htmlBody).toContain('<html lang="es">');
  });

  it('refuses the current password as the new one, under the password, and keeps the link and the sessions', async () => {
    const { email } = await activeRunner(t.app);
    const phone = await logIn(t.app, email);
    await askReset(email, nextIp());
    const { token } = await resetToken(email);
    const same = await confirmReset(token, PASSWORD);
    expect(same.statusCode).toBe(400);
    expect(errorOf(same).fields).toEqual({ password: english(passwordMessages.samePassword) });
    expect(await me(phone.browser)).not.toBeNull();
    // The link still works for a new password.
    expect((await confirmReset(token)).statusCode).toBe(204);
    expect(await canLogIn(email, NEW_PASSWORD)).toBe(true);
  });

  it('refuses a link past its hour, and a link a newer one replaced', async () => {
    const { email } = await activeRunner(t.app);
    await askReset(email, nextIp());
    const { token: first } = await resetToken(email);
    await askReset(email, nextIp());
    const { token: second } = await resetToken(email);
    expect(second).not.toBe(first);
    expect((await confirmReset(first)).statusCode).toBe(400);

    clock = START + PASSWORD_RESET_TOKEN_HOURS * HOUR;
    expect((await confirmReset(second)).statusCode).toBe(400);
    clock = START + PASSWORD_RESET_TOKEN_HOURS * HOUR - 1;
    expect((await confirmReset(second)).statusCode).toBe(204);
    expect(await canLogIn(email, NEW_PASSWORD)).toBe(true);
  });

  it('refuses an unknown token and a short password', async () => {
    expect((await confirmReset('f'.repeat(64))).statusCode).toBe(400);
    expect((await confirmReset('not hex')).statusCode).toBe(400);
    const { email } = await activeRunner(t.app);
    await askReset(email, nextIp());
    const { token } = await resetToken(email);
    const short = await confirmReset(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).fields).toEqual({ password: english(messages.passwordMin) });
    // The link is not spent by a refused password.
    expect((await confirmReset(token)).statusCode).toBe(204);
  });

  it('leaves an unverified account unverified: only its verification link activates it', async () => {
    const user = await insertUser(t.db, { isActive: false, passwordHash: await hashPassword(PASSWORD) });
    await askReset(user.email, nextIp());
    expect((await confirmReset((await resetToken(user.email)).token)).statusCode).toBe(204);
    const login = await post(t.app, '/api/auth/login', { email: user.email, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(errorOf(login).code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('tells a suspended account why, as log-in does, and changes nothing', async () => {
    const user = await insertUser(t.db, {
      passwordHash: await hashPassword(PASSWORD),
      suspendedAt: new Date(START),
      suspendedReason: 'Scam runs',
    });
    await askReset(user.email, nextIp());
    const { token } = await resetToken(user.email);
    const refused = await confirmReset(token);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      message: english(trustMessages.suspended),
      fields: { reason: 'Scam runs' },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(await canLogIn(user.email, NEW_PASSWORD)).toBe(false);
    expect(row?.passwordHash).toBe(user.passwordHash);
  });
});

describe('GET /api/auth/password-reset/check', () => {
  const checkReset = (token: string, ip = nextIp()) =>
    t.app.inject({
      url: `/api/auth/password-reset/check?token=${encodeURIComponent(token)}`,
      remoteAddress: ip,
    });

  it('answers 204 for a working link and spends nothing: the link still sets a password', async () => {
    const { email } = await activeRunner(t.app);
    await askReset(email, nextIp());
    const { token } = await resetToken(email);
    expect((await checkReset(token)).statusCode).toBe(204);
    expect((await checkReset(token)).statusCode).toBe(204);
    expect((await confirmReset(token)).statusCode).toBe(204);
  });

  it('answers 400 "invalid or expired" for a used, expired, replaced, unknown or garbled link', async () => {
    const { email } = await activeRunner(t.app);
    await askReset(email, nextIp());
    const { token: replaced } = await resetToken(email);
    await askReset(email, nextIp());
    const { token: expired } = await resetToken(email);
    const refused = await checkReset(replaced);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      code: 'INVALID_TOKEN',
      message: english(passwordMessages.invalidResetLink),
    });
    clock = START + PASSWORD_RESET_TOKEN_HOURS * HOUR;
    expect((await checkReset(expired)).statusCode).toBe(400);
    clock = START;
    expect((await confirmReset(expired)).statusCode).toBe(204);
    expect(errorOf(await checkReset(expired)).code).toBe('INVALID_TOKEN');
    expect(errorOf(await checkReset('f'.repeat(64))).code).toBe('INVALID_TOKEN');
    expect((await checkReset('not hex')).statusCode).toBe(400);
  });

  it(`allows ${AUTH_LIMITS.passwordResetCheckPerIp.max} checks per IP in 15 minutes, then 429`, async () => {
    const ip = nextIp();
    for (let i = 0; i < AUTH_LIMITS.passwordResetCheckPerIp.max; i++) {
      expect((await checkReset('f'.repeat(64), ip)).statusCode).toBe(400);
    }
    const limited = await checkReset('f'.repeat(64), ip);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).message).toBe(english(passwordMessages.tooManyResets));
  });
});
