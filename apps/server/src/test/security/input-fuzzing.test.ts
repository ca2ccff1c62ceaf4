// ASVS V1/V2 (encoding, validation) and V16 (error handling): property-based requests against every API route,
// shaped by the shared zod schemas and bent with hostile values. No answer may be a 5xx or show a stack trace or
// SQL, and a refused write must leave the database and the stored files exactly as they were.
import { catalogueQuerySchema, languageChoiceSchema } from '@runtogether/shared/i18n/language.schemas';
import { markBackSchema, walkUpSchema } from '@runtogether/shared/attendance/walk-up.schemas';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  loginSchema,
  resendVerificationSchema,
  signupSchema,
  verifyEmailSchema,
} from '@runtogether/shared/auth/auth.schemas';
import {
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@runtogether/shared/auth/password.schemas';
import { emailChangeTokenSchema, profileUpdateSchema } from '@runtogether/shared/users/profile.schemas';
import {
  checkInSchema,
  markAttendanceSchema,
  walkInSchema,
  attendanceStatsQuerySchema,
} from '@runtogether/shared/attendance/attendance.schemas';
import { pastRunsQuerySchema } from '@runtogether/shared/business/dashboard.schemas';
import { hostParticipantsQuerySchema } from '@runtogether/shared/business/participants.schemas';
import { followedRunsQuerySchema } from '@runtogether/shared/follows/follow.schemas';
import { followersQuerySchema } from '@runtogether/shared/follows/followers.schemas';
import {
  geocodeQuerySchema,
  reverseGeocodeQuerySchema,
  zoneAtQuerySchema,
} from '@runtogether/shared/geo/geocode.schemas';
import { postListQuerySchema } from '@runtogether/shared/posts/post.schemas';
import {
  myRegistrationsQuerySchema,
  registrationFormSchema,
} from '@runtogether/shared/registrations/registration.schemas';
import { runUpdateSchema } from '@runtogether/shared/runs/run-bodies.schemas';
import { runInputSchema } from '@runtogether/shared/runs/run-input.schemas';
import { runListQuerySchema } from '@runtogether/shared/runs/run.schemas';
import { runMessageInputSchema } from '@runtogether/shared/run-messages/run-message.schemas';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMoveSchema } from '@runtogether/shared/runs/run-groups.schemas';
import { seriesRegistrationBodySchema } from '@runtogether/shared/series/series-registration.schemas';
import { passwordResetCheckQuerySchema } from '../../modules/auth/auth.routes';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { insertSession, insertUser } from '../factories';
import { multipartBody } from '../multipart';
import { startNominatimFixture, type NominatimFixture } from '../nominatim-fixture';
import {
  acceptInvitationInputSchema,
  invitationPreviewQuerySchema,
  actingForQuerySchema,
  teamInvitationInputSchema,
  teamRoleInputSchema,
} from '@runtogether/shared/team/team.schemas';
import { createTestApp, type TestApp } from '../test-app';
import {
  adminReasonSchema,
  closeReportSchema,
  deleteAccountSchema,
  grantAdminSchema,
  reportInputSchema,
  reportListQuerySchema,
} from '@runtogether/shared/trust/trust.schemas';
import { apiRoutes } from './api-routes';
import { fuzzedObject, hostileNumber, hostileString, hostileValue, toQueryString } from './fuzz-arbitraries';
import { buildWorld, freshPost, freshRun, smallPng, textForm, type World } from './world';

/** Requests per run; FUZZ_REQUESTS=100000 for a longer hunt. */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);

let t: TestApp;
let w: World;
let nominatim: NominatimFixture;
let png: Buffer;

beforeAll(async () => {
  nominatim = await startNominatimFixture({
    'retiro park': { lat: '40.4153', lon: '-3.6845', display_name: 'Parque del Retiro, Madrid' },
  });
  t = await createTestApp({
    config: { nominatimUrl: nominatim.url, geocodeMinIntervalMs: 0, geocodeTimeoutMs: 2000 },
  });
  w = await buildWorld(t.app);
  png = await smallPng();
});
afterAll(async () => {
  await t.close();
  await nominatim.close();
});

type Input = { body?: z.ZodType; query?: z.ZodType; multipart?: 'file' | 'post' };

/** What each route reads, from the shared schemas; a route missing here fails the first test. */
const inputs: Record<string, Input> = {
  'GET /api/health': {},
  'GET /api/ready': {},
  'GET /api/docs': {},
  'GET /api/docs/json': {},
  'POST /api/auth/signup': { body: signupSchema },
  'POST /api/auth/verify-email': { body: verifyEmailSchema },
  'POST /api/auth/resend-verification': { body: resendVerificationSchema },
  'POST /api/auth/login': { body: loginSchema },
  'POST /api/auth/logout': {},
  'GET /api/auth/me': {},
  'PUT /api/me/password': { body: passwordChangeSchema },
  'POST /api/auth/password-reset': { body: passwordResetRequestSchema },
  'GET /api/auth/password-reset/check': { query: passwordResetCheckQuerySchema },
  'POST /api/auth/password-reset/confirm': { body: passwordResetConfirmSchema },
  'GET /api/users/:id': {},
  'PATCH /api/users/:id': { body: profileUpdateSchema },
  'POST /api/users/:id/avatar': { multipart: 'file' },
  'POST /api/users/email-change/confirm': { body: emailChangeTokenSchema },
  'POST /api/users/email-change/cancel': { body: emailChangeTokenSchema },
  'GET /api/events': { query: runListQuerySchema },
  'POST /api/events': { body: runInputSchema },
  'GET /api/events/:id.ics': {},
  'GET /api/events/:id': {},
  'PATCH /api/events/:id': { body: runUpdateSchema },
  'DELETE /api/events/:id': {},
  'POST /api/events/:id/image': { multipart: 'file' },
  'POST /api/events/:id/registrations': { body: registrationFormSchema },
  'GET /api/events/:id/registrations/me': {},
  'DELETE /api/events/:id/registrations/me': {},
  'GET /api/events/:id/participants': {},
  'GET /api/events/:id/participants.csv': {},
  'GET /api/registrations/me': { query: myRegistrationsQuerySchema },
  'GET /api/businesses/:id': {},
  'GET /api/businesses/:id/share-card.png': {},
  'GET /api/events/:id/share-card.png': {},
  'GET /api/businesses/:id/past-runs': { query: pastRunsQuerySchema },
  'GET /api/businesses/:id/posts': { query: postListQuerySchema },
  'POST /api/businesses/:id/posts': { multipart: 'post' },
  'DELETE /api/business_posts/:id': {},
  'GET /api/business/dashboard': { query: actingForQuerySchema },
  'GET /api/business/participants': { query: hostParticipantsQuerySchema },
  'GET /api/business/participants.csv': { query: hostParticipantsQuerySchema },
  'GET /api/geocode': { query: geocodeQuerySchema },
  'GET /api/geocode/reverse': { query: reverseGeocodeQuerySchema },
  'GET /api/geocode/zone': { query: zoneAtQuerySchema },
  'GET /api/map': {},
  'GET /api/i18n': {},
  'GET /api/i18n/:locale': { query: catalogueQuerySchema },
  'PUT /api/me/language': { body: languageChoiceSchema },
  'GET /api/series/:id': {},
  'PUT /api/businesses/:id/follow': {},
  'DELETE /api/businesses/:id/follow': {},
  'GET /api/businesses/:id/follow': {},
  'GET /api/business/followers': { query: followersQuerySchema },
  'GET /api/me/following/runs': { query: followedRunsQuerySchema },
  'GET /api/follows/unsubscribe/:token': {},
  'POST /api/follows/unsubscribe/:token': {},
  'GET /api/businesses/:id/calendar.ics': {},
  'GET /api/calendar/:token.ics': {},
  'GET /api/me/calendar-feed': {},
  'POST /api/me/calendar-feed/reset': {},
  'GET /api/events/:id/messages': {},
  'POST /api/events/:id/messages': { body: runMessageInputSchema },
  'GET /api/reminders/unsubscribe/:token': {},
  'POST /api/reminders/unsubscribe/:token': {},
  'GET /api/events/:id/attendance': {},
  'GET /api/events/:id/check-in-code': {},
  'PUT /api/events/:id/attendance/:registrationId': { body: markAttendanceSchema },
  'POST /api/events/:id/attendance/walk-ins': { body: walkInSchema },
  'POST /api/events/:id/check-in': { body: checkInSchema },
  'GET /api/events/:id/alternatives': {},
  'PATCH /api/events/:id/registrations/me': { body: groupMoveSchema },
  'POST /api/series/:id/registrations': { body: seriesRegistrationBodySchema },
  'GET /api/series/:id/registrations/me': {},
  'DELETE /api/series/:id/registrations/me': {},
  'GET /api/registrations/me/series': {},
  'GET /api/registrations/me/usual-pace': {},
  'GET /api/spots/claim/:token': {},
  'POST /api/spots/claim/:token': {},
  'GET /api/spots/give-up/:token': {},
  'POST /api/spots/give-up/:token': {},
  'GET /api/spots/still-coming/:answer/:token': {},
  'POST /api/spots/still-coming/:answer/:token': {},
  'GET /api/events/:id/join-code': {},
  'POST /api/events/:id/walk-up': { body: walkUpSchema },
  'PUT /api/events/:id/attendance/walk-ins/:walkInId': { body: markBackSchema },
  'DELETE /api/events/:id/attendance/walk-ins/:walkInId': {},
  'GET /api/me/attendance-stats': { query: attendanceStatsQuerySchema },
  'GET /api/me/export': {},
  'POST /api/suspended-account/export': { body: loginSchema },
  'DELETE /api/me': { body: deleteAccountSchema },
  'POST /api/reports': { body: reportInputSchema },
  'GET /api/admin/reports': { query: reportListQuerySchema },
  'POST /api/admin/reports/:id/close': { body: closeReportSchema },
  'POST /api/admin/runs/:id/hide': { body: adminReasonSchema },
  'POST /api/admin/runs/:id/unhide': {},
  'POST /api/admin/posts/:id/remove': { body: adminReasonSchema },
  'POST /api/admin/users/:id/suspend': { body: adminReasonSchema },
  'POST /api/admin/users/:id/unsuspend': {},
  'GET /api/admin/audit': {},
  'GET /api/admin/admins': {},
  'POST /api/admin/admins': { body: grantAdminSchema },
  'DELETE /api/admin/admins/:id': {},
  'GET /api/business/team': {},
  'POST /api/business/team/invitations': { body: teamInvitationInputSchema },
  'PATCH /api/business/team/:userId': { body: teamRoleInputSchema },
  'DELETE /api/business/team/invitations/:id': {},
  'DELETE /api/business/team/:userId': {},
  'POST /api/team/invitations/accept': { body: acceptInvitationInputSchema },
  'GET /api/team/invitations/preview': { query: invitationPreviewQuerySchema },
  'GET /api/team/memberships': {},
  'DELETE /api/team/memberships/:businessId': {},
};

const TABLES = [
  'users',
  'sessions',
  'email_verification_tokens',
  'events',
  'registrations',
  'business_posts',
  'post_images',
  'geocode_cache',
  'mail_outbox',
  'follows',
  // Not calendar_feeds: GET /api/me/calendar-feed makes a runner's token on first ask (decision 033).
  'cancelled_runs',
  'run_messages',
  'team_members',
  'team_invitations',
  'team_activities',
];

/** Row count and an md5 of every row of every table, as one string. */
async function databaseChecksum(): Promise<string> {
  const parts = TABLES.map((table) =>
    sql.raw(
      `(select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from ${table} t)`,
    ),
  );
  const result = (await t.db.execute(sql`select concat_ws(' ', ${sql.join(parts, sql`, `)}) as sum`)) as {
    rows?: { sum?: unknown }[];
  };
  return String(result.rows?.[0]?.sum);
}

async function storedFiles(): Promise<string> {
  const root = path.join(t.config.dataDir, 'uploads');
  const entries = await fs.readdir(root, { recursive: true }).catch(() => []);
  return entries.sort().join('\n');
}

interface State {
  database: string;
  files: string;
}
const currentState = async (): Promise<State> => ({
  database: await databaseChecksum(),
  files: await storedFiles(),
});

// A stack frame, a source path, or the words of a database error.
const STACK = /\n\s+at |node_modules|\.[cm]?[jt]s:\d+:\d+/;
const SQL_ERROR =
  /failed query|syntax error|violates|duplicate key|relation "|column "|pglite|postgres|drizzle|\bselect\b[^"]*\bfrom\b/i;

const idValue = () =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom(String(w.runId), w.owner.userId, w.runner.userId, String(w.postId)),
    },
    { weight: 3, arbitrary: hostileString },
    { weight: 2, arbitrary: hostileNumber.map(String) },
  );

const actorHeaders = () =>
  fc.constantFrom<Record<string, string>>(
    {},
    w.runner.bearer,
    w.runner.browser,
    w.owner.bearer,
    w.owner.browser,
    w.otherBusiness.bearer,
    // The platform admin (docs/decisions/049), so the admin routes' inputs get past the 403.
    w.admin.bearer,
    // A cookie from another site's page: must be refused for writes, never crash.
    { cookie: w.owner.browser.cookie ?? '', origin: 'https://evil.test' },
  );

const jsonBody = (schema: z.ZodType | undefined) =>
  fc.oneof(
    { weight: 8, arbitrary: schema ? fuzzedObject(schema) : hostileValue },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

/** How the body travels: JSON, or something a JSON route must refuse (broken JSON, other content types). */
const rawBody = (value: unknown) =>
  fc.oneof(
    { weight: 10, arbitrary: fc.constant({ payload: JSON.stringify(value), type: 'application/json' }) },
    fc.constantFrom(
      { payload: '{"email": "a@b.test", ', type: 'application/json' },
      { payload: 'NaN', type: 'application/json' },
      {
        payload: '{"__proto__": {"role": "business"}, "constructor": {"prototype": {"x": 1}}}',
        type: 'application/json',
      },
      { payload: 'email=a%40b.test&role=business', type: 'application/x-www-form-urlencoded' },
      { payload: '<xml>&lt;</xml>', type: 'text/xml' },
      { payload: JSON.stringify(value), type: 'text/plain' },
    ),
  );

const multipartPayload = (kind: 'file' | 'post') =>
  fc
    .record({
      field: fc.oneof(fc.constant(kind === 'file' ? 'file' : 'images'), hostileString),
      filename: fc.oneof(fc.constant('photo.png'), hostileString),
      contentType: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream'),
      data: fc.oneof(
        fc.constant(png),
        fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
        fc.constant(Buffer.concat([png, Buffer.from('<script>alert(1)</script>')])),
      ),
      title: fc.oneof(fc.constant('Hello'), hostileString),
      content: fc.oneof(fc.constant('A post body'), hostileString),
    })
    .map(({ field, filename, contentType, data, title, content }) => {
      const files = multipartBody({ field, filename: filename.replaceAll('"', ''), contentType, data });
      if (kind === 'file') return files;
      // Text fields first, then the files: one form, one boundary.
      const texts = textForm({ title, content });
      const boundary = files.headers['content-type'].split('boundary=')[1] ?? '';
      const textPart = texts.payload
        .toString('latin1')
        .replaceAll(texts.headers['content-type'].split('boundary=')[1] ?? '', boundary)
        .replace(new RegExp(`--${boundary}--\\r\\n$`), '');
      return {
        payload: Buffer.concat([Buffer.from(textPart, 'latin1'), files.payload]),
        headers: files.headers,
      };
    })
    .chain((form) =>
      // Now and then cut short, as a dropped connection or a hostile client sends it.
      fc.oneof(
        { weight: 4, arbitrary: fc.constant(form) },
        fc
          .nat({ max: form.payload.length })
          .map((end) => ({ ...form, payload: form.payload.subarray(0, end) })),
      ),
    );

type FuzzRequest = InjectOptions & { url: string; headers: Record<string, string> };

function requestFor(route: string): fc.Arbitrary<FuzzRequest> {
  const [method, pattern] = route.split(' ') as [InjectOptions['method'], string];
  const input = inputs[route] ?? {};
  const url = fc
    .tuple(idValue(), input.query ? fuzzedObject(input.query) : fc.option(hostileValue, { nil: undefined }))
    .map(([id, query]) => pattern.replace(':id', encodeURIComponent(id)) + toQueryString(query));
  const body: fc.Arbitrary<{ payload?: string | Buffer; headers: Record<string, string> }> = input.multipart
    ? multipartPayload(input.multipart)
    : method === 'GET'
      ? fc.constant({ headers: {} })
      : jsonBody(input.body).chain((value) =>
          value === undefined
            ? fc.constant({ headers: {} })
            : rawBody(value).map(({ payload, type }) => ({ payload, headers: { 'content-type': type } })),
        );
  return fc.tuple(url, body, actorHeaders()).map(([u, b, actor]) => ({
    method,
    url: u,
    ...(b.payload === undefined ? {} : { payload: b.payload }),
    headers: { ...actor, ...b.headers },
  }));
}

describe('input fuzzing', () => {
  it('knows the inputs of every API route', () => {
    expect(Object.keys(inputs).sort()).toEqual(apiRoutes(t.app));
  });

  it(
    `${REQUESTS} fuzzed requests: no 5xx, no stack trace or SQL, refused writes change nothing`,
    async () => {
      const routes = Object.keys(inputs);
      const perRoute = new Map<string, number>();
      const statuses = new Map<number, number>();
      let sent = 0;
      // The database and files as last seen; a refused write leaves them so, which saves a checksum per write.
      let known: State | null = null;
      const started = Date.now();

      await fc.assert(
        fc.asyncProperty(
          fc
            .constantFrom(...routes)
            .chain((route) => requestFor(route).map((request) => ({ route, request }))),
          async ({ route, request }) => {
            // Logging out must not end the sessions the other requests use.
            if (route === 'POST /api/auth/logout' && request.headers?.cookie) {
              request.headers.cookie = `${SESSION_COOKIE}=${await insertSession(t.db, w.runner.userId)}`;
              known = null;
            }
            // Nor must the admin's suspensions, hides and removals take the world's accounts, run and post from
            // the rest.
            if (/^POST \/api\/admin\/(users|runs|posts)\/:id\/(suspend|hide|remove)$/.test(route)) {
              const world = [w.owner.userId, w.runner.userId, String(w.runId), String(w.postId)].map(
                encodeURIComponent,
              );
              const [, , , kind, id] = request.url.split(/[/?]/);
              if (id !== undefined && world.includes(id)) {
                const fresh =
                  kind === 'users'
                    ? (await insertUser(t.db)).id
                    : kind === 'posts'
                      ? String(await freshPost(t.app, w.owner.userId))
                      : String(await freshRun(t.app, w.owner.userId));
                request.url = request.url.replace(`/${kind}/${id}/`, `/${kind}/${fresh}/`);
                known = null;
              }
            }
            const before = request.method === 'GET' ? null : (known ?? (await currentState()));
            const response = await t.app.inject(request);
            sent += 1;
            perRoute.set(route, (perRoute.get(route) ?? 0) + 1);
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            const where = `${request.method} ${request.url.slice(0, 200)} → ${response.statusCode}`;

            expect(response.statusCode, where).toBeLessThan(500);
            expect(STACK.test(response.body), `${where}: ${response.body.slice(0, 300)}`).toBe(false);
            if (response.statusCode >= 400) {
              const error = response.json<{ error?: { code?: unknown; message?: unknown } }>().error;
              expect(typeof error?.code, where).toBe('string');
              expect(typeof error?.message, where).toBe('string');
              expect(SQL_ERROR.test(String(error?.message)), `${where}: ${String(error?.message)}`).toBe(
                false,
              );
            }
            if (before && response.statusCode >= 400) {
              const after = await currentState();
              expect(after.database, `${where} changed the database`).toBe(before.database);
              expect(after.files, `${where} left files behind`).toBe(before.files);
              known = after;
            } else if (before || route.startsWith('GET /api/geocode') || route.endsWith('/share-card.png')) {
              // A write that succeeded, or a read that fills the geocoding cache: the state is no longer known.
              known = null;
            }
          },
        ),
        { numRuns: REQUESTS, endOnFailure: true },
      );

      expect(sent).toBeGreaterThanOrEqual(REQUESTS);
      expect(routes.filter((route) => !perRoute.has(route))).toEqual([]);
      const histogram = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
      console.info(`fuzzing: ${sent} requests in ${Date.now() - started} ms (${histogram.join(' ')})`);
    },
    30 * 60_000,
  );
});
