// Both participants exports, a run's and the host's whole list, read by a real CSV parser: the same columns,
// the same local date-times and the same translated status words, in English and Spanish.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHost, insertRegistration, insertRun, insertSession, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addRunGroups } from '../runs/run-groups';
import { findRunGroups } from '../runs/run-groups.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

async function download(url: string, hostId: string) {
  const response = await t.app.inject({
    url,
    headers: { authorization: `Bearer ${await insertSession(t.db, hostId)}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  const rows: unknown = parse(response.rawPayload.toString('utf8'), { bom: true });
  expect(Array.isArray(rows)).toBe(true);
  return rows as string[][];
}

describe.each([
  ['en', { confirmed: 'Confirmed', waitlisted: 'Waitlisted', group: 'Group' }],
  ['es', { confirmed: 'Confirmado', waitlisted: 'En lista de espera', group: 'Grupo' }],
] as const)('the participants CSVs in %s', (language, words) => {
  it('have the same columns, local date-times and status words', async () => {
    const host = await insertHost(t.db, { language });
    // A New York run: its times are written on New York's clock in both files.
    const run = await insertRun(t.db, host.id, {
      title: 'Hudson, "River" Loop',
      startsAt: new Date('2030-07-04T11:30:00Z'),
      timezone: 'America/New_York',
      maxParticipants: 1,
    });
    const ana = await insertUser(t.db, { name: 'Ana', email: `ana-${language}@x.test` });
    const ben = await insertUser(t.db, { name: 'Ben', email: `ben-${language}@x.test` });
    await insertRegistration(t.db, run.id, ana, { createdAt: new Date('2030-07-01T02:15:00Z') });
    await insertRegistration(t.db, run.id, ben, {
      createdAt: new Date('2030-07-01T03:00:00Z'),
      status: 'waitlisted',
    });

    const one = await download(`/api/events/${run.id}/participants.csv`, host.id);
    const all = await download('/api/business/participants.csv', host.id);

    expect(one[0]).toEqual(all[0]);
    expect(one[0]).toHaveLength(7);
    const byName = (rows: string[][]): Record<string, string[]> =>
      Object.fromEntries(rows.slice(1).map((row): [string, string[]] => [row[2] ?? '', row]));
    expect(byName(all)).toEqual(byName(one));

    const [, anaRow, benRow] = one;
    expect(anaRow).toEqual([
      'Hudson, "River" Loop',
      '2030-07-04 07:30',
      'Ana',
      `ana-${language}@x.test`,
      '6:00 min/km',
      '2030-06-30 22:15',
      words.confirmed,
    ]);
    expect(benRow?.[6]).toBe(words.waitlisted);
    for (const row of [...one.slice(1), ...all.slice(1)]) {
      expect(row[1]).toMatch(LOCAL_DATE_TIME);
      expect(row[5]).toMatch(LOCAL_DATE_TIME);
    }
  });

  it("have the Group column once a host's run has pace groups, empty for a runner in none", async () => {
    const host = await insertHost(t.db, { language });
    const startsAt = new Date('2030-07-11T18:00:00Z');
    const grouped = await insertRun(t.db, host.id, { title: 'Intervals', startsAt, maxParticipants: 10 });
    await addRunGroups(t.db, grouped.id, [
      {
        position: 0,
        name: 'Steady',
        paceSecondsPerKm: 360,
        distanceKm: null,
        maxParticipants: 5,
        leader: null,
      },
      {
        position: 1,
        name: 'Fast',
        paceSecondsPerKm: 270,
        distanceKm: null,
        maxParticipants: 5,
        leader: null,
      },
    ]);
    const fast = (await findRunGroups(t.db, grouped.id)).find((group) => group.name === 'Fast');
    const plain = await insertRun(t.db, host.id, { title: 'Easy 5K', startsAt });
    const ana = await insertUser(t.db, { name: 'Ana' });
    const ben = await insertUser(t.db, { name: 'Ben' });
    await insertRegistration(t.db, grouped.id, ana, { groupId: fast?.id });
    await insertRegistration(t.db, plain.id, ben);

    const one = await download(`/api/events/${grouped.id}/participants.csv`, host.id);
    const all = await download('/api/business/participants.csv', host.id);

    expect(all[0]?.[3]).toBe(words.group);
    expect(all[0]).toEqual(one[0]);
    const groupOf = (rows: string[][]) =>
      Object.fromEntries(rows.slice(1).map((row): [string, string] => [row[2] ?? '', row[3] ?? '']));
    expect(groupOf(all)).toEqual({ Ana: 'Fast', Ben: '' });
    expect(groupOf(one)).toEqual({ Ana: 'Fast' });
  });
});
