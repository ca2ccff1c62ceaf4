// Sign-up questions, the waiver and the emergency contact, over HTTP on the real database (docs/decisions/055).
import type { Answer, RunQuestion } from '@runtogether/shared/registrations/questions.schemas';
import type {
  MyRegistration,
  ParticipantsResponse,
} from '@runtogether/shared/registrations/registration.schemas';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import type { User } from '@runtogether/shared/users/user.schemas';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHost, insertRun, insertSession, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { upsertMember } from '../team/team.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const START = new Date('2031-06-01T07:00:00Z');
const WAIVER = 'I run at my own risk and I am fit to run 10 km.';

async function as(user: { id: string }) {
  return { authorization: `Bearer ${await insertSession(t.db, user.id)}` };
}
type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;

const QUESTIONS = [
  { kind: 'text', label: 'Any injuries?', required: false },
  { kind: 'choice', label: 'T-shirt size', options: ['S', 'M', 'L'], required: true },
  { kind: 'consent', label: 'Club waiver', text: WAIVER, required: true },
];

/** A run whose host added the three questions through the API; answers its questions with their ids. */
async function runWithQuestions(extra: object = {}) {
  const host = await insertHost(t.db);
  const run = await insertRun(t.db, host.id, { startsAt: START });
  const asHost = await as(host);
  const patched = await call('PATCH', `/api/events/${run.id}`, asHost, { questions: QUESTIONS, ...extra });
  expect(patched.statusCode, patched.body).toBe(200);
  const questions = patched.json<Run>().questions;
  const [injuries, size, waiver] = questions as [RunQuestion, RunQuestion, RunQuestion];
  return { host, run, asHost, questions, injuries, size, waiver };
}

const registerBody = (answers?: object, extra: object = {}) => ({
  name: 'Ana Runner',
  email: 'ana@example.com',
  pace: 6,
  ...(answers ? { answers } : {}),
  ...extra,
});

describe("a run's questions", () => {
  it('are saved with an id each, shown on the run, and kept by id when the host edits them', async () => {
    const { run, asHost, questions } = await runWithQuestions();
    expect(questions.map((q) => [q.kind, q.label, q.required])).toEqual([
      ['text', 'Any injuries?', false],
      ['choice', 'T-shirt size', true],
      ['consent', 'Club waiver', true],
    ]);
    expect(new Set(questions.map((q) => q.id)).size).toBe(3);
    expect(questions[2]?.text).toBe(WAIVER);
    const shown = (await call('GET', `/api/events/${run.id}`)).json<Run>();
    expect(shown.questions).toEqual(questions);
    // Sending the ids back keeps them; a question without one gets a new id.
    const edited = await call('PATCH', `/api/events/${run.id}`, asHost, {
      questions: [...questions, { kind: 'text', label: 'Club member number', required: false }],
    });
    const after = edited.json<Run>().questions;
    expect(after.slice(0, 3).map((q) => q.id)).toEqual(questions.map((q) => q.id));
    expect(after[3]?.id).not.toBe('');
  });

  it('refuses more than 5, a choice without options and a consent without its text, naming the field', async () => {
    const { run, asHost } = await runWithQuestions();
    const six = Array.from({ length: 6 }, (_, i) => ({ kind: 'text', label: `Q${i}`, required: false }));
    const tooMany = await call('PATCH', `/api/events/${run.id}`, asHost, { questions: six });
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).fields).toEqual({ questions: 'A run can ask at most 5 questions.' });
    const noOptions = await call('PATCH', `/api/events/${run.id}`, asHost, {
      questions: [{ kind: 'choice', label: 'Size', options: ['S'], required: true }],
    });
    expect(noOptions.statusCode).toBe(400);
    expect(Object.keys(errorOf(noOptions).fields ?? {})).toEqual(['questions.0.options']);
    const noWaiver = await call('PATCH', `/api/events/${run.id}`, asHost, {
      questions: [{ kind: 'consent', label: 'Waiver', required: true }],
    });
    expect(errorOf(noWaiver).fields).toEqual({
      'questions.0.text': 'A waiver needs its text, up to 5,000 characters.',
    });
    const long = await call('PATCH', `/api/events/${run.id}`, asHost, {
      questions: [{ kind: 'consent', label: 'Waiver', text: 'x'.repeat(5001), required: true }],
    });
    expect(long.statusCode).toBe(400);
  });

  it('refuses two questions with the same label, which the runner and the CSV could not tell apart', async () => {
    const { run, asHost, questions } = await runWithQuestions();
    const twice = await call('PATCH', `/api/events/${run.id}`, asHost, {
      questions: [
        { kind: 'text', label: 'Shoe size?', required: false },
        { kind: 'text', label: ' shoe SIZE? ', required: true },
      ],
    });
    expect(twice.statusCode, twice.body).toBe(400);
    expect(errorOf(twice).fields).toEqual({ 'questions.1.label': 'Each question needs its own label.' });
    const after = await call('GET', `/api/events/${run.id}`);
    expect(after.json<Run>().questions).toEqual(questions);
  });
});

describe('registering answers the questions', () => {
  it('answers 400 naming a required question left out and a required consent not true, and saves nothing', async () => {
    const { run, size, waiver } = await runWithQuestions();
    const runner = await insertUser(t.db);
    const headers = await as(runner);
    const url = `/api/events/${run.id}/registrations`;
    const missing = await call('POST', url, headers, registerBody({ [waiver.id]: false }));
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toEqual({
      [`answers.${size.id}`]: 'Please answer “T-shirt size”.',
      [`answers.${waiver.id}`]: 'Please accept “Club waiver” to join this run.',
    });
    expect(errorOf(missing).message).toContain('T-shirt size');
    const wrongChoice = await call(
      'POST',
      url,
      headers,
      registerBody({ [size.id]: 'XXL', [waiver.id]: true }),
    );
    expect(errorOf(wrongChoice).fields).toEqual({
      [`answers.${size.id}`]: 'Please choose one of the answers to “T-shirt size”.',
    });
    const mine = await call('GET', `/api/events/${run.id}/registrations/me`, headers);
    expect(mine.json()).toEqual({ registration: null });
  });

  it('keeps the waiver text accepted and its time when the host edits the text later', async () => {
    const { run, asHost, questions, injuries, size, waiver } = await runWithQuestions();
    const runner = await insertUser(t.db, { name: 'Ana' });
    const headers = await as(runner);
    const before = Date.now();
    const registered = await call(
      'POST',
      `/api/events/${run.id}/registrations`,
      headers,
      registerBody({ [size.id]: 'M', [waiver.id]: true, [injuries.id]: '  ', unknown: 'dropped' }),
    );
    expect(registered.statusCode, registered.body).toBe(201);
    const answers = registered.json<MyRegistration>().answers ?? [];
    expect(answers.map((a) => [a.label, a.value, a.text])).toEqual([
      ['T-shirt size', 'M', undefined],
      ['Club waiver', true, WAIVER],
    ]);
    const acceptedAt = answers[1]?.acceptedAt ?? '';
    expect(Date.parse(acceptedAt)).toBeGreaterThanOrEqual(before - 1000);

    const newText = 'A new waiver with other words.';
    await call('PATCH', `/api/events/${run.id}`, asHost, {
      questions: questions.map((q) => (q.id === waiver.id ? { ...q, text: newText } : q)),
    });
    expect((await call('GET', `/api/events/${run.id}`)).json<Run>().questions[2]?.text).toBe(newText);

    // My Runs: the runner's own answers, with the text as accepted.
    const myRuns = (await call('GET', '/api/registrations/me', headers)).json<{
      items: { registration: MyRegistration }[];
    }>();
    const kept = myRuns.items.find((item) => item.registration.runId === run.id)?.registration.answers;
    expect(kept?.find((a) => a.questionId === waiver.id)).toMatchObject({ text: WAIVER, acceptedAt });

    // The host's participants list has the answers; anyone else's has none.
    const hostList = (
      await call('GET', `/api/events/${run.id}/participants`, asHost)
    ).json<ParticipantsResponse>();
    const hostAnswers: Answer[] = hostList.participants[0]?.answers ?? [];
    expect(hostAnswers.map((a) => a.value)).toEqual(['M', true]);
    expect(hostAnswers[1]?.text).toBe(WAIVER);
    const otherList = (await call('GET', `/api/events/${run.id}/participants`)).json<ParticipantsResponse>();
    expect(otherList.participants[0]).not.toHaveProperty('answers');

    // The CSV: a column per question, after the usual ones.
    const csv = await call('GET', `/api/events/${run.id}/participants.csv`, asHost);
    const parsed: unknown = parse(csv.rawPayload.toString('utf8'), { bom: true });
    const rows = parsed as string[][];
    expect(rows[0]?.slice(-3)).toEqual(['Any injuries?', 'T-shirt size', 'Club waiver']);
    expect(rows[1]?.slice(-3, -1)).toEqual(['', 'M']);
    expect(rows[1]?.at(-1)).toMatch(/^Accepted \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});

describe("the run's team sees the answers (docs/product.md)", () => {
  it('shows a leader the answers on the participants list, without e-mail addresses or the CSV', async () => {
    const { host, run, size, waiver } = await runWithQuestions();
    const ana = await insertUser(t.db, { name: 'Ana Runner' });
    const registered = await call('POST', `/api/events/${run.id}/registrations`, await as(ana), {
      ...registerBody({ [size.id]: 'L', [waiver.id]: true }),
      email: ana.email,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const leo = await insertUser(t.db, { name: 'Leo Leader' });
    await upsertMember(t.db, host.id, leo.id, 'leader', new Date());
    const asLeo = await as(leo);

    const list = await call('GET', `/api/events/${run.id}/participants`, asLeo);
    expect(list.statusCode).toBe(200);
    const [row] = list.json<ParticipantsResponse>().participants;
    expect(row?.name).toBe('Ana Runner');
    expect(row?.answers?.map((a) => [a.label, a.value])).toEqual([
      ['T-shirt size', 'L'],
      ['Club waiver', true],
    ]);
    expect(row).not.toHaveProperty('email');
    expect((await call('GET', `/api/events/${run.id}/participants.csv`, asLeo)).statusCode).toBe(403);
    // A runner of another business's team still sees none.
    const other = await insertHost(t.db);
    const stranger = await insertUser(t.db, { name: 'Sam Stranger' });
    await upsertMember(t.db, other.id, stranger.id, 'leader', new Date());
    const strangers = await call('GET', `/api/events/${run.id}/participants`, await as(stranger));
    expect(strangers.json<ParticipantsResponse>().participants[0]).not.toHaveProperty('answers');
  });
});

describe('an emergency contact', () => {
  it('is set in Profile Settings and shown to its own account only', async () => {
    const runner = await insertUser(t.db);
    const headers = await as(runner);
    const contact = { name: 'Maria Runner', phone: '+34 600 111 222' };
    const patched = await call('PATCH', `/api/users/${runner.id}`, headers, { emergencyContact: contact });
    expect(patched.statusCode, patched.body).toBe(200);
    const me = (await call('GET', '/api/auth/me', headers)).json<{ user: User }>();
    expect(me.user.emergencyContact).toEqual(contact);
    const publicView = await call('GET', `/api/users/${runner.id}`);
    expect(publicView.body).not.toContain('600 111 222');
    const bad = await call('PATCH', `/api/users/${runner.id}`, headers, {
      emergencyContact: { name: 'M', phone: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {}).sort()).toEqual([
      'emergencyContact.name',
      'emergencyContact.phone',
    ]);
    await call('PATCH', `/api/users/${runner.id}`, headers, { emergencyContact: null });
    const cleared = (await call('GET', '/api/auth/me', headers)).json<{ user: User }>().user;
    expect(cleared).not.toHaveProperty('emergencyContact');
  });

  it('is required to register when the run asks for one; given in the dialog it is saved to the profile', async () => {
    const host = await insertHost(t.db);
    const run = await insertRun(t.db, host.id, { startsAt: START, requireEmergencyContact: true });
    const runner = await insertUser(t.db);
    const headers = await as(runner);
    const url = `/api/events/${run.id}/registrations`;
    const without = await call('POST', url, headers, registerBody());
    expect(without.statusCode).toBe(400);
    expect(errorOf(without).fields).toEqual({
      emergencyContact: 'This run requires an emergency contact. Add one to register.',
    });
    const contact = { name: 'Maria Runner', phone: '600111222' };
    const withOne = await call('POST', url, headers, registerBody(undefined, { emergencyContact: contact }));
    expect(withOne.statusCode, withOne.body).toBe(201);
    expect((await call('GET', '/api/auth/me', headers)).json<{ user: User }>().user.emergencyContact).toEqual(
      contact,
    );
    // Never in the public run, the participants or the CSV.
    const asHost = await as(host);
    for (const path of [
      `/api/events/${run.id}`,
      `/api/events/${run.id}/participants`,
      `/api/events/${run.id}/participants.csv`,
    ]) {
      const response = await call('GET', path, asHost);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('600111222');
    }
    // With the contact on the account already, the next run needs nothing more.
    const other = await insertRun(t.db, host.id, { startsAt: START, requireEmergencyContact: true });
    const again = await call('POST', `/api/events/${other.id}/registrations`, headers, registerBody());
    expect(again.statusCode).toBe(201);
  });
});
