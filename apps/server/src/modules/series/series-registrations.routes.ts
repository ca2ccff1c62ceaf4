// "Join every week" (decision 053): a runner's registration for a whole weekly series.
import {
  mySeriesResponseSchema,
  seriesJoinedSchema,
  seriesMembershipSchema,
  seriesRegistrationBodySchema,
} from '@runtogether/shared/series/series-registration.schemas';
import { seriesIdParamsSchema } from '@runtogether/shared/series/series.schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { errors } from '../../plugins/error-responses';
import { withRole } from '../auth/permissions';
import { asRunner, registrationDepsOf } from '../registrations/registrations.service';
import { getSeriesJoined, joinSeries, leaveSeries, listMySeries } from './series-registrations.service';

export interface SeriesRegistrationsRoutesOptions {
  config: Pick<Config, 'publicUrl' | 'sessionSecret' | 'waitlistCutoffMinutes'>;
  /** The clock (tests move it instead of sleeping). */
  now?: () => number;
}

export const seriesRegistrationsRoutes: FastifyPluginCallbackZod<SeriesRegistrationsRoutesOptions> = (
  app,
  { config, now: clock },
  done,
) => {
  const deps = registrationDepsOf(app.db, config, () => app.mail.kick());
  const now = () => new Date(clock?.() ?? Date.now());

  app.post(
    '/series/:id/registrations',
    {
      preValidation: withRole(asRunner),
      schema: {
        tags: ['registrations'],
        summary:
          "Join every week: registers the signed-in runner for every upcoming run of the series (each confirmed or waitlisted on its own) and for the runs added later; groupId is passed on to each run's registration. 409 when already joined, or when the runs ask required questions (each date is registered for on its own)",
        params: seriesIdParamsSchema,
        body: seriesRegistrationBodySchema,
        response: { 201: seriesMembershipSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const joined = await joinSeries(
        deps,
        request.user,
        request.params.id,
        request.body,
        request.locale,
        now(),
      );
      return reply.code(201).send(joined);
    },
  );

  app.get(
    '/series/:id/registrations/me',
    {
      schema: {
        tags: ['registrations'],
        summary: 'Whether the caller joined every week of the series; false when signed out or not a runner',
        params: seriesIdParamsSchema,
        response: { 200: seriesJoinedSchema, ...errors(404) },
      },
    },
    (request) => getSeriesJoined(app.db, request.user, request.params.id),
  );

  app.delete(
    '/series/:id/registrations/me',
    {
      preValidation: withRole(asRunner),
      schema: {
        tags: ['registrations'],
        summary:
          'Leave every week: cancels every upcoming date of the series (the waitlist gets each spot) and joins no new ones',
        params: seriesIdParamsSchema,
        response: { 204: z.null().describe('Left'), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await leaveSeries(deps, request.user, request.params.id, now());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/registrations/me/series',
    {
      preValidation: withRole(asRunner),
      schema: {
        tags: ['registrations'],
        summary:
          "The series the signed-in runner joined every week of, each with the runner's upcoming dates",
        response: { 200: mySeriesResponseSchema, ...errors(401, 403) },
      },
    },
    (request) => listMySeries(app.db, request.user, request.locale, now()),
  );
  done();
};
