import {
  attendanceParamsSchema,
  attendanceSchema,
  attendanceStatsQuerySchema,
  attendanceStatsSchema,
  checkInCodeSchema,
  checkInResultSchema,
  checkInSchema,
  markAttendanceResultSchema,
  markAttendanceSchema,
  walkInResultSchema,
  walkInSchema,
} from '@runtogether/shared/attendance/attendance.schemas';
import { runIdParamsSchema } from '@runtogether/shared/runs/run.schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { withHostPower, withRole } from '../auth/permissions';
import { noteRunActivity } from '../team/team.service';
import {
  addWalkIn,
  checkIn,
  checkingIn,
  getAttendance,
  getAttendanceStats,
  getCheckInCode,
  markAttendance,
  takingAttendance,
  withAttendanceStats,
  type AttendanceDeps,
} from './attendance.service';
import { errors } from '../../plugins/error-responses';
import { markRunnerBack } from './still-out';

export interface AttendanceRoutesOptions {
  config: Pick<Config, 'publicUrl' | 'sessionSecret'>;
  /** The clock (tests move it). */
  now?: () => number;
}

/** The host's check-in screen, the runner's QR check-in and the runner's attendance figures. */
export const attendanceRoutes: FastifyPluginCallbackZod<AttendanceRoutesOptions> = (app, options, done) => {
  const deps: AttendanceDeps = {
    db: app.db,
    secret: options.config.sessionSecret,
    publicUrl: options.config.publicUrl,
  };
  const now = () => new Date(options.now?.() ?? Date.now());
  const hostResponses = errors(401, 403, 404);

  app.get(
    '/events/:id/attendance',
    {
      preValidation: withHostPower(takingAttendance, 'checkIn'),
      schema: {
        tags: ['attendance'],
        summary:
          "The run's check-in screen, for its host: confirmed runners with their attendance, walk-ins, counts, the window and the QR code's URL",
        params: runIdParamsSchema,
        response: { 200: attendanceSchema, ...errors(400), ...hostResponses },
      },
    },
    (request) => getAttendance(deps, request.user, request.params.id, now()),
  );

  app.get(
    '/events/:id/check-in-code',
    {
      preValidation: withHostPower(takingAttendance, 'checkIn'),
      schema: {
        tags: ['attendance'],
        summary: "The run's signed check-in code and the URL its QR code encodes, for its host",
        params: runIdParamsSchema,
        response: { 200: checkInCodeSchema, ...errors(400), ...hostResponses },
      },
    },
    (request) => getCheckInCode(deps, request.user, request.params.id),
  );

  app.put(
    '/events/:id/attendance/:registrationId',
    {
      preValidation: withHostPower(takingAttendance, 'checkIn'),
      schema: {
        tags: ['attendance'],
        summary:
          'The host marks a confirmed runner present or absent (from 2 hours before the start to 12 hours after), or { back } after the start',
        params: attendanceParamsSchema,
        body: markAttendanceSchema,
        response: {
          200: markAttendanceResultSchema,
          ...errors(400, 409),
          ...hostResponses,
        },
      },
    },
    async (request) => {
      const { id, registrationId } = request.params;
      const { present, back } = request.body;
      // `back` after the start (docs/decisions/055), else present or absent.
      if (back !== undefined) return markRunnerBack(deps, request.user, id, registrationId, back, now());
      const result = await markAttendance(deps, request.user, id, registrationId, present ?? false, now());
      if (present) await noteRunActivity(app.db, request.user, id, 'checked-in');
      return result;
    },
  );

  app.post(
    '/events/:id/attendance/walk-ins',
    {
      preValidation: withHostPower(takingAttendance, 'checkIn'),
      schema: {
        tags: ['attendance'],
        summary:
          "The host adds a walk-in (name, optional e-mail, the run's answers and emergency contact as a walk-up gives them), present, within the check-in window",
        params: runIdParamsSchema,
        body: walkInSchema,
        response: { 201: walkInResultSchema, ...errors(400, 409), ...hostResponses },
      },
    },
    async (request, reply) => {
      const result = await addWalkIn(deps, request.user, request.params.id, request.body, now());
      await noteRunActivity(app.db, request.user, request.params.id, 'checked-in');
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/events/:id/check-in',
    {
      preValidation: withRole(checkingIn),
      schema: {
        tags: ['attendance'],
        summary:
          "The signed-in runner checks in with the run's QR code: a confirmed spot, within the window; again answers the same",
        params: runIdParamsSchema,
        body: checkInSchema,
        response: {
          200: checkInResultSchema,
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    (request) => checkIn(deps, request.user, request.params.id, request.body.code, now()),
  );

  app.get(
    '/me/attendance-stats',
    {
      preValidation: withRole(withAttendanceStats),
      schema: {
        tags: ['attendance'],
        summary:
          "The signed-in runner's runs attended and current weekly streak (ISO weeks in the zone tz, default UTC)",
        querystring: attendanceStatsQuerySchema,
        response: {
          200: attendanceStatsSchema,
          ...errors(400, 401, 403),
        },
      },
    },
    (request) => getAttendanceStats(app.db, request.user, request.query.tz, now()),
  );
  done();
};
