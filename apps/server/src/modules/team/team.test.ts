// A host's team (docs/decisions/054): invitations by e-mail, accepting with the link's token, what a manager
// and a leader may do, and that a changed or ended membership counts from the very next request.
import type { Dashboard } from '@runtogether/shared/business/dashboard.schemas';
import type { ParticipantsResponse } from '@runtogether/shared/registrations/registration.schemas';
import type { RunList } from '@runtogether/shared/runs/run.schemas';
import type { Membership, Memberships, Team } from '@runtogether/shared/team/team.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeRunner,
  businessSignup,
  logIn,
  outbox,
  runnerSignup,
  type LoggedIn,
} from '../../test/accounts';
import { insertHost, insertRegistration, insertRun, insertSession, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { upsertMember } from './team.repository';
import { INVITATION_LIMITS } from './team.routes';

const DAY = 86_400_000;
const ADMIN_EMAIL = 'boss@example.test';
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
let clock = Date.now();
let t: TestApp;
let owner: LoggedIn;
let mia: LoggedIn;
let leo: LoggedIn;
let miaEmail: string;

async function signedUp(input: Record<string, unknown>) {
  await activeRunner(t.app, input);
  return logIn(t.app, input.email as string);
}

/** The person saves Spanish as the language of what they are sent. */
const choosesSpanish = (session: LoggedIn) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/me/language',
    headers: session.browser,
    payload: { language: 'es' },
  });

/** POST /api/business/team/invitations as `who`, the business owner unless told. */
const postInvitation = (email: string, role: string, who: LoggedIn = owner) =>
  t.app.inject({
    method: 'POST',
    url: '/api/business/team/invitations',
    headers: who.browser,
    payload: { email, role },
  });

/** The owner invites the address; answers the token of the link the e-mail carries. */
async function invite(email: string, role: 'manager' | 'leader') {
  const response = await postInvitation(email, role);
  expect(response.statusCode).toBe(201);
  const mail = (await outbox(t.db)).filter((m) => m.toAddress === email).at(-1);
  const token = mail && /\/team\/join\?token=([0-9a-f]{64})/.exec(mail.textBody)?.[1];
  if (!token) throw new Error(`no invitation link e-mailed to ${email}`);
  return token;
}

/** A valid new run ten days ahead. */
const runBody = (title: string, description: string) => ({
  title,
  description,
  date: new Date(clock + 10 * DAY).toISOString().slice(0, 10),
  time: '19:00',
  timezone: 'UTC',
  location: 'Retiro Park',
  address: 'Puerta de Alcalá, Madrid',
  distance: 8,
  pace: 5,
  maxParticipants: 20,
  tags: [],
});

const accept = (who: LoggedIn, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/team/invitations/accept',
    headers: who.browser,
    payload: { token },
  });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, config: { adminEmails: [ADMIN_EMAIL] } });
  const business = businessSignup();
  await signedUp(business);
  owner = await logIn(t.app, business.email);
  const miaInput = runnerSignup({ name: 'Mia' });
  miaEmail = miaInput.email;
  mia = await signedUp(miaInput);
  leo = await signedUp(runnerSignup({ name: 'Leo' }));
});
afterAll(() => t.close());

describe('invitations', () => {
  it('e-mails a link; the runner who accepts it is listed as a member, and the invitation is no longer pending', async () => {
    const token = await invite(miaEmail, 'manager');
    const before = await t.app.inject({ url: '/api/business/team', headers: owner.browser });
    expect(before.json<Team>().invitations.map((i) => [i.email, i.role])).toContainEqual([
      miaEmail.toLowerCase(),
      'manager',
    ]);

    // Anyone holding the link sees who invites them, as what, before signing in.
    const preview = await t.app.inject({ url: `/api/team/invitations/preview?token=${token}` });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      businessName: 'Retiro Running Co.',
      role: 'manager',
      expiresAt: new Date(clock + 7 * DAY).toISOString(),
    });

    const accepted = await accept(mia, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ businessId: owner.userId, role: 'manager' });

    const team = (await t.app.inject({ url: '/api/business/team', headers: owner.browser })).json<Team>();
    expect(team.members).toEqual([
      { userId: mia.userId, name: 'Mia', role: 'manager', since: expect.any(String) as string },
    ]);
    expect(team.invitations.some((i) => i.email === miaEmail.toLowerCase())).toBe(false);

    const memberships = await t.app.inject({ url: '/api/team/memberships', headers: mia.browser });
    expect(memberships.json<Memberships>().items).toEqual([
      { businessId: owner.userId, businessName: 'Retiro Running Co.', role: 'manager' },
    ]);
  });

  it('keeps one pending invitation per address, and a withdrawn one opens nothing', async () => {
    const address = 'Nina-Typo@example.test';
    const first = await invite(address, 'manager');
    const second = await invite(address.toUpperCase(), 'leader');
    const pending = async () =>
      (await t.app.inject({ url: '/api/business/team', headers: owner.browser }))
        .json<Team>()
        .invitations.filter((i) => i.email === address.toLowerCase());
    const [only, ...more] = await pending();
    expect(more).toEqual([]);
    expect(only).toMatchObject({ role: 'leader' });
    // The replaced link opens nothing.
    expect((await t.app.inject({ url: `/api/team/invitations/preview?token=${first}` })).statusCode).toBe(
      404,
    );

    const withdraw = (id: number, headers = owner.browser) =>
      t.app.inject({ method: 'DELETE', url: `/api/business/team/invitations/${id}`, headers });
    // Only the business's own account withdraws it.
    expect((await withdraw(only!.id, leo.browser)).statusCode).toBe(403);
    expect((await withdraw(only!.id)).statusCode).toBe(204);
    expect(await pending()).toEqual([]);
    expect((await t.app.inject({ url: `/api/team/invitations/preview?token=${second}` })).statusCode).toBe(
      404,
    );
    expect((await accept(mia, second)).statusCode).toBe(404);
    const again = await withdraw(only!.id);
    expect(again.statusCode).toBe(404);
    expect(again.json<ErrorBody>().error.message).toBe(
      'This invitation is no longer pending: it was accepted, withdrawn or never sent.',
    );
    // An id past PostgreSQL's integer names no invitation either: 404, not a server error.
    const tooBig = await withdraw(2_147_483_648);
    expect(tooBig.statusCode, tooBig.body).toBe(404);
    expect(tooBig.json<ErrorBody>().error.code).toBe('NOT_FOUND');
  });

  it("e-mails the invitation in the invitee's language when the address is an account's", async () => {
    const carla = runnerSignup({ name: 'Carla' });
    const session = await signedUp(carla);
    await choosesSpanish(session);
    await invite(carla.email, 'manager');
    await invite('nobody-yet@example.test', 'leader');
    const mailTo = async (address: string) =>
      (await outbox(t.db)).filter((m) => m.toAddress === address).at(-1);
    const spanish = await mailTo(carla.email);
    const english = await mailTo('nobody-yet@example.test');
    expect(spanish?.subject).toMatch(/equipo/);
    expect(english?.subject).toMatch(/team/);
    // Greeted as the other mails greet, without a name: the address may have no account.
    expect(spanish?.textBody.split('\n')[0]).toBe('Hola:');
    expect(spanish?.htmlBody).toContain('<p style="line-height:1.5">Hola:</p>');
    expect(english?.textBody.split('\n')[0]).toBe('Hello,');
    expect(english?.htmlBody).toContain('<p style="line-height:1.5">Hello,</p>');
  });

  it("refuses to invite the business's own address", async () => {
    const me = await t.app.inject({ url: '/api/auth/me', headers: owner.browser });
    const email = me.json<{ user: { email: string } }>().user.email;
    const response = await postInvitation(email.toUpperCase(), 'manager');
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.fields).toEqual({
      email: "That is your business's own address: invite the person who will act for it.",
    });
  });

  it("refuses another business's address, which could never accept, and keeps no invitation", async () => {
    const other = await insertHost(t.db, { email: 'other-shop@example.test' });
    const response = await postInvitation('Other-Shop@example.test', 'leader');
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.fields).toEqual({
      email:
        "That address is a business account's, and a business cannot join a team: invite the address of the person's runner account.",
    });
    expect((await outbox(t.db)).filter((m) => m.toAddress === other.email)).toEqual([]);
  });

  it('refuses a used token (409), a forged one (404) and one past its week (410)', async () => {
    const token = await invite('leo-used@example.test', 'leader');
    expect((await accept(leo, token)).statusCode).toBe(200);
    const used = await accept(leo, token);
    expect([used.statusCode, used.json<ErrorBody>().error.code]).toEqual([409, 'INVITATION_USED']);
    const preview = (token: string) => t.app.inject({ url: `/api/team/invitations/preview?token=${token}` });
    expect((await preview(token)).statusCode).toBe(409);

    const forged = await accept(leo, 'ab'.repeat(32));
    expect([forged.statusCode, forged.json<ErrorBody>().error.code]).toEqual([404, 'INVITATION_NOT_FOUND']);
    expect((await preview('ab'.repeat(32))).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/team/invitations/preview' })).statusCode).toBe(400);

    const late = await invite('late@example.test', 'manager');
    clock += 8 * DAY;
    try {
      expect((await preview(late)).statusCode).toBe(410);
      const expired = await accept(leo, late);
      expect([expired.statusCode, expired.json<ErrorBody>().error.code]).toEqual([410, 'INVITATION_EXPIRED']);
    } finally {
      clock -= 8 * DAY;
    }
  });

  it('answers 400 naming the field for a bad role or address, and 403 when a business tries to accept', async () => {
    const badRole = await postInvitation('x@example.test', 'owner');
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json<ErrorBody>().error.fields).toHaveProperty('role');
    const badEmail = await postInvitation('not an address', 'leader');
    expect(badEmail.json<ErrorBody>().error.fields).toHaveProperty('email');

    const token = await invite('for-a-business@example.test', 'leader');
    expect((await accept(owner, token)).statusCode).toBe(403);
    // A member cannot invite: the team is the owner's.
    const byMember = await postInvitation('y@example.test', 'leader', mia);
    expect(byMember.statusCode).toBe(403);
  });
});

describe('invitations are limited (SECURITY.md: the mailboxes we write to)', () => {
  const inviteAs = (who: LoggedIn, email: string) => postInvitation(email, 'leader', who);

  it('per owner a day, and per address across owners: 429 with the reason, nothing mailed', async () => {
    const business = businessSignup();
    const busy = await signedUp(business);
    for (let i = 0; i < INVITATION_LIMITS.perOwner.max; i++) {
      expect((await inviteAs(busy, `limit-${i}-${business.email}`)).statusCode).toBe(201);
    }
    const mailed = (await outbox(t.db)).length;
    const refused = await inviteAs(busy, `one-more-${business.email}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().error.message).toBe(
      'Too many invitations sent. Please wait a while and try again.',
    );
    expect((await outbox(t.db)).length).toBe(mailed);

    const victim = `victim-${business.email}`;
    for (let i = 0; i < INVITATION_LIMITS.perAddress.max; i++) {
      expect((await inviteAs(owner, victim)).statusCode).toBe(201);
    }
    expect((await inviteAs(owner, victim.toUpperCase())).statusCode).toBe(429);
  });
});

describe('what each role may do', () => {
  let runId: number;

  beforeAll(async () => {
    // Check-in opens two hours before the start.
    const run = await insertRun(t.db, owner.userId, {
      title: 'Tuesday Intervals',
      startsAt: new Date(clock + 3_600_000),
    });
    runId = run.id;
    await insertRegistration(t.db, runId, { id: leo.userId, name: 'Leo', email: 'leo-reg@example.test' });
  });

  it('a manager creates a run for the business (businessId), edits it and messages its runners', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/events?businessId=${owner.userId}`,
      headers: mia.browser,
      payload: runBody('Thursday Tempo', 'Created by the manager for the shop.'),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<{ hostId: string }>().hostId).toBe(owner.userId);

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/${runId}`,
      headers: mia.browser,
      payload: { description: 'Six times 800 metres, edited by Mia.' },
    });
    expect(edited.statusCode).toBe(200);

    const message = await t.app.inject({
      method: 'POST',
      url: `/api/events/${runId}/messages`,
      headers: mia.browser,
      payload: { body: 'Meet at the north gate' },
    });
    expect(message.statusCode).toBe(201);

    // Not the business's profile, nor its team.
    const profile = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${owner.userId}`,
      headers: mia.browser,
      payload: { businessDescription: 'Hijacked' },
    });
    expect(profile.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/business/team', headers: mia.browser })).statusCode).toBe(403);
  });

  it('a leader sees the participants without e-mails and takes check-in, but cannot edit the run', async () => {
    const participants = await t.app.inject({
      url: `/api/events/${runId}/participants`,
      headers: leo.browser,
    });
    const rows = participants.json<ParticipantsResponse>().participants;
    // Leo is registered too: his own row carries his address, as for any runner.
    const leader = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/${runId}`,
      headers: leo.browser,
      payload: { description: 'A leader may not change the run at all.' },
    });
    expect(leader.statusCode).toBe(403);
    // Told what the role allows, not "only business accounts…".
    const roleCannot =
      "Your role in this host's team does not allow this: its managers and the host's own account can.";
    expect(leader.json<ErrorBody>().error.message).toBe(roleCannot);
    const create = await t.app.inject({
      method: 'POST',
      url: `/api/events?businessId=${owner.userId}`,
      headers: leo.browser,
      payload: runBody('Leader Run', 'A leader may not create runs for the business.'),
    });
    expect([create.statusCode, create.json<ErrorBody>().error.message]).toEqual([403, roleCannot]);
    expect(rows.map((r) => r.name)).toEqual(['Leo']);

    const sheet = await t.app.inject({ url: `/api/events/${runId}/attendance`, headers: leo.browser });
    expect(sheet.statusCode).toBe(200);
    const registrationId = sheet.json<{ runners: { registrationId: number }[] }>().runners[0]?.registrationId;
    const marked = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${runId}/attendance/${registrationId}`,
      headers: leo.browser,
      payload: { present: true },
    });
    expect(marked.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/events/${runId}/participants.csv`, headers: leo.browser })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          url: `/api/business/dashboard?businessId=${owner.userId}`,
          headers: leo.browser,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('the manager sees e-mail addresses; the leader sees none on another runner’s row', async () => {
    const other = await signedUp(runnerSignup({ name: 'Rita' }));
    const otherEmail = (await t.app.inject({ url: '/api/auth/me', headers: other.browser })).json<{
      user: { email: string };
    }>().user.email;
    await insertRegistration(t.db, runId, { id: other.userId, name: 'Rita', email: otherEmail });
    const asManager = await t.app.inject({ url: `/api/events/${runId}/participants`, headers: mia.browser });
    const asLeader = await t.app.inject({ url: `/api/events/${runId}/participants`, headers: leo.browser });
    expect(asManager.body).toContain(otherEmail);
    expect(asLeader.body).not.toContain(otherEmail);
    expect(asLeader.json<ParticipantsResponse>().participants.map((p) => p.name)).toContain('Rita');
  });

  it('the dashboard shows who did what, newest first', async () => {
    const response = await t.app.inject({ url: '/api/business/dashboard', headers: owner.browser });
    const lines = response.json<Dashboard>().activity.map((a) => `${a.actorName} ${a.action} ${a.runTitle}`);
    expect(lines.slice(0, 4)).toEqual([
      'Leo checked-in Tuesday Intervals',
      'Mia messaged Tuesday Intervals',
      'Mia edited Tuesday Intervals',
      'Mia created Thursday Tempo',
    ]);
    const asManager = await t.app.inject({
      url: `/api/business/dashboard?businessId=${owner.userId}`,
      headers: mia.browser,
    });
    expect(asManager.json<Dashboard>().activity).toEqual(response.json<Dashboard>().activity);
  });

  it('a changed role and an ended membership count from the next request', async () => {
    const edit = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/events/${runId}`,
        headers: leo.browser,
        payload: { description: 'Now Leo manages the runs as well.' },
      });
    expect((await edit()).statusCode).toBe(403);
    const promoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/business/team/${leo.userId}`,
      headers: owner.browser,
      payload: { role: 'manager' },
    });
    expect(promoted.statusCode).toBe(204);
    expect((await edit()).statusCode).toBe(200);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/business/team/${leo.userId}`,
      headers: owner.browser,
    });
    expect(removed.statusCode).toBe(204);
    expect((await edit()).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/events/${runId}/attendance`, headers: leo.browser })).statusCode,
    ).toBe(403);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/business/team/${leo.userId}`,
      headers: owner.browser,
    });
    expect(again.statusCode).toBe(404);
  });

  it("tells another business acting for one it is not in that it is not in that team, not 'business required'", async () => {
    const other = businessSignup();
    await signedUp(other);
    const stranger = await logIn(t.app, other.email);
    for (const request of [
      { url: `/api/business/dashboard?businessId=${owner.userId}` },
      {
        method: 'POST' as const,
        url: `/api/events?businessId=${owner.userId}`,
        payload: runBody('Not my shop run', 'A business naming a business it is not in.'),
      },
    ]) {
      const response = await t.app.inject({ ...request, headers: stranger.browser });
      expect(response.statusCode, request.url).toBe(403);
      expect(response.json<ErrorBody>().error.message).toBe("You are not in this host's team.");
    }
  });

  it('answers 400 naming businessId when it is not an id', async () => {
    const response = await t.app.inject({
      url: '/api/business/dashboard?businessId=retiro',
      headers: mia.browser,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.fields).toHaveProperty('businessId');
  });
});

describe('a suspended business', () => {
  it('its team cannot act for it: no new run, no edit, no dashboard, and nothing public comes of trying', async () => {
    const host = await insertHost(t.db, { businessName: 'Suspended Striders' });
    const run = await insertRun(t.db, host.id, {
      title: 'Saturday Long Run',
      startsAt: new Date(clock + 5 * DAY),
    });
    const manager = await signedUp(runnerSignup({ name: 'Max' }));
    await upsertMember(t.db, host.id, manager.userId, 'manager', new Date(clock));
    const admin = await insertUser(t.db, { email: ADMIN_EMAIL, name: 'Boss' });
    const suspended = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${host.id}/suspend`,
      headers: { authorization: `Bearer ${await insertSession(t.db, admin.id)}` },
      payload: { reason: 'Spam runs' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);

    for (const request of [
      {
        method: 'POST' as const,
        url: `/api/events?businessId=${host.id}`,
        payload: runBody('Still Running Anyway', 'A manager acting for a suspended business.'),
      },
      {
        method: 'PATCH' as const,
        url: `/api/events/${run.id}`,
        payload: { description: 'Edited after the business was suspended.' },
      },
      { url: `/api/business/dashboard?businessId=${host.id}` },
    ]) {
      const response = await t.app.inject({ ...request, headers: manager.browser });
      expect(response.statusCode, request.url).toBe(403);
      expect(response.json<ErrorBody>().error.message).toBe(
        "This host's account has been suspended by the RunTogether team, so its team cannot act for it.",
      );
    }
    const list = await t.app.inject({ url: `/api/events?hostId=${host.id}` });
    expect(list.json<RunList>().items).toEqual([]);
    // Nor is it offered in the app's "Acting for" switcher.
    const memberships = await t.app.inject({ url: '/api/team/memberships', headers: manager.browser });
    expect(memberships.json<Memberships>().items.map((m) => m.businessId)).not.toContain(host.id);
  });
});

describe('leaving a team, and being taken off it', () => {
  let businessName: string;
  const leave = (who: LoggedIn | null, businessId: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/team/memberships/${businessId}`,
      headers: who?.browser ?? {},
    });
  const memberIds = async () =>
    (await t.app.inject({ url: '/api/business/team', headers: owner.browser }))
      .json<Team>()
      .members.map((m) => m.userId);

  it('a member leaves at once, the owner reads it in the team activity, and nobody is e-mailed', async () => {
    const nora = runnerSignup({ name: 'Nora' });
    const session = await signedUp(nora);
    const joined = await accept(session, await invite(nora.email, 'manager'));
    expect(joined.statusCode).toBe(200);
    businessName = joined.json<Membership>().businessName;
    const mailed = (await outbox(t.db)).length;

    const left = await leave(session, owner.userId);
    expect(left.statusCode, left.body).toBe(204);
    expect(await memberIds()).not.toContain(session.userId);
    const memberships = await t.app.inject({ url: '/api/team/memberships', headers: session.browser });
    expect(memberships.json<Memberships>().items.map((m) => m.businessId)).not.toContain(owner.userId);
    // From the next request on, the business's screens refuse them.
    const dashboard = await t.app.inject({
      url: `/api/business/dashboard?businessId=${owner.userId}`,
      headers: session.browser,
    });
    expect(dashboard.statusCode).toBe(403);
    const activity = (await t.app.inject({ url: '/api/business/dashboard', headers: owner.browser }))
      .json<Dashboard>()
      .activity.find((a) => a.actorName === 'Nora');
    expect(activity).toMatchObject({ action: 'left', runId: null, runTitle: '' });
    expect((await outbox(t.db)).length).toBe(mailed);

    // Leaving again, or a team one was never in: 404; signed out: 401.
    expect((await leave(session, owner.userId)).statusCode).toBe(404);
    expect((await leave(mia, session.userId)).statusCode).toBe(404);
    expect((await leave(session, 'not-an-id')).statusCode).toBe(404);
    expect((await leave(owner, owner.userId)).statusCode).toBe(404);
    expect((await leave(null, owner.userId)).statusCode).toBe(401);
  });

  it("e-mails a member the owner removes, in the member's language", async () => {
    const olga = runnerSignup({ name: 'Olga' });
    const session = await signedUp(olga);
    await choosesSpanish(session);
    const pablo = runnerSignup({ name: 'Pablo' });
    const other = await signedUp(pablo);
    for (const [who, email] of [
      [session, olga.email],
      [other, pablo.email],
    ] as const) {
      expect((await accept(who, await invite(email, 'leader'))).statusCode).toBe(200);
    }

    for (const who of [session, other]) {
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/business/team/${who.userId}`,
        headers: owner.browser,
      });
      expect(removed.statusCode).toBe(204);
    }
    const lastTo = async (address: string) =>
      (await outbox(t.db)).filter((m) => m.toAddress === address).at(-1);
    const spanish = await lastTo(olga.email);
    expect(spanish?.subject).toBe(`Ya no estás en el equipo de ${businessName}`);
    expect(spanish?.textBody).toContain(`${businessName} te ha quitado de su equipo`);
    const english = await lastTo(pablo.email);
    expect(english?.subject).toBe(`You are no longer on ${businessName}'s team`);
    expect(english?.htmlBody).toContain('no longer act for them');
    // A member who was not there is not e-mailed.
    const mailed = (await outbox(t.db)).length;
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/business/team/${other.userId}`,
      headers: owner.browser,
    });
    expect(again.statusCode).toBe(404);
    expect((await outbox(t.db)).length).toBe(mailed);
  });
});
