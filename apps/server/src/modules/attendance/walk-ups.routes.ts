import { checkInCodeSchema } from '@runtogether/shared/attendance/attendance.schemas';
import {
  walkUpMessages,
  markBackSchema,
  markWalkInBackResultSchema,
  removeWalkInResultSchema,
  walkInParamsSchema,
  walkUpResultSchema,
  walkUpSchema,
} from '@runtogether/shared/attendance/walk-up.schemas';
import { runIdParamsSchema } from '@runtogether/shared/runs/run.schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { errors } from '../../plugins/error-responses';
import { attemptLimiter } from '../../plugins/rate-limit';
import { withHostPower } from '../auth/permissions';
import { noteRunActivity } from '../team/team.service';
import { takingAttendance } from './attendance.service';
import { markGuestBack } from './still-out';
import { getJoinCode, removeGuest, walkUp, type WalkUpDeps } from './walk-ups';

export interface WalkUpsRoutesOptions {
  config: Pick<Config, 'publicUrl' | 'sessionSecret' | 'waitlistCutoffMinutes'>;
  /** The clock (tests move it). */
  now?: () => number;
}

/** Per IP: a whole club walking up through one café's Wi-Fi stays far below this; guessing codes does not. */
const walkUpLimit = { max: 60, timeWindow: 60_000 };
/**
 * Per run: each guest is e-mailed at the address they type, with the run's title, which its host wrote. A run's
 * walk-ups come in tens; hundreds an hour would be a host mailing strangers through us (SECURITY.md).
 */
export const WALK_UPS_PER_RUN = { max: 100, windowMs: 60 * 60_000 } as const;

/** Walk-up guests, marking walk-ins back and taking one off (docs/decisions/055). */
export const walkUpsRoutes: FastifyPluginCallbackZod<WalkUpsRoutesOptions> = (app, options, done) => {
  const deps: WalkUpDeps = {
    db: app.db,
    secret: options.config.sessionSecret,
    publicUrl: options.config.publicUrl,
    mailQueued: () => app.mail.kick(),
  };
  const now = () => new Date(options.now?.() ?? Date.now());
  const walkUpsPerRun = attemptLimiter(app, {
    name: 'walkUpsPerRun',
    ...WALK_UPS_PER_RUN,
    key: (request) => String((request.params as { id?: unknown }).id),
    message: walkUpMessages.tooMany,
  });

  app.get(
    '/events/:id/join-code',
    {
      preValidation: withHostPower(takingAttendance, 'checkIn'),
      schema: {
        tags: ['attendance'],
        summary:
          'The run\'s "Join this run" code for walk-up guests and the URL its QR code encodes, for its host and its team',
        params: runIdParamsSchema,
        response: { 200: checkInCodeSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => getJoinCode(deps, request.user, request.params.id),
  );

  app.post(
    '/events/:id/walk-up',
    {
      config: { rateLimit: walkUpLimit },
      schema: {
        tags: ['attendance'],
        summary:
          "A guest joins with the run's join code, without an account: present at once, e-mailed a link to make an account. The same e-mail again answers 200 with alreadyJoined",
        params: runIdParamsSchema,
        body: walkUpSchema,
        response: { 200: walkUpResultSchema, 201: walkUpResultSchema, ...errors(400, 404, 409, 410, 429) },
      },
    },
    async (request, reply) => {
      await walkUpsPerRun.consume(request);
      const { created, ...result } = await walkUp(
        deps,
        request.params.id,
        request.body,
        request.locale,
        now(),
      );
      return reply.code(created ? 201 : 200).send(result);
    },
  );

  app.put(
    '/events/:id/attendance/walk-ins/:walkInId',
    {
      preValidation: withHostPower(takingAttendance, 'checkIn'),
      schema: {
        tags: ['attendance'],
        summary:
          "After the start, the host or the host's team marks a walk-in or walk-up guest back from the run (or out again)",
        params: walkInParamsSchema,
        body: markBackSchema,
        response: { 200: markWalkInBackResultSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      markGuestBack(deps, request.user, request.params.id, request.params.walkInId, request.body.back, now()),
  );

  app.delete(
    '/events/:id/attendance/walk-ins/:walkInId',
    {
      preValidation: withHostPower(takingAttendance, 'checkIn'),
      schema: {
        tags: ['attendance'],
        summary:
          "Before the start, the host or the host's team takes off a walk-in or walk-up guest added by mistake; their place is free again (the waitlist is offered it as when a runner leaves)",
        params: walkInParamsSchema,
        response: { 200: removeWalkInResultSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const result = await removeGuest(
        { ...deps, waitlistCutoffMinutes: options.config.waitlistCutoffMinutes },
        request.user,
        request.params.id,
        request.params.walkInId,
        now(),
      );
      // Taking someone off a run is said on the dashboard, as adding them is (docs/decisions/054).
      await noteRunActivity(app.db, request.user, request.params.id, 'removed-guest');
      return result;
    },
  );
  done();
};
