// Every link of a mail opens its page in the mail's language, whoever's browser follows it: the recipient is
// often not signed in there (a webmail, another phone), and the one-click links never read a session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, post, runnerSignup, uniqueEmail } from '../../test/accounts';
import { insertHost, insertRun, insertSession, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailTo = async (email: string) => (await outbox(t.db)).filter((m) => m.toAddress === email).at(-1);

/** The links of a mail's text and HTML to the app: its pages and its one-click links. */
function pageLinks(body: string): string[] {
  const links = body.match(/https?:\/\/[^\s"<>]+/g) ?? [];
  return links
    .map((link) => link.replaceAll('&amp;', '&'))
    .filter((link) => link.startsWith(t.config.publicUrl));
}

async function register(runId: number, runner: { id: string; email: string }) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/events/${runId}/registrations`,
    headers: { authorization: `Bearer ${await insertSession(t.db, runner.id)}` },
    payload: { name: 'Lucía', email: runner.email, pace: 5.5 },
  });
  expect(response.statusCode, response.body).toBe(201);
}

function expectAllIn(mail: { textBody: string; htmlBody: string | null } | undefined, lang: string) {
  const links = [...pageLinks(mail?.textBody ?? ''), ...pageLinks(mail?.htmlBody ?? '')];
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(new URL(link).searchParams.get('lang'), link).toBe(lang);
}

describe('links in a mail name its language', () => {
  it('the verification link of a sign-up made in Spanish', async () => {
    const email = uniqueEmail('es-signup');
    const response = await post(t.app, '/api/auth/signup', runnerSignup({ email }), {
      'accept-language': 'es-ES,es;q=0.9',
    });
    expect(response.statusCode, response.body).toBe(201);
    const mail = await mailTo(email);
    expect(mail?.subject).toBe('Confirma tu cuenta de RunTogether');
    expectAllIn(mail, 'es');
    // The token still reads as before.
    expect(mail?.textBody).toMatch(/\/verify-email\?token=[0-9a-f]{64}&lang=es/);
  });

  it("a password reset in the account's language, not the asking browser's", async () => {
    const user = await insertUser(t.db, { language: 'es', email: uniqueEmail('es-reset') });
    const response = await post(
      t.app,
      '/api/auth/password-reset',
      { email: user.email },
      { 'accept-language': 'en-US' },
    );
    expect(response.statusCode, response.body).toBeLessThan(300);
    expectAllIn(await mailTo(user.email), 'es');
  });

  it("the run's page in a registration's confirmation, English too", async () => {
    const host = await insertHost(t.db);
    const run = await insertRun(t.db, host.id, { startsAt: new Date('2099-11-28T08:00:00Z') });
    for (const language of ['es', 'en'] as const) {
      const runner = await insertUser(t.db, { language, email: uniqueEmail(`reg-${language}`) });
      await register(run.id, runner);
      const mail = await mailTo(runner.email);
      expect(mail?.textBody).toContain(`${t.config.publicUrl}/runs/${run.id}?lang=${language}`);
      expectAllIn(mail, language);
    }
  });

  it("opens a Spanish mail's give-up link in Spanish in an English browser, and answers its button in Spanish", async () => {
    const host = await insertHost(t.db);
    const run = await insertRun(t.db, host.id, { startsAt: new Date('2099-11-28T08:00:00Z') });
    const runner = await insertUser(t.db, { language: 'es', email: uniqueEmail('give-up-es') });
    await register(run.id, runner);
    const link = /https?:\/\/\S+\/api\/spots\/give-up\/\S+/.exec(
      (await mailTo(runner.email))?.textBody ?? '',
    )?.[0];
    const browser = { accept: 'text/html', 'accept-language': 'en-US,en;q=0.9' };
    const asked = await t.app.inject({
      url: new URL(link ?? '').pathname + new URL(link ?? '').search,
      headers: browser,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.body).toContain('<html lang="es">');
    const action = /<form method="post" action="([^"]+)"/.exec(asked.body)?.[1]?.replaceAll('&amp;', '&');
    expect(action).toMatch(/lang=es$/);
    const answered = await t.app.inject({
      method: 'POST',
      url: action ?? '',
      headers: { ...browser, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.body).toContain('<html lang="es">');
  });
});
