// The per-account lock-out spares its owner (docs/decisions/047): a browser that signed in to the account before
// carries a signed device cookie that passes the account's limit (never the IP's), and the owner is e-mailed
// when the lock trips.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activeRunner, outbox, PASSWORD } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUTH_LIMITS } from './auth.limits';
import { DEVICE_COOKIE, DEVICE_LIFETIME_MS } from './device-cookie';

const DAY = 86_400_000;
let clock = Date.parse('2031-05-01T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
beforeEach(() => {
  clock = Date.parse('2031-05-01T08:00:00Z');
});

let ipSequence = 0;
/** A fresh IP per call unless given: only the per-account limit is in play. */
const login = (email: string, password: string, { cookie = '', ip = '' } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip || `198.18.${Math.floor(++ipSequence / 250)}.${(ipSequence % 250) + 1}`,
    headers: cookie ? { cookie } : {},
  });

/** Signs the owner in once from their phone; answers the phone's device cookie header. */
async function ownersPhone(email: string) {
  const response = await login(email, PASSWORD);
  expect(response.statusCode).toBe(200);
  const device = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
  expect(device?.maxAge).toBe(DEVICE_LIFETIME_MS / 1000);
  return `${DEVICE_COOKIE}=${device?.value ?? ''}`;
}

async function lockOut(email: string) {
  for (let i = 0; i < AUTH_LIMITS.loginFailuresPerAccount.max; i++) {
    expect((await login(email, `guess ${i}`)).statusCode).toBe(401);
  }
}

const lockOutMails = async (email: string) =>
  (await outbox(t.db)).filter((mail) => mail.toAddress === email && /paused/i.test(mail.subject));

describe('the per-account lock-out', () => {
  it("keeps strangers out but lets the owner's known device in, and e-mails the owner once", async () => {
    const { email } = await activeRunner(t.app);
    const phone = await ownersPhone(email);
    await lockOut(email);

    // A stranger with the right password, from a browser that never signed in here: locked.
    const stranger = await login(email, PASSWORD);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // The owner's phone passes.
    expect((await login(email, PASSWORD, { cookie: phone })).statusCode).toBe(200);
    // A wrong password from the owner's phone is still just wrong.
    expect((await login(email, 'not it', { cookie: phone })).statusCode).toBe(401);

    const mails = await lockOutMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain(`${AUTH_LIMITS.loginFailuresPerAccount.max} times`);
    expect(mails[0]?.textBody).toContain(`${t.config.publicUrl}/login`);
  });

  it("refuses another account's device cookie, a tampered one and one past its lifetime", async () => {
    const owner = await activeRunner(t.app);
    const other = await activeRunner(t.app);
    const phone = await ownersPhone(owner.email);
    const othersPhone = await ownersPhone(other.email);
    await lockOut(owner.email);

    expect((await login(owner.email, PASSWORD, { cookie: othersPhone })).statusCode).toBe(429);
    const tampered = phone.replace(/.(?=$)/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await login(owner.email, PASSWORD, { cookie: tampered })).statusCode).toBe(429);
    const forged = phone.replace(/\.(\d+)\./, (_m, seconds: string) => `.${Number(seconds) + 1}.`);
    expect((await login(owner.email, PASSWORD, { cookie: forged })).statusCode).toBe(429);

    clock += DEVICE_LIFETIME_MS + DAY;
    expect((await login(owner.email, PASSWORD, { cookie: phone })).statusCode).toBe(429);
  });

  it('remembers several accounts on one browser', async () => {
    const first = await activeRunner(t.app);
    const second = await activeRunner(t.app);
    const afterFirst = await ownersPhone(first.email);
    const both = await login(second.email, PASSWORD, { cookie: afterFirst });
    const device = both.cookies.find((c) => c.name === DEVICE_COOKIE);
    const cookie = `${DEVICE_COOKIE}=${device?.value ?? ''}`;
    await lockOut(first.email);
    await lockOut(second.email);
    expect((await login(first.email, PASSWORD, { cookie })).statusCode).toBe(200);
    expect((await login(second.email, PASSWORD, { cookie })).statusCode).toBe(200);
  });

  it("never passes the per-IP limit, not even for the owner's device", async () => {
    const { email } = await activeRunner(t.app);
    const phone = await ownersPhone(email);
    const ip = '203.0.113.77';
    for (let i = 0; i < AUTH_LIMITS.loginFailuresPerIp.max; i++) {
      expect((await login(`nobody${i}@example.test`, PASSWORD, { ip })).statusCode).toBe(401);
    }
    expect((await login(email, PASSWORD, { cookie: phone, ip })).statusCode).toBe(429);
  });
});
