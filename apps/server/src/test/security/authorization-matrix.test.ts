// ASVS V8 (authorization): every API route, called by each kind of caller on other users' real objects, answers
// exactly the status the table allows and never carries another user's e-mail, password hash or token.
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeRunner, runnerSignup, uniqueEmail } from '../accounts';
import { insertHost, insertRegistration, insertSession, insertUser } from '../factories';
import { multipartBody } from '../multipart';
import { startNominatimFixture, type NominatimFixture } from '../nominatim-fixture';
import { createTestApp, type TestApp } from '../test-app';
import { hashToken } from '../../modules/auth/tokens';
import {
  events,
  follows,
  registrations,
  reports,
  stillComingAsks,
  teamInvitations,
  teamMembers,
} from '../../db/schema';
import { spotLinkPath, spotLinkToken, type SpotLinkPurpose } from '../../modules/registrations/spot-links';
import { reminderUnsubscribeToken } from '../../modules/reminders/reminders.service';
import { signCheckInCode } from '../../modules/attendance/check-in-code';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { addRunGroups } from '../../modules/runs/run-groups';
import { findRunGroups } from '../../modules/runs/run-groups.repository';
import { apiRoutes } from './api-routes';
import {
  ACTORS,
  TEAM_ACTORS,
  buildWorld,
  freshPost,
  freshRun,
  secretsOf,
  runBody,
  smallPng,
  textForm,
  type ActorName,
  type TeamActorName,
  type World,
} from './world';

let t: TestApp;
let w: World;
let nominatim: NominatimFixture;
let probeEmail: string;

beforeAll(async () => {
  nominatim = await startNominatimFixture(
    { 'retiro park': { lat: '40.4153', lon: '-3.6845', display_name: 'Parque del Retiro, Madrid' } },
    { '40.42,-3.68': { display_name: 'Calle de Alcalá, Madrid' } },
  );
  t = await createTestApp({ config: { nominatimUrl: nominatim.url, geocodeMinIntervalMs: 0 } });
  w = await buildWorld(t.app);
  // An account nobody else owns, for the log-in row: its answer carries its own address, which is no leak.
  probeEmail = (await activeRunner(t.app)).email;
});
afterAll(async () => {
  await t.close();
  await nominatim.close();
});

/**
 * The world's callers, the owner's team (manager, leader) and another business's manager, and the platform
 * admin. Team members and the admin are runners everywhere but their team's or the admin routes (decisions 049,
 * 054), so their expected status is the runner's unless a row gives it.
 */
type MatrixActor = ActorName | TeamActorName | 'admin';
const MATRIX_ACTORS: readonly MatrixActor[] = [...ACTORS, ...TEAM_ACTORS, 'admin'];

interface Ctx {
  actor: MatrixActor;
  /** The actor's browser headers (session cookie and our Origin); empty for anonymous. */
  headers: Record<string, string>;
  /** The acting user's id, when signed in. */
  userId: string | undefined;
}

interface Row {
  /** Expected status per caller; the admin's and the team members' are the runner's unless given. */
  expect: Record<ActorName, number> & Partial<Record<TeamActorName | 'admin', number>>;
  request(ctx: Ctx): Promise<Omit<InjectOptions, 'method'>> | Omit<InjectOptions, 'method'>;
}

const all = (status: number): Record<ActorName, number> => ({
  anonymous: status,
  runner: status,
  otherBusiness: status,
  owner: status,
});
/** An admin route: 401 anonymous, 403 for every caller but the admin. */
const adminOnly = (admin: number) => ({ ...only(401, 403, 403, 403), admin });
const only = (
  anonymous: number,
  runner: number,
  otherBusiness: number,
  owner: number,
): Record<ActorName, number> => ({ anonymous, runner, otherBusiness, owner });

/** The owner's manager may (`status`); its leader and another business's manager may not (403). */
const managerOnly = (status: number) => ({ manager: status, leader: 403, otherMember: 403 });
/** The owner's manager and leader may (`status`); another business's manager may not (403). */
const wholeTeam = (status: number) => ({ manager: status, leader: status, otherMember: 403 });
const isTeamActor = (actor: MatrixActor): actor is TeamActorName =>
  (TEAM_ACTORS as readonly string[]).includes(actor);
/** A route that acts for a business: team members name the owner's. */
const actingFor = (ctx: Ctx, path: string) =>
  isTeamActor(ctx.actor) ? `${path}?businessId=${w.owner.userId}` : path;

async function imageForm(field = 'file') {
  return multipartBody({ field, filename: 'photo.png', contentType: 'image/png', data: await smallPng() });
}

const withForm = async (ctx: Ctx, url: string, field?: string) => {
  const form = await imageForm(field);
  return { url, payload: form.payload, headers: { ...ctx.headers, ...form.headers } };
};

/** One row per API route; a route missing here fails the first test. */
const table: Record<string, Row> = {
  'GET /api/health': { expect: all(200), request: () => ({ url: '/api/health' }) },
  'GET /api/ready': { expect: all(200), request: () => ({ url: '/api/ready' }) },
  'GET /api/docs': { expect: all(302), request: () => ({ url: '/api/docs' }) },
  'GET /api/docs/json': { expect: all(200), request: () => ({ url: '/api/docs/json' }) },

  'POST /api/auth/signup': {
    expect: all(201),
    request: (ctx) => ({ url: '/api/auth/signup', headers: ctx.headers, payload: runnerSignup() }),
  },
  'POST /api/auth/verify-email': {
    expect: all(400),
    request: (ctx) => ({
      url: '/api/auth/verify-email',
      headers: ctx.headers,
      payload: { token: 'ab'.repeat(32) },
    }),
  },
  'POST /api/auth/resend-verification': {
    expect: all(200),
    request: (ctx) => ({
      url: '/api/auth/resend-verification',
      headers: ctx.headers,
      payload: { email: uniqueEmail('nobody') },
    }),
  },
  'POST /api/auth/login': {
    expect: all(200),
    request: (ctx) => ({
      url: '/api/auth/login',
      headers: ctx.headers,
      payload: { email: probeEmail, password: 'correct horse' },
    }),
  },
  'POST /api/auth/logout': {
    expect: all(204),
    // A session of its own, so logging out does not end the session the rest of the table uses.
    request: async (ctx) => ({
      url: '/api/auth/logout',
      headers: ctx.userId
        ? { ...ctx.headers, cookie: `${SESSION_COOKIE}=${await insertSession(t.db, ctx.userId)}` }
        : ctx.headers,
    }),
  },
  // A reset link is asked for by address and answers the same for any; a made-up link is refused whoever sends it.
  'POST /api/auth/password-reset': {
    expect: all(202),
    request: (ctx) => ({
      url: '/api/auth/password-reset',
      headers: ctx.headers,
      payload: { email: uniqueEmail('nobody') },
    }),
  },
  'GET /api/auth/password-reset/check': {
    expect: all(400),
    request: (ctx) => ({
      url: `/api/auth/password-reset/check?token=${'ab'.repeat(32)}`,
      headers: ctx.headers,
    }),
  },
  'POST /api/auth/password-reset/confirm': {
    expect: all(400),
    request: (ctx) => ({
      url: '/api/auth/password-reset/confirm',
      headers: ctx.headers,
      payload: { token: 'ab'.repeat(32), password: 'a new password' },
    }),
  },
  // Everyone's own password, proven by the current one (a wrong one here: nothing changes).
  'PUT /api/me/password': {
    expect: only(401, 403, 403, 403),
    request: (ctx) => ({
      method: 'PUT',
      url: '/api/me/password',
      headers: ctx.headers,
      payload: { currentPassword: 'not it at all', newPassword: 'a new password' },
    }),
  },
  'GET /api/auth/me': { expect: all(200), request: (ctx) => ({ url: '/api/auth/me', headers: ctx.headers }) },

  'GET /api/users/:id': {
    expect: all(200),
    request: (ctx) => ({ url: `/api/users/${w.owner.userId}`, headers: ctx.headers }),
  },
  'PATCH /api/users/:id': {
    expect: only(401, 403, 403, 200),
    request: (ctx) => ({
      url: `/api/users/${w.owner.userId}`,
      headers: ctx.headers,
      payload: { businessDescription: `Changed by ${ctx.actor}` },
    }),
  },
  'POST /api/users/:id/avatar': {
    expect: only(401, 403, 403, 200),
    request: (ctx) => withForm(ctx, `/api/users/${w.owner.userId}/avatar`),
  },
  // The links of an e-mail change carry their own secret; a made-up one is refused whoever sends it.
  'POST /api/users/email-change/confirm': {
    expect: all(400),
    request: (ctx) => ({
      url: '/api/users/email-change/confirm',
      headers: ctx.headers,
      payload: { token: 'ab'.repeat(32) },
    }),
  },
  'POST /api/users/email-change/cancel': {
    expect: all(400),
    request: (ctx) => ({
      url: '/api/users/email-change/cancel',
      headers: ctx.headers,
      payload: { token: 'ab'.repeat(32) },
    }),
  },

  'GET /api/events': { expect: all(200), request: (ctx) => ({ url: '/api/events', headers: ctx.headers }) },
  // A team member names the business they create for (docs/decisions/054).
  'POST /api/events': {
    expect: { ...only(401, 403, 201, 201), manager: 201, leader: 403, otherMember: 403 },
    request: (ctx) => ({
      url: isTeamActor(ctx.actor) ? `/api/events?businessId=${w.owner.userId}` : '/api/events',
      headers: ctx.headers,
      payload: runBody(),
    }),
  },
  'GET /api/events/:id.ics': {
    expect: all(200),
    request: (ctx) => ({ url: `/api/events/${w.runId}.ics`, headers: ctx.headers }),
  },
  'GET /api/events/:id': {
    expect: all(200),
    request: (ctx) => ({ url: `/api/events/${w.runId}`, headers: ctx.headers }),
  },
  'PATCH /api/events/:id': {
    expect: { ...only(401, 403, 403, 200), ...managerOnly(200) },
    request: (ctx) => ({
      url: `/api/events/${w.runId}`,
      headers: ctx.headers,
      payload: { description: `Changed by ${ctx.actor}, a long enough text.` },
    }),
  },
  'DELETE /api/events/:id': {
    expect: { ...only(401, 403, 403, 204), ...managerOnly(204) },
    request: async (ctx) => ({
      url: `/api/events/${await freshRun(t.app, w.owner.userId)}`,
      headers: ctx.headers,
    }),
  },
  'POST /api/events/:id/image': {
    expect: { ...only(401, 403, 403, 200), ...managerOnly(200) },
    request: (ctx) => withForm(ctx, `/api/events/${w.runId}/image`),
  },
  'POST /api/events/:id/registrations': {
    expect: only(401, 201, 403, 403),
    request: async (ctx) => ({
      url: `/api/events/${await freshRun(t.app, w.owner.userId)}/registrations`,
      headers: ctx.headers,
      payload: {
        name: 'Rosa Runner',
        email: ctx.actor === 'runner' || ctx.actor === 'anonymous' ? w.runner.email : w[ctx.actor].email,
        pace: 6,
      },
    }),
  },
  'GET /api/events/:id/registrations/me': {
    expect: all(200),
    request: (ctx) => ({ url: `/api/events/${w.runId}/registrations/me`, headers: ctx.headers }),
  },
  'DELETE /api/events/:id/registrations/me': {
    // The runner cancels their own registration; nobody can cancel the bystander's, whatever their role.
    expect: { ...only(401, 204, 404, 404), manager: 404, leader: 404, otherMember: 404 },
    request: async (ctx) => {
      const runId = await freshRun(t.app, w.owner.userId);
      await insertRegistration(t.db, runId, { id: w.bystander.userId, name: 'B', email: w.bystander.email });
      if (ctx.actor === 'runner' || ctx.actor === 'admin') {
        const { userId, email } = w[ctx.actor];
        await insertRegistration(t.db, runId, { id: userId, name: 'R', email });
      }
      return { url: `/api/events/${runId}/registrations/me`, headers: ctx.headers };
    },
  },
  'PATCH /api/events/:id/registrations/me': {
    // A runner moves their own registration to another pace group; the bystander's stays where it is. The team's
    // members are runners who did not register: 404.
    expect: { ...only(401, 200, 403, 403), manager: 404, leader: 404, otherMember: 404 },
    request: async (ctx) => {
      const runId = await freshRun(t.app, w.owner.userId);
      const group = { distanceKm: null, maxParticipants: 5, leader: null, paceSecondsPerKm: 330 };
      await addRunGroups(t.db, runId, [
        { ...group, position: 0, name: 'Steady' },
        { ...group, position: 1, name: 'Easy' },
      ]);
      const [steady, easy] = await findRunGroups(t.db, runId);
      const inSteady = { groupId: steady?.id };
      await insertRegistration(
        t.db,
        runId,
        { id: w.bystander.userId, name: 'B', email: w.bystander.email },
        inSteady,
      );
      if (ctx.actor === 'runner' || ctx.actor === 'admin') {
        const { userId, email } = w[ctx.actor];
        await insertRegistration(t.db, runId, { id: userId, name: 'R', email }, inSteady);
      }
      return {
        url: `/api/events/${runId}/registrations/me`,
        headers: ctx.headers,
        payload: { groupId: easy?.id },
      };
    },
  },
  'GET /api/events/:id/alternatives': {
    expect: all(200),
    request: (ctx) => ({ url: `/api/events/${w.runId}/alternatives`, headers: ctx.headers }),
  },
  'GET /api/events/:id/participants': {
    expect: all(200),
    request: (ctx) => ({ url: `/api/events/${w.runId}/participants`, headers: ctx.headers }),
  },
  'GET /api/events/:id/participants.csv': {
    expect: { ...only(401, 403, 403, 200), ...managerOnly(200) },
    request: (ctx) => ({ url: `/api/events/${w.runId}/participants.csv`, headers: ctx.headers }),
  },
  'GET /api/registrations/me': {
    expect: only(401, 200, 403, 403),
    request: (ctx) => ({ url: '/api/registrations/me', headers: ctx.headers }),
  },

  'GET /api/businesses/:id': {
    expect: all(200),
    request: (ctx) => ({ url: `/api/businesses/${w.owner.userId}`, headers: ctx.headers }),
  },
  'GET /api/businesses/:id/share-card.png': {
    expect: all(302),
    request: (ctx) => ({ url: `/api/businesses/${w.owner.userId}/share-card.png`, headers: ctx.headers }),
  },
  'GET /api/events/:id/share-card.png': {
    expect: all(302),
    request: (ctx) => ({ url: `/api/events/${w.runId}/share-card.png`, headers: ctx.headers }),
  },
  'GET /api/businesses/:id/past-runs': {
    expect: all(200),
    request: (ctx) => ({ url: `/api/businesses/${w.owner.userId}/past-runs`, headers: ctx.headers }),
  },
  'GET /api/businesses/:id/posts': {
    expect: all(200),
    request: (ctx) => ({ url: `/api/businesses/${w.owner.userId}/posts`, headers: ctx.headers }),
  },
  'POST /api/businesses/:id/posts': {
    expect: only(401, 403, 403, 201),
    request: (ctx) => {
      const form = textForm({ title: 'Hello', content: 'From the matrix' });
      return {
        url: `/api/businesses/${w.owner.userId}/posts`,
        payload: form.payload,
        headers: { ...ctx.headers, ...form.headers },
      };
    },
  },
  'DELETE /api/business_posts/:id': {
    expect: only(401, 403, 403, 204),
    request: async (ctx) => ({
      url: `/api/business_posts/${await freshPost(t.app, w.owner.userId)}`,
      headers: ctx.headers,
    }),
  },
  // Its own for a business; a team member names the owner's business.
  'GET /api/business/dashboard': {
    expect: { ...only(401, 403, 200, 200), ...managerOnly(200) },
    request: (ctx) => ({ url: actingFor(ctx, '/api/business/dashboard'), headers: ctx.headers }),
  },
  'GET /api/business/participants': {
    expect: { ...only(401, 403, 200, 200), ...managerOnly(200) },
    request: (ctx) => ({ url: actingFor(ctx, '/api/business/participants'), headers: ctx.headers }),
  },
  'GET /api/business/participants.csv': {
    expect: { ...only(401, 403, 200, 200), ...managerOnly(200) },
    request: (ctx) => ({ url: actingFor(ctx, '/api/business/participants.csv'), headers: ctx.headers }),
  },

  // A host's team (docs/decisions/054): the business's own account manages it; a runner joins with a link.
  'GET /api/business/team': {
    expect: only(401, 403, 200, 200),
    request: (ctx) => ({ url: '/api/business/team', headers: ctx.headers }),
  },
  'POST /api/business/team/invitations': {
    expect: only(401, 403, 201, 201),
    request: (ctx) => ({
      url: '/api/business/team/invitations',
      headers: ctx.headers,
      payload: { email: uniqueEmail('invitee'), role: 'leader' },
    }),
  },
  // A fresh pending invitation of the owner's each time: only the owner withdraws it (another business: 404).
  'DELETE /api/business/team/invitations/:id': {
    expect: only(401, 403, 404, 204),
    request: async (ctx) => ({
      url: `/api/business/team/invitations/${await freshOwnInvitation()}`,
      headers: ctx.headers,
    }),
  },
  // A fresh member of the owner's team each time: only the owner finds them (another business: 404).
  'PATCH /api/business/team/:userId': {
    expect: only(401, 403, 404, 204),
    request: async (ctx) => ({
      url: `/api/business/team/${await freshLeader()}`,
      headers: ctx.headers,
      payload: { role: 'manager' },
    }),
  },
  'DELETE /api/business/team/:userId': {
    expect: only(401, 403, 404, 204),
    request: async (ctx) => ({ url: `/api/business/team/${await freshLeader()}`, headers: ctx.headers }),
  },
  // A fresh invitation's token for each caller: any runner may accept one; a business account may not.
  'POST /api/team/invitations/accept': {
    expect: only(401, 200, 403, 403),
    request: async (ctx) => ({
      url: '/api/team/invitations/accept',
      headers: ctx.headers,
      payload: { token: await freshInvitationToken() },
    }),
  },
  // Who an invitation is from: to anyone holding the link, before signing in.
  'GET /api/team/invitations/preview': {
    expect: all(200),
    request: async (ctx) => ({
      url: `/api/team/invitations/preview?token=${await freshInvitationToken()}`,
      headers: ctx.headers,
    }),
  },
  'GET /api/team/memberships': {
    expect: only(401, 200, 200, 200),
    request: (ctx) => ({ url: '/api/team/memberships', headers: ctx.headers }),
  },
  // A runner caller (team members and the admin too) is first put in a fresh business's team and leaves it; a
  // business is in no team (404), and nobody leaves the owner's team here, so the other rows keep their members.
  'DELETE /api/team/memberships/:businessId': {
    expect: only(401, 204, 404, 404),
    request: async (ctx) => ({
      url: `/api/team/memberships/${await freshTeamOf(ctx)}`,
      headers: ctx.headers,
    }),
  },

  // A weekly series is public, like its runs.
  'GET /api/series/:id': {
    expect: all(200),
    request: async (ctx) => ({ url: `/api/series/${await ownerSeriesId()}`, headers: ctx.headers }),
  },
  // Joining every week is a runner's own act (decision 053); whether one joined is everyone's question.
  'POST /api/series/:id/registrations': {
    expect: only(401, 201, 403, 403),
    request: async (ctx) => ({
      url: `/api/series/${await ownerSeriesId()}/registrations`,
      headers: ctx.headers,
      payload: { name: 'Matrix Runner', email: 'matrix@example.test', pace: 6 },
    }),
  },
  'GET /api/series/:id/registrations/me': {
    expect: all(200),
    request: async (ctx) => ({
      url: `/api/series/${await ownerSeriesId()}/registrations/me`,
      headers: ctx.headers,
    }),
  },
  'DELETE /api/series/:id/registrations/me': {
    expect: only(401, 204, 403, 403),
    request: async (ctx) => {
      const url = `/api/series/${await ownerSeriesId()}/registrations`;
      // A runner leaves what they joined (a second join answers 409, which is fine here).
      const payload = { name: 'Matrix Runner', email: 'matrix@example.test', pace: 6 };
      await t.app.inject({ method: 'POST', url, headers: ctx.headers, payload });
      return { url: `${url}/me`, headers: ctx.headers };
    },
  },
  // A runner's usual pace is read from their own history (docs/decisions/056).
  'GET /api/registrations/me/usual-pace': {
    expect: only(401, 200, 403, 403),
    request: (ctx) => ({ url: '/api/registrations/me/usual-pace', headers: ctx.headers }),
  },
  'GET /api/registrations/me/series': {
    expect: only(401, 200, 403, 403),
    request: (ctx) => ({ url: '/api/registrations/me/series', headers: ctx.headers }),
  },
  // An e-mail's signed link is its own credential, whoever holds it (decision 053).
  'GET /api/spots/give-up/:token': {
    expect: all(200),
    request: async (ctx) => ({ url: await freshSpotLink('give-up'), headers: ctx.headers }),
  },
  'POST /api/spots/give-up/:token': {
    expect: all(200),
    request: async (ctx) => ({ url: await freshSpotLink('give-up'), headers: ctx.headers }),
  },
  'GET /api/spots/claim/:token': {
    expect: all(200),
    request: async (ctx) => ({ url: await freshSpotLink('claim'), headers: ctx.headers }),
  },
  'POST /api/spots/claim/:token': {
    expect: all(200),
    request: async (ctx) => ({ url: await freshSpotLink('claim'), headers: ctx.headers }),
  },
  'GET /api/spots/still-coming/:answer/:token': {
    expect: all(200),
    request: async (ctx) => ({ url: await freshSpotLink('still-coming-yes'), headers: ctx.headers }),
  },
  'POST /api/spots/still-coming/:answer/:token': {
    expect: all(200),
    request: async (ctx) => ({ url: await freshSpotLink('still-coming-yes'), headers: ctx.headers }),
  },
  // The map's tile server is public configuration.
  'GET /api/map': { expect: all(200), request: (ctx) => ({ url: '/api/map', headers: ctx.headers }) },
  // The catalogues are public; a language choice is everyone's (on the account when signed in).
  'GET /api/i18n': { expect: all(200), request: (ctx) => ({ url: '/api/i18n', headers: ctx.headers }) },
  'GET /api/i18n/:locale': {
    expect: all(200),
    request: (ctx) => ({ url: '/api/i18n/es', headers: ctx.headers }),
  },
  'PUT /api/me/language': {
    expect: all(200),
    request: (ctx) => ({
      method: 'PUT',
      url: '/api/me/language',
      headers: ctx.headers,
      payload: { language: 'en' },
    }),
  },

  'GET /api/geocode': {
    expect: all(200),
    request: (ctx) => ({ url: '/api/geocode?q=Retiro%20Park', headers: ctx.headers }),
  },
  'GET /api/geocode/reverse': {
    expect: all(200),
    request: (ctx) => ({ url: '/api/geocode/reverse?lat=40.42&lng=-3.68', headers: ctx.headers }),
  },
  'GET /api/geocode/zone': {
    expect: all(200),
    request: (ctx) => ({ url: '/api/geocode/zone?lat=40.42&lng=-3.68', headers: ctx.headers }),
  },

  // Following the owner: a runner may, another business may not, the owner cannot follow itself.
  'PUT /api/businesses/:id/follow': {
    expect: only(401, 200, 403, 400),
    request: (ctx) => ({ url: `/api/businesses/${w.owner.userId}/follow`, headers: ctx.headers }),
  },
  'DELETE /api/businesses/:id/follow': {
    expect: only(401, 200, 403, 400),
    request: (ctx) => ({ url: `/api/businesses/${w.owner.userId}/follow`, headers: ctx.headers }),
  },
  'GET /api/businesses/:id/follow': {
    expect: all(200),
    request: (ctx) => ({ url: `/api/businesses/${w.owner.userId}/follow`, headers: ctx.headers }),
  },
  'GET /api/business/followers': {
    expect: only(401, 403, 200, 200),
    request: (ctx) => ({ url: '/api/business/followers', headers: ctx.headers }),
  },
  'GET /api/me/following/runs': {
    expect: only(401, 200, 403, 403),
    request: (ctx) => ({ url: '/api/me/following/runs', headers: ctx.headers }),
  },
  // The bystander's unsubscribe link: its token is the credential, whoever holds it.
  'GET /api/follows/unsubscribe/:token': {
    expect: all(200),
    request: async (ctx) => ({ url: await bystanderUnsubscribeLink(), headers: ctx.headers }),
  },
  'POST /api/follows/unsubscribe/:token': {
    expect: all(200),
    request: async (ctx) => ({
      url: await bystanderUnsubscribeLink(),
      headers: { ...ctx.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    }),
  },

  // Calendar feeds (decision 033): a host's is public; a runner's private one opens with its address alone.
  'GET /api/businesses/:id/calendar.ics': {
    expect: all(200),
    request: (ctx) => ({ url: `/api/businesses/${w.owner.userId}/calendar.ics`, headers: ctx.headers }),
  },
  'GET /api/calendar/:token.ics': {
    expect: all(200),
    request: async (ctx) => ({ url: await bystanderCalendarPath(), headers: ctx.headers }),
  },
  'GET /api/me/calendar-feed': {
    expect: only(401, 200, 403, 403),
    request: (ctx) => ({ url: '/api/me/calendar-feed', headers: ctx.headers }),
  },
  'POST /api/me/calendar-feed/reset': {
    expect: only(401, 200, 403, 403),
    request: (ctx) => ({ url: '/api/me/calendar-feed/reset', headers: ctx.headers }),
  },

  // Only the run's host messages its runners; a reminder's unsubscribe link is its own credential.
  'GET /api/events/:id/messages': {
    expect: { ...only(401, 403, 403, 200), ...managerOnly(200) },
    request: (ctx) => ({ url: `/api/events/${w.runId}/messages`, headers: ctx.headers }),
  },
  'POST /api/events/:id/messages': {
    expect: { ...only(401, 403, 403, 201), ...managerOnly(201) },
    request: (ctx) => ({
      url: `/api/events/${w.runId}/messages`,
      headers: ctx.headers,
      // Words of each caller's own: the same words within minutes are the send already made (200, decision 036).
      payload: { body: `Meet at the north gate, says ${ctx.actor}` },
    }),
  },
  'GET /api/reminders/unsubscribe/:token': {
    expect: all(200),
    request: (ctx) => ({ url: bystanderReminderLink(), headers: ctx.headers }),
  },
  'POST /api/reminders/unsubscribe/:token': {
    expect: all(200),
    request: (ctx) => ({
      url: bystanderReminderLink(),
      headers: { ...ctx.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    }),
  },

  // Only the run's host takes attendance (a week ahead, check-in is not open yet: 409), and only a
  // runner checks in, with the run's signed code (not open yet either: 409); a runner's own figures.
  'GET /api/events/:id/attendance': {
    expect: { ...only(401, 403, 403, 200), ...wholeTeam(200) },
    request: (ctx) => ({ url: `/api/events/${w.runId}/attendance`, headers: ctx.headers }),
  },
  'GET /api/events/:id/check-in-code': {
    expect: { ...only(401, 403, 403, 200), ...wholeTeam(200) },
    request: (ctx) => ({ url: `/api/events/${w.runId}/check-in-code`, headers: ctx.headers }),
  },
  'PUT /api/events/:id/attendance/:registrationId': {
    expect: { ...only(401, 403, 403, 409), ...wholeTeam(409) },
    request: async (ctx) => ({
      url: `/api/events/${w.runId}/attendance/${await bystanderRegistrationId()}`,
      headers: ctx.headers,
      payload: { present: true },
    }),
  },
  'POST /api/events/:id/attendance/walk-ins': {
    expect: { ...only(401, 403, 403, 409), ...wholeTeam(409) },
    request: (ctx) => ({
      url: `/api/events/${w.runId}/attendance/walk-ins`,
      headers: ctx.headers,
      payload: { name: 'Walk-in Wendy', email: 'wendy@example.com' },
    }),
  },
  'POST /api/events/:id/check-in': {
    expect: only(401, 409, 403, 403),
    request: (ctx) => ({
      url: `/api/events/${w.runId}/check-in`,
      headers: ctx.headers,
      payload: {
        code: signCheckInCode(t.config.sessionSecret, {
          runId: w.runId,
          expiresAt: new Date(Date.now() + 30 * 86_400_000),
        }),
      },
    }),
  },
  // Walk-up guests and who is still out (docs/decisions/055): the host's join code; anyone with the code may
  // walk up (not open yet a week ahead: 409); only the host and its team mark a walk-in back (not started: 409).
  'GET /api/events/:id/join-code': {
    expect: { ...only(401, 403, 403, 200), ...wholeTeam(200) },
    request: (ctx) => ({ url: `/api/events/${w.runId}/join-code`, headers: ctx.headers }),
  },
  'POST /api/events/:id/walk-up': {
    expect: all(409),
    request: (ctx) => ({
      url: `/api/events/${w.runId}/walk-up`,
      headers: ctx.headers,
      payload: {
        code: signCheckInCode(
          t.config.sessionSecret,
          { runId: w.runId, expiresAt: new Date(Date.now() + 30 * 86_400_000) },
          'join',
        ),
        name: 'Guest Gina',
        email: 'gina@example.com',
      },
    }),
  },
  'PUT /api/events/:id/attendance/walk-ins/:walkInId': {
    expect: { ...only(401, 403, 403, 409), ...wholeTeam(409) },
    request: (ctx) => ({
      url: `/api/events/${w.runId}/attendance/walk-ins/1`,
      headers: ctx.headers,
      payload: { back: true },
    }),
  },
  // Taking a guest off is allowed to whoever may add one (not open yet a week ahead: 409).
  'DELETE /api/events/:id/attendance/walk-ins/:walkInId': {
    expect: { ...only(401, 403, 403, 409), ...wholeTeam(409) },
    request: (ctx) => ({ url: `/api/events/${w.runId}/attendance/walk-ins/1`, headers: ctx.headers }),
  },
  'GET /api/me/attendance-stats': {
    expect: only(401, 200, 403, 403),
    request: (ctx) => ({ url: '/api/me/attendance-stats', headers: ctx.headers }),
  },

  // Trust and safety (docs/decisions/049): one's own data, reports, and the platform admin's routes.
  'GET /api/me/export': {
    expect: only(401, 200, 200, 200),
    request: (ctx) => ({ url: '/api/me/export', headers: ctx.headers }),
  },
  // The probe's account is not suspended, so it is sent to log in: the same answer whoever asks.
  'POST /api/suspended-account/export': {
    expect: all(409),
    request: (ctx) => ({
      url: '/api/suspended-account/export',
      headers: ctx.headers,
      payload: { email: probeEmail, password: 'correct horse' },
    }),
  },
  // A wrong password, so the world's accounts survive: 401 WRONG_PASSWORD for everyone signed in too.
  'DELETE /api/me': {
    expect: only(401, 401, 401, 401),
    request: (ctx) => ({
      url: '/api/me',
      headers: ctx.headers,
      payload: { currentPassword: 'not it at all' },
    }),
  },
  'POST /api/reports': {
    // Its host cannot report its own run (docs/decisions/049).
    expect: only(401, 201, 201, 400),
    request: (ctx) => ({
      url: '/api/reports',
      headers: ctx.headers,
      payload: { targetType: 'run', targetId: String(w.runId), reason: 'other', details: 'Matrix' },
    }),
  },
  'GET /api/admin/reports': {
    expect: adminOnly(200),
    request: (ctx) => ({ url: '/api/admin/reports?status=open', headers: ctx.headers }),
  },
  'POST /api/admin/reports/:id/close': {
    expect: adminOnly(200),
    request: async (ctx) => ({
      url: `/api/admin/reports/${await freshReport()}/close`,
      headers: ctx.headers,
      payload: { note: 'Looked at it' },
    }),
  },
  'POST /api/admin/runs/:id/hide': {
    expect: adminOnly(200),
    request: async (ctx) => ({
      url: `/api/admin/runs/${await freshRun(t.app, w.owner.userId)}/hide`,
      headers: ctx.headers,
      payload: { reason: 'Spam' },
    }),
  },
  'POST /api/admin/runs/:id/unhide': {
    expect: adminOnly(200),
    request: async (ctx) => ({
      url: `/api/admin/runs/${await hiddenRun(w.owner.userId)}/unhide`,
      headers: ctx.headers,
    }),
  },
  'POST /api/admin/posts/:id/remove': {
    expect: adminOnly(200),
    request: async (ctx) => ({
      url: `/api/admin/posts/${await freshPost(t.app, w.owner.userId)}/remove`,
      headers: ctx.headers,
      payload: { reason: 'Spam' },
    }),
  },
  'POST /api/admin/users/:id/suspend': {
    expect: adminOnly(200),
    request: async (ctx) => ({
      url: `/api/admin/users/${(await insertUser(t.db)).id}/suspend`,
      headers: ctx.headers,
      payload: { reason: 'Spam' },
    }),
  },
  'POST /api/admin/users/:id/unsuspend': {
    expect: adminOnly(200),
    request: async (ctx) => ({
      url: `/api/admin/users/${(await insertUser(t.db, { suspendedAt: new Date(), suspendedReason: 'Spam' })).id}/unsuspend`,
      headers: ctx.headers,
    }),
  },
  'GET /api/admin/audit': {
    expect: adminOnly(200),
    request: (ctx) => ({ url: '/api/admin/audit', headers: ctx.headers }),
  },
  'GET /api/admin/admins': {
    expect: adminOnly(200),
    request: (ctx) => ({ url: '/api/admin/admins', headers: ctx.headers }),
  },
  'POST /api/admin/admins': {
    expect: adminOnly(200),
    request: async (ctx) => ({
      url: '/api/admin/admins',
      headers: ctx.headers,
      payload: { email: (await insertUser(t.db)).email },
    }),
  },
  'DELETE /api/admin/admins/:id': {
    expect: adminOnly(200),
    request: async (ctx) => ({
      url: `/api/admin/admins/${(await insertUser(t.db, { isAdmin: true })).id}`,
      headers: ctx.headers,
    }),
  },
};

/** A new runner in the owner's team as a leader; their id. */
async function freshLeader() {
  const user = await insertUser(t.db);
  await t.db.insert(teamMembers).values({ businessId: w.owner.userId, userId: user.id, role: 'leader' });
  return user.id;
}

/** A new business with the caller, when a runner, as its leader; the business's id. */
async function freshTeamOf(ctx: Ctx) {
  const business = await insertHost(t.db);
  if (ctx.userId && ctx.actor !== 'owner' && ctx.actor !== 'otherBusiness') {
    await t.db.insert(teamMembers).values({ businessId: business.id, userId: ctx.userId, role: 'leader' });
  }
  return business.id;
}

/** A new pending invitation into the owner's team; its id. */
async function freshOwnInvitation() {
  const [row] = await t.db
    .insert(teamInvitations)
    .values({
      businessId: w.owner.userId,
      email: uniqueEmail('invitee'),
      role: 'leader',
      tokenHash: hashToken(`matrix-own-invitation-${Math.random().toString(36).slice(2)}`),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: teamInvitations.id });
  return row!.id;
}

/** A new invitation into the other business's team (so accepting leaves the owner's team as it is); its token. */
async function freshInvitationToken() {
  const token = `matrix-invitation-${Math.random().toString(36).slice(2)}`;
  await t.db.insert(teamInvitations).values({
    businessId: w.otherBusiness.userId,
    email: uniqueEmail('invitee'),
    role: 'leader',
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}

/** A new open report of the owner's run by the bystander; its id. */
async function freshReport() {
  const [row] = await t.db
    .insert(reports)
    .values({ reporterId: w.bystander.userId, targetType: 'run', targetId: String(w.runId), reason: 'spam' })
    .returning({ id: reports.id });
  return row?.id ?? 0;
}

/** A new run of the host that an admin has hid; its id. */
async function hiddenRun(hostId: string) {
  const id = await freshRun(t.app, hostId);
  await t.db.update(events).set({ hiddenAt: new Date(), hiddenReason: 'Spam' }).where(eq(events.id, id));
  return id;
}

const bystanderReminderLink = () =>
  `/api/reminders/unsubscribe/${reminderUnsubscribeToken(t.config.sessionSecret, w.bystander.userId)}`;

/** The bystander's registration for the owner's run. */
async function bystanderRegistrationId() {
  const [row] = await t.db
    .select({ id: registrations.id })
    .from(registrations)
    .where(eq(registrations.eventId, w.runId));
  return row?.id ?? 0;
}

/** The path of the bystander's private calendar feed, whose token is the only credential. */
async function bystanderCalendarPath() {
  const response = await t.app.inject({ url: '/api/me/calendar-feed', headers: w.bystander.browser });
  return new URL(response.json<{ url: string }>().url).pathname;
}

/**
 * A new runner's registration for a new run of the owner's (unlimited, so a waitlisted one can claim a spot;
 * asked "Still coming?"), and the path of its signed link.
 */
async function freshSpotLink(purpose: SpotLinkPurpose) {
  const runId = await freshRun(t.app, w.owner.userId);
  await t.db.update(events).set({ maxParticipants: null }).where(eq(events.id, runId));
  const runner = await insertUser(t.db);
  const registration = await insertRegistration(t.db, runId, runner, {
    status: purpose === 'claim' ? 'waitlisted' : 'confirmed',
  });
  await t.db
    .insert(stillComingAsks)
    .values({ registrationId: registration.id, eventId: runId, askedAt: new Date() });
  return spotLinkPath(purpose, spotLinkToken(t.config.sessionSecret, purpose, registration.id));
}

/** A weekly series of the owner's, made once. */
let seriesId: number | undefined;
async function ownerSeriesId() {
  if (seriesId !== undefined) return seriesId;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: w.owner.browser,
    payload: { ...runBody(), repeat: { everyWeeks: 1, count: 2 } },
  });
  seriesId = response.json<{ seriesId: number }>().seriesId;
  return seriesId;
}

/** A fresh follow of the owner by the bystander; the path of its unsubscribe link. */
async function bystanderUnsubscribeLink() {
  const token = `matrix-${Math.random().toString(36).slice(2)}`;
  await t.db.delete(follows).where(eq(follows.runnerId, w.bystander.userId));
  await t.db
    .insert(follows)
    .values({ runnerId: w.bystander.userId, businessId: w.owner.userId, unsubscribeToken: token });
  return `/api/follows/unsubscribe/${token}`;
}

function ctxOf(actor: MatrixActor): Ctx {
  if (actor === 'anonymous')
    return { actor, headers: { origin: 'http://localhost:3000' }, userId: undefined };
  return { actor, headers: w[actor].browser, userId: w[actor].userId };
}

/** E-mail addresses this caller may legitimately see besides the probe's: their own, and a host its runners'. */
function allowedEmails(actor: MatrixActor): string[] {
  if (actor === 'anonymous') return [];
  // The admin registers for the owner's run as the runner does.
  // The admin and the team members register for the owner's run as the runner does; the owner's manager sees
  // the owner's runners as the owner does (docs/decisions/054), its leader does not.
  const runners = [w.runner, w.bystander, w.admin, w.manager, w.leader, w.otherMember].map((a) => a.email);
  if (actor === 'owner' || actor === 'manager') return [w[actor].email, ...runners];
  return [w[actor].email];
}

describe('authorization matrix', () => {
  it('has a row for every API route the app serves, and no row for a route that is gone', () => {
    expect(Object.keys(table).sort()).toEqual(apiRoutes(t.app));
  });

  it.each(Object.keys(table))(
    '%s: each caller gets exactly the allowed status and nobody else’s secrets',
    async (key) => {
      const row = table[key];
      if (!row) throw new Error(`no row for ${key}`);
      const [method] = key.split(' ') as [InjectOptions['method']];
      const secrets = await secretsOf(t.app, w);
      const everyone = [
        w.owner,
        w.otherBusiness,
        w.runner,
        w.bystander,
        w.admin,
        w.manager,
        w.leader,
        w.otherMember,
      ].map((a) => a.email.toLowerCase());
      const outcomes: string[] = [];
      for (const actor of MATRIX_ACTORS) {
        const response = await t.app.inject({
          method,
          ...(await row.request(ctxOf(actor))),
        } as InjectOptions);
        const body = response.body.toLowerCase();
        const allowed = allowedEmails(actor).map((e) => e.toLowerCase());
        const leakedEmails = everyone.filter((e) => !allowed.includes(e) && body.includes(e));
        const leakedSecrets = secrets.filter((s) => response.body.includes(s));
        outcomes.push(
          `${actor}: ${response.statusCode}` +
            (leakedEmails.length ? ` leaks e-mail ${leakedEmails.join(', ')}` : '') +
            (leakedSecrets.length ? ` leaks ${leakedSecrets.length} secret(s)` : ''),
        );
      }
      const expected = MATRIX_ACTORS.map(
        (actor) =>
          `${actor}: ${actor === 'admin' || isTeamActor(actor) ? (row.expect[actor] ?? row.expect.runner) : row.expect[actor]}`,
      );
      expect(outcomes).toEqual(expected);
    },
  );
});
