import {
  myRegistrationResponseSchema,
  myRegistrationSchema,
  myRegistrationsQuerySchema,
  myRegistrationsResponseSchema,
  participantsQuerySchema,
  participantsResponseSchema,
  registrationFormSchema,
  usualPaceSchema,
} from '@runtogether/shared/registrations/registration.schemas';
import { registrationApiMessages } from '@runtogether/shared/registrations/registration-api.messages';
import { runIdParamsSchema } from '@runtogether/shared/runs/run.schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { CSV_CONTENT_TYPE, csvAttachmentHeader } from '../../lib/csv';
import { listMyRegistrations } from './my-runs.service';
import { cancelRegistration, getMyRegistration, register } from './register.service';
import { moveToAnotherGroup } from './group-moves.service';
import { getUsualPace } from './usual-pace.service';
import { groupMoveSchema } from '@runtogether/shared/runs/run-groups.schemas';
import {
  asRunner,
  exportingParticipants,
  getParticipants,
  participantsCsv,
  registrationDepsOf,
} from './registrations.service';
import { signedIn, withHostPower, withRole } from '../auth/permissions';
import { errors } from '../../plugins/error-responses';

export interface RegistrationsRoutesOptions {
  config: Pick<Config, 'publicUrl' | 'sessionSecret' | 'waitlistCutoffMinutes'>;
  /** The clock (tests move it instead of sleeping). */
  now?: () => number;
}

export const registrationsRoutes: FastifyPluginCallbackZod<RegistrationsRoutesOptions> = (
  app,
  { config, now: clock },
  done,
) => {
  const deps = registrationDepsOf(app.db, config, () => app.mail.kick());
  const now = () => new Date(clock?.() ?? Date.now());

  app.post(
    '/events/:id/registrations',
    {
      preValidation: withRole(asRunner),
      schema: {
        tags: ['registrations'],
        summary:
          'Register the signed-in runner: confirmed while spots are left, otherwise waitlisted (waitlistPosition)',
        params: runIdParamsSchema,
        body: registrationFormSchema,
        response: { 201: myRegistrationSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const registration = await register(deps, request.user, request.params.id, request.body, now());
      return reply.code(201).send(registration);
    },
  );

  app.get(
    '/events/:id/registrations/me',
    {
      schema: {
        tags: ['registrations'],
        summary:
          "The caller's registration for the run; { registration: null } when signed out, not a runner or not registered (never 401)",
        params: runIdParamsSchema,
        response: { 200: myRegistrationResponseSchema, ...errors(404) },
      },
    },
    (request) => getMyRegistration(app.db, request.user, request.params.id),
  );

  app.patch(
    '/events/:id/registrations/me',
    {
      preValidation: withRole(asRunner),
      schema: {
        tags: ['registrations'],
        summary:
          "Move the signed-in runner to another pace group of the run, one with room (409 when it is full); the spot left goes to the old group's waitlist",
        params: runIdParamsSchema,
        body: groupMoveSchema,
        response: { 200: myRegistrationSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    (request) => moveToAnotherGroup(deps, request.user, request.params.id, request.body.groupId, now()),
  );

  app.delete(
    '/events/:id/registrations/me',
    {
      preValidation: signedIn(registrationApiMessages.mustLogIn),
      schema: {
        tags: ['registrations'],
        summary:
          "Cancel the signed-in user's registration (or leave the waitlist); the first on the waitlist takes a freed spot",
        params: runIdParamsSchema,
        response: { 204: z.null().describe('Canceled'), ...errors(401, 404, 409) },
      },
    },
    async (request, reply) => {
      await cancelRegistration(deps, request.user, request.params.id, now());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/events/:id/participants',
    {
      schema: {
        tags: ['registrations'],
        summary:
          'Who is registered: confirmed first, then the waitlist; e-mail addresses only for the host (and your own row)',
        params: runIdParamsSchema,
        querystring: participantsQuerySchema,
        response: { 200: participantsResponseSchema, ...errors(400, 404) },
      },
    },
    (request) => getParticipants(app.db, request.user, request.params.id, request.query),
  );

  app.get(
    '/events/:id/participants.csv',
    {
      preValidation: withHostPower(exportingParticipants, 'participantEmails'),
      schema: {
        tags: ['registrations'],
        summary: "The run's participants as a CSV file (UTF-8 with BOM), for its host only",
        produces: ['text/csv'],
        params: runIdParamsSchema,
        response: {
          200: z.string().describe('text/csv; the file name is in Content-Disposition'),
          ...errors(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await participantsCsv(
        app.db,
        request.user,
        request.params.id,
        request.locale,
      );
      return (
        reply
          .header('content-type', CSV_CONTENT_TYPE)
          .header('content-disposition', csvAttachmentHeader(fileName))
          .header('cache-control', 'no-store')
          // A string with a non-JSON content type is sent as it is (no JSON serialisation).
          .send(csv)
      );
    },
  );

  app.get(
    '/registrations/me',
    {
      preValidation: withRole(asRunner),
      schema: {
        tags: ['registrations'],
        summary:
          "The signed-in runner's registrations with their runs, one tab at a time (scope=upcoming|past), paged by cursor",
        querystring: myRegistrationsQuerySchema,
        response: { 200: myRegistrationsResponseSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => listMyRegistrations(app.db, request.user, request.query, now()),
  );
  app.get(
    '/registrations/me/usual-pace',
    {
      preValidation: withRole(asRunner),
      schema: {
        tags: ['registrations'],
        summary:
          "The signed-in runner's usual pace (min/km): the median pace of the runs or pace groups of their last 5 confirmed registrations, null without any",
        response: { 200: usualPaceSchema, ...errors(401, 403) },
      },
    },
    (request) => getUsualPace(app.db, request.user),
  );
  done();
};
