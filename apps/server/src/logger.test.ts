// The access log keeps no secret that travels in a URL: feed tokens, unsubscribe tokens, check-in codes and
// the tokens of e-mailed links are masked before a line is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskSecretsInUrl } from './logger';
import { createTestApp, type TestApp } from './test/test-app';

describe('maskSecretsInUrl', () => {
  it('masks secret path segments and query values, and leaves the rest as it was', () => {
    expect(maskSecretsInUrl('/api/calendar/AbC_12-xyz.ics')).toBe('/api/calendar/***.ics');
    expect(maskSecretsInUrl('/api/calendar/AbC_12-xyz.ics?x=1')).toBe('/api/calendar/***.ics?x=1');
    expect(maskSecretsInUrl('/api/follows/unsubscribe/tok123')).toBe('/api/follows/unsubscribe/***');
    expect(maskSecretsInUrl('/api/reminders/unsubscribe/tok123?lang=es')).toBe(
      '/api/reminders/unsubscribe/***?lang=es',
    );
    expect(maskSecretsInUrl('/api/spots/give-up/621.uT8Hz1cw')).toBe('/api/spots/give-up/***');
    expect(maskSecretsInUrl('/api/spots/claim/621.uT8Hz1cw?lang=es')).toBe('/api/spots/claim/***?lang=es');
    expect(maskSecretsInUrl('/api/spots/still-coming/yes/621.uT8Hz1cw')).toBe(
      '/api/spots/still-coming/yes/***',
    );
    expect(maskSecretsInUrl('/runs/7/check-in?code=7.123.abc&utm=qr')).toBe(
      '/runs/7/check-in?code=***&utm=qr',
    );
    expect(maskSecretsInUrl('/verify-email?TOKEN=abc')).toBe('/verify-email?TOKEN=***');
    expect(maskSecretsInUrl('/confirm-email?t=1&%74oken=abc')).toBe('/confirm-email?t=1&%74oken=***');
    expect(maskSecretsInUrl('/api/events?date=2030-01-01&cursor=abc')).toBe(
      '/api/events?date=2030-01-01&cursor=abc',
    );
    expect(maskSecretsInUrl('/api/businesses/42/calendar.ics')).toBe('/api/businesses/42/calendar.ics');
  });
});

describe('the access log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it('writes the requests it serves with their secrets masked', async () => {
    const secrets = [
      'feedSecretAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'unsubSecretBBBB',
      'remindSecretCCCC',
      '654.spotSecretFFFF',
    ];
    const code = '7.1906398800.checkInSecretDDDDDDDDDDD';
    for (const url of [
      `/api/calendar/${secrets[0]}.ics`,
      `/api/follows/unsubscribe/${secrets[1]}`,
      `/api/reminders/unsubscribe/${secrets[2]}`,
      `/runs/7/check-in?code=${encodeURIComponent(code)}`,
      '/verify-email?token=verifySecretEEEE',
      `/api/auth/password-reset/check?token=${'resetSecret'.padEnd(64, 'G')}`,
      `/api/spots/give-up/${secrets[3]}`,
      `/api/spots/still-coming/no/${secrets[3]}`,
    ]) {
      await t.app.inject({ url });
    }
    const log = lines.join('');
    const urls = lines.flatMap((line) => {
      const entry = JSON.parse(line) as { req?: { url?: string } };
      return entry.req?.url ? [entry.req.url] : [];
    });
    expect(urls).toEqual([
      '/api/calendar/***.ics',
      '/api/follows/unsubscribe/***',
      '/api/reminders/unsubscribe/***',
      '/runs/7/check-in?code=***',
      '/verify-email?token=***',
      '/api/auth/password-reset/check?token=***',
      '/api/spots/give-up/***',
      '/api/spots/still-coming/no/***',
    ]);
    for (const secret of [...secrets, 'checkInSecret', 'verifySecret', 'resetSecret'])
      expect(log).not.toContain(secret);
  });
});
