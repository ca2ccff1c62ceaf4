// A run with pace groups is described by its groups' paces wherever its pace is written, never by the pace its
// form kept, which is shown nowhere (docs/decisions/052): the page's description, the share card, the followers'
// digest and the registration e-mail.
import { dateKeyInZone } from '@runtogether/shared/dates/date.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRunners } from '../../test/crowd';
import { outbox } from '../../test/accounts';
import { insertHost, insertSession } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { followDigestEmail } from '../follows/follow-digest-email';
import { runDescription } from '../pages/page-head';
import { runCardAlt, runCardInputs } from '../share-cards/run-card';

let t: TestApp;
let grouped: Run;
let plain: Run;
beforeAll(async () => {
  t = await createTestApp();
  const host = { authorization: `Bearer ${await insertSession(t.db, (await insertHost(t.db)).id)}` };
  const input = {
    title: 'Tuesday club run',
    description: 'Two pace groups around the park.',
    date: dateKeyInZone(new Date(Date.now() + 7 * 86_400_000), 'Europe/Madrid'),
    time: '19:00',
    timezone: 'Europe/Madrid',
    location: 'Retiro Park',
    address: 'Puerta de Alcalá, Madrid',
    distance: 10,
    // The form's default, kept on the run but none of its groups' paces.
    pace: 6,
    maxParticipants: 20,
  };
  const create = async (body: object) =>
    (await t.app.inject({ method: 'POST', url: '/api/events', headers: host, payload: body })).json<Run>();
  grouped = await create({
    ...input,
    groups: [
      { name: 'Fast', pace: 4.75, maxParticipants: 5 },
      { name: 'Steady', pace: 5.5, maxParticipants: 5 },
    ],
  });
  plain = await create(input);
});
afterAll(() => t.close());

describe("a run with pace groups is described by its groups' paces", () => {
  it("in the page's description and on its share card", () => {
    expect(runDescription(grouped, 'en')).toContain('10 km at 4:45–5:30 min/km');
    expect(runCardAlt(runCardInputs(grouped))).toContain('10 km at 4:45–5:30 min/km');
    // A run without groups is described as before, and its card keeps its key.
    expect(runDescription(plain, 'en')).toContain('10 km at 6:00 min/km');
    expect(runCardAlt(runCardInputs(plain))).toContain('10 km at 6:00 min/km');
    expect(runCardInputs(plain)).not.toHaveProperty('groupPaces');
  });

  it("in the followers' digest", () => {
    const mail = followDigestEmail({
      to: { email: 'runner@example.test', name: 'Ana', language: 'en' },
      host: { id: grouped.hostId, name: grouped.hostName },
      runs: [grouped],
      total: 1,
      unsubscribeToken: 'token',
      publicUrl: 'http://localhost',
    });
    expect(mail.text).toContain('10 km at 4:45–5:30 min/km');
    expect(mail.text).not.toContain('6:00');
  });

  it("in the registration e-mail, at the runner's own group's pace", async () => {
    const [runner] = await insertRunners(t.db, 1);
    const steady = grouped.groups.find((group) => group.name === 'Steady');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/events/${grouped.id}/registrations`,
      headers: runner!.auth,
      payload: { name: 'Ana', email: runner!.email, pace: 6, groupId: steady!.id },
    });
    expect(response.statusCode, response.body).toBe(201);
    const mail = (await outbox(t.db)).filter((m) => m.toAddress === runner!.email).at(-1);
    expect(mail?.textBody).toContain('Run: 10 km at 5:30 min/km, hosted by');
    expect(mail?.textBody).toContain('Pace group: Steady, 5:30 min/km');
    expect(mail?.textBody).not.toContain('6:00 min/km');
  });
});
