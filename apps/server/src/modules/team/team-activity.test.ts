import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHost, insertRun, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { latestTeamActivity, noteTeamActivity } from './team.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = (minute: number) => new Date(Date.UTC(2030, 4, 7, 18, minute));

describe('the dashboard’s team activity', () => {
  it('keeps one line while the same person does the same thing to the same run, and moves it to the latest time', async () => {
    const business = await insertHost(t.db);
    const mia = await insertUser(t.db, { name: 'Mia' });
    const leo = await insertUser(t.db, { name: 'Leo' });
    const tuesday = await insertRun(t.db, business.id, { title: 'Tuesday Intervals', startsAt: at(0) });
    const thursday = await insertRun(t.db, business.id, { title: 'Thursday Tempo', startsAt: at(0) });
    const note = (who: typeof mia, action: 'checked-in' | 'edited', run: typeof tuesday, minute: number) =>
      noteTeamActivity(t.db, who, business.id, action, run, at(minute));

    // Twenty runners checked in, one after another.
    for (let minute = 0; minute < 20; minute++) await note(mia, 'checked-in', tuesday, minute);
    await note(leo, 'checked-in', tuesday, 21); // someone else
    await note(leo, 'edited', tuesday, 22); // something else
    await note(leo, 'edited', thursday, 23); // another run
    await note(leo, 'edited', thursday, 24);
    await note(leo, 'edited', thursday, 24 + 30); // half an hour later: a new line

    const lines = (await latestTeamActivity(t.db, business.id)).map(
      (a) => `${a.actorName} ${a.action} ${a.runTitle} ${a.at.slice(11, 16)}`,
    );
    expect(lines).toEqual([
      'Leo edited Thursday Tempo 18:54',
      'Leo edited Thursday Tempo 18:24',
      'Leo edited Tuesday Intervals 18:22',
      'Leo checked-in Tuesday Intervals 18:21',
      'Mia checked-in Tuesday Intervals 18:19',
    ]);
  });
});
