// Changing the e-mail needs proof (docs/decisions/047): the current password, then the link sent to the new
// address; the old address is told, with a "this wasn't me" link; the account keeps its address until then.
import { emailChangeMessages, EMAIL_CHANGE_TOKEN_HOURS } from '@runtogether/shared/users/profile.schemas';
import type { User } from '@runtogether/shared/users/user.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailChanges, users } from '../../db/schema';
import { activeRunner, logIn, outbox, PASSWORD, post, uniqueEmail } from '../../test/accounts';
import { english } from '../../test/english';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUTH_LIMITS } from '../auth/auth.limits';

const HOUR = 3_600_000;
let clock = Date.parse('2031-05-01T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
beforeEach(() => {
  clock = Date.parse('2031-05-01T08:00:00Z');
});

/** A signed-in runner with a known password. */
async function runner() {
  const { email } = await activeRunner(t.app);
  const session = await logIn(t.app, email);
  return { email, id: session.userId, headers: session.browser };
}

const askChange = (
  who: { id: string; headers: Record<string, string> },
  body: Record<string, unknown>,
  remoteAddress = '127.0.0.1',
) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/users/${who.id}`,
    payload: body,
    headers: who.headers,
    remoteAddress,
  });

const emailOf = async (id: string) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;

/** The token of the last link of this kind mailed to an address. */
async function linkToken(
  to: string,
  page: 'confirm-email-change' | 'cancel-email-change' | 'reset-password',
) {
  const mail = (await outbox(t.db)).filter((m) => m.toAddress === to).at(-1);
  const token = mail && new RegExp(`/${page}\\?token=([0-9a-f]{64})`).exec(mail.textBody)?.[1];
  if (!token) throw new Error(`no ${page} link mailed to ${to}`);
  return { token, mail };
}

const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;

describe('PATCH /api/users/:id with a new e-mail', () => {
  it('asks for the current password: 400 without it, 403 when wrong, and nothing changes or is sent', async () => {
    const me = await runner();
    const before = (await outbox(t.db)).length;
    const missing = await askChange(me, { email: uniqueEmail('new') });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toEqual({
      currentPassword: english(emailChangeMessages.currentPasswordRequired),
    });
    const wrong = await askChange(me, { email: uniqueEmail('new'), currentPassword: 'not it' });
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong)).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: english(emailChangeMessages.wrongPassword),
      fields: { currentPassword: english(emailChangeMessages.wrongPassword) },
    });
    expect(await emailOf(me.id)).toBe(me.email);
    expect(await t.db.select().from(emailChanges).where(eq(emailChanges.userId, me.id))).toEqual([]);
    expect((await outbox(t.db)).length).toBe(before);
    // The same address (in any case) is no change and needs no password.
    expect((await askChange(me, { email: me.email.toUpperCase(), name: 'Same' })).statusCode).toBe(200);
  });

  it('keeps the old address until the link sent to the new one is followed', async () => {
    const me = await runner();
    const newEmail = uniqueEmail('moved');
    const asked = await askChange(me, { email: newEmail, currentPassword: PASSWORD, name: 'Moved On' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<User>()).toMatchObject({ email: me.email, name: 'Moved On' });
    expect(await emailOf(me.id)).toBe(me.email);

    const { token, mail: toNew } = await linkToken(newEmail, 'confirm-email-change');
    expect(toNew.textBody).toContain(`${t.config.publicUrl}/confirm-email-change?token=${token}`);
    const { mail: toOld } = await linkToken(me.email, 'cancel-email-change');
    expect(toOld.textBody).toContain(newEmail);
    expect(toOld.textBody).toMatch(/change your password/);
    // Only hashes are kept: the links' tokens are nowhere in the tables but the outbox's own e-mails.
    const [pending] = await t.db.select().from(emailChanges).where(eq(emailChanges.userId, me.id));
    expect(JSON.stringify(pending)).not.toContain(token);

    // The old address still signs in; the new one does not yet.
    expect((await post(t.app, '/api/auth/login', { email: newEmail, password: PASSWORD })).statusCode).toBe(
      401,
    );

    const confirmed = await post(t.app, '/api/users/email-change/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: english(emailChangeMessages.confirmed) });
    expect(await emailOf(me.id)).toBe(newEmail);
    // The session sees it at once, and the new address signs in.
    const meNow = await t.app.inject({ url: '/api/auth/me', headers: me.headers });
    expect(meNow.json<{ user: User }>().user.email).toBe(newEmail);
    expect((await post(t.app, '/api/auth/login', { email: newEmail, password: PASSWORD })).statusCode).toBe(
      200,
    );
    // The link is spent.
    expect((await post(t.app, '/api/users/email-change/confirm', { token })).statusCode).toBe(400);
  });

  it('"this wasn\'t me" from the old address cancels the change', async () => {
    const me = await runner();
    const newEmail = uniqueEmail('thief');
    expect((await askChange(me, { email: newEmail, currentPassword: PASSWORD })).statusCode).toBe(200);
    const { token: confirmToken } = await linkToken(newEmail, 'confirm-email-change');
    const { token: cancelToken } = await linkToken(me.email, 'cancel-email-change');

    const cancelled = await post(t.app, '/api/users/email-change/cancel', { token: cancelToken });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ message: english(emailChangeMessages.cancelled) });
    const refused = await post(t.app, '/api/users/email-change/confirm', { token: confirmToken });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(english(emailChangeMessages.invalidLink));
    expect(await emailOf(me.id)).toBe(me.email);
    expect((await post(t.app, '/api/users/email-change/cancel', { token: cancelToken })).statusCode).toBe(
      400,
    );
  });

  it("after the change, the old address is told and for a week takes it back: everyone signed out, the taker's next steps undone", async () => {
    const me = await runner();
    const taker = uniqueEmail('taker');
    expect((await askChange(me, { email: taker, currentPassword: PASSWORD })).statusCode).toBe(200);
    const { token: firstNotice } = await linkToken(me.email, 'cancel-email-change');
    const { token: confirmToken } = await linkToken(taker, 'confirm-email-change');
    expect((await post(t.app, '/api/users/email-change/confirm', { token: confirmToken })).statusCode).toBe(
      200,
    );
    expect(await emailOf(me.id)).toBe(taker);

    const { token: changedNotice, mail } = await linkToken(me.email, 'cancel-email-change');
    expect(changedNotice).not.toBe(firstNotice);
    expect(mail.subject).toBe('Your RunTogether e-mail address was changed');
    expect(mail.textBody).toContain(`now uses ${taker} instead of this address`);
    expect(mail.textBody).toContain('within 7 days');
    // The taker asks for a reset link to their address and a further change; both must end with the way back.
    expect((await post(t.app, '/api/auth/password-reset', { email: taker })).statusCode).toBe(202);
    const { token: takersReset } = await linkToken(taker, 'reset-password');
    const further = uniqueEmail('further');
    expect((await askChange(me, { email: further, currentPassword: PASSWORD })).statusCode).toBe(200);
    const { token: furtherConfirm } = await linkToken(further, 'confirm-email-change');

    clock += 6 * 24 * HOUR;
    const back = await post(t.app, '/api/users/email-change/cancel', { token: firstNotice });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({
      message: `Your account has its address back: ${me.email}. It is signed out everywhere, whoever changed the address included. They knew your password: please choose a new one.`,
    });
    expect(await emailOf(me.id)).toBe(me.email);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: me.headers });
    expect(session.json<{ user: unknown }>().user).toBeNull();
    expect((await post(t.app, '/api/users/email-change/confirm', { token: furtherConfirm })).statusCode).toBe(
      400,
    );
    const reset = await post(t.app, '/api/auth/password-reset/confirm', {
      token: takersReset,
      password: 'the taker wants it',
    });
    expect(reset.statusCode).toBe(400);
    // Used once, every way back ends.
    expect((await post(t.app, '/api/users/email-change/cancel', { token: changedNotice })).statusCode).toBe(
      400,
    );
  });

  it('the way back ends after a week, and cannot take an address someone else took meanwhile', async () => {
    const late = await runner();
    const moved = uniqueEmail('moved');
    expect((await askChange(late, { email: moved, currentPassword: PASSWORD })).statusCode).toBe(200);
    const { token: confirmLate } = await linkToken(moved, 'confirm-email-change');
    expect((await post(t.app, '/api/users/email-change/confirm', { token: confirmLate })).statusCode).toBe(
      200,
    );
    const { token: lateBack } = await linkToken(late.email, 'cancel-email-change');
    clock += 7 * 24 * HOUR;
    const expired = await post(t.app, '/api/users/email-change/cancel', { token: lateBack });
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired).message).toBe(english(emailChangeMessages.invalidLink));
    expect(await emailOf(late.id)).toBe(moved);

    const me = await runner();
    const next = uniqueEmail('next');
    expect((await askChange(me, { email: next, currentPassword: PASSWORD })).statusCode).toBe(200);
    const { token } = await linkToken(next, 'confirm-email-change');
    expect((await post(t.app, '/api/users/email-change/confirm', { token })).statusCode).toBe(200);
    const { token: meBack } = await linkToken(me.email, 'cancel-email-change');
    await activeRunner(t.app, { email: me.email });
    const taken = await post(t.app, '/api/users/email-change/cancel', { token: meBack });
    expect(taken.statusCode).toBe(409);
    expect(await emailOf(me.id)).toBe(next);
  });

  it('expires the link after its hours; a newer request replaces an older one', async () => {
    const me = await runner();
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    expect((await askChange(me, { email: first, currentPassword: PASSWORD })).statusCode).toBe(200);
    const { token: firstToken } = await linkToken(first, 'confirm-email-change');
    expect((await askChange(me, { email: second, currentPassword: PASSWORD })).statusCode).toBe(200);
    const { token: secondToken } = await linkToken(second, 'confirm-email-change');
    expect((await post(t.app, '/api/users/email-change/confirm', { token: firstToken })).statusCode).toBe(
      400,
    );

    clock += EMAIL_CHANGE_TOKEN_HOURS * HOUR;
    expect((await post(t.app, '/api/users/email-change/confirm', { token: secondToken })).statusCode).toBe(
      400,
    );
    expect(await emailOf(me.id)).toBe(me.email);
  });

  it("cannot take an address that is someone's: 409, at the request and at the link", async () => {
    const me = await runner();
    const other = await runner();
    const taken = await askChange(me, { email: other.email.toUpperCase(), currentPassword: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe(english(emailChangeMessages.taken));

    // Free when asked, taken by a sign-up before the link is followed.
    const wanted = uniqueEmail('wanted');
    expect((await askChange(me, { email: wanted, currentPassword: PASSWORD })).statusCode).toBe(200);
    const { token } = await linkToken(wanted, 'confirm-email-change');
    await activeRunner(t.app, { email: wanted });
    expect((await post(t.app, '/api/users/email-change/confirm', { token })).statusCode).toBe(409);
    expect(await emailOf(me.id)).toBe(me.email);
  });

  it('is limited per account (and per IP, as sign-up)', async () => {
    const me = await runner();
    const { max } = AUTH_LIMITS.emailChangePerAccount;
    for (let i = 0; i < max; i++) {
      const ip = `198.51.100.${i + 1}`;
      expect(
        (await askChange(me, { email: uniqueEmail('x'), currentPassword: 'guess' }, ip)).statusCode,
      ).toBe(403);
    }
    const limited = await askChange(
      me,
      { email: uniqueEmail('x'), currentPassword: PASSWORD },
      '198.51.100.99',
    );
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).message).toBe(english(emailChangeMessages.tooMany));
    // Other profile changes are not limited.
    expect((await askChange(me, { name: 'Still Editable' }, '198.51.100.99')).statusCode).toBe(200);
  });

  it('refuses a malformed token with a 400 naming it', async () => {
    const response = await post(t.app, '/api/users/email-change/confirm', { token: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ token: english(emailChangeMessages.invalidLink) });
  });

  // Whoever knew the password could have asked for the change; the owner's answer (a new password) must end it.
  it('a password reset or change drops a pending change: its link no longer confirms', async () => {
    const byReset = await runner();
    const thief = uniqueEmail('thief');
    expect((await askChange(byReset, { email: thief, currentPassword: PASSWORD })).statusCode).toBe(200);
    const { token: stolen } = await linkToken(thief, 'confirm-email-change');
    const askReset = await post(t.app, '/api/auth/password-reset', { email: byReset.email });
    expect(askReset.statusCode).toBe(202);
    const { token: reset } = await linkToken(byReset.email, 'reset-password');
    const newPassword = 'the owner took it back';
    expect(
      (await post(t.app, '/api/auth/password-reset/confirm', { token: reset, password: newPassword }))
        .statusCode,
    ).toBe(204);
    expect((await post(t.app, '/api/users/email-change/confirm', { token: stolen })).statusCode).toBe(400);
    expect(await emailOf(byReset.id)).toBe(byReset.email);

    const byChange = await runner();
    const thief2 = uniqueEmail('thief');
    expect((await askChange(byChange, { email: thief2, currentPassword: PASSWORD })).statusCode).toBe(200);
    const { token: stolen2 } = await linkToken(thief2, 'confirm-email-change');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/me/password',
      payload: { currentPassword: PASSWORD, newPassword },
      headers: byChange.headers,
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await post(t.app, '/api/users/email-change/confirm', { token: stolen2 })).statusCode).toBe(400);
    expect(await emailOf(byChange.id)).toBe(byChange.email);
    expect(await t.db.select().from(emailChanges).where(eq(emailChanges.userId, byChange.id))).toEqual([]);
  });

  // People move address when they lose the old mailbox: a reset link sent there must not outlive the move.
  it('a confirmed change spends the reset links mailed to the old address', async () => {
    const me = await runner();
    expect((await post(t.app, '/api/auth/password-reset', { email: me.email })).statusCode).toBe(202);
    const { token: reset } = await linkToken(me.email, 'reset-password');
    const moved = uniqueEmail('moved');
    expect((await askChange(me, { email: moved, currentPassword: PASSWORD })).statusCode).toBe(200);
    const { token } = await linkToken(moved, 'confirm-email-change');
    expect((await post(t.app, '/api/users/email-change/confirm', { token })).statusCode).toBe(200);

    const refused = await post(t.app, '/api/auth/password-reset/confirm', {
      token: reset,
      password: 'taken over!',
    });
    expect(refused.statusCode).toBe(400);
    expect((await post(t.app, '/api/auth/login', { email: moved, password: PASSWORD })).statusCode).toBe(200);
  });
});
