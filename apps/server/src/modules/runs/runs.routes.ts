import { icsFileName } from '@runtogether/shared/runs/run-calendar';
import { buildRunIcs } from '../../lib/calendar-files';
import { PRIVATE_CACHE, PUBLIC_CACHE, presentsCredentials } from '../../plugins/http-caching';
import { calendarTexts } from '../mail/mail-words';
import { runCreateSchema, runUpdateSchema } from '@runtogether/shared/runs/run-bodies.schemas';
import { runImageResponseSchema } from '@runtogether/shared/runs/run-input.schemas';
import {
  seriesIdParamsSchema,
  seriesSchema,
  seriesScopeQuerySchema,
} from '@runtogether/shared/series/series.schemas';
import {
  runIdParamsSchema,
  runListQuerySchema,
  runListSchema,
  runSchema,
} from '@runtogether/shared/runs/run.schemas';
import { errors } from '../../plugins/error-responses';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { readUploadedFile } from '../uploads/image-upload';
import { getCalendarRun, getRunAs, listUpcomingRuns } from './runs.service';
import { listAlternatives } from './run-alternatives.service';
import { runAlternativesSchema } from '@runtogether/shared/runs/run-alternatives.schemas';
import {
  creatingRuns,
  deletingRuns,
  editingRuns,
  type FillOpenSpots,
  type RunDeps,
} from './run-management.service';
import {
  createRunOrSeries,
  deleteRunInScope,
  getSeries,
  replaceRunImageInScope,
  updateRunInScope,
} from '../series/series.service';
import { actingForQuerySchema } from '@runtogether/shared/team/team.schemas';
import { withHostPower } from '../auth/permissions';
import { noteTeamActivity } from '../team/team.service';

export interface RunsRoutesOptions {
  config: Pick<Config, 'publicUrl'>;
  /** The registrations module's, wired by the app (runs never import registrations). */
  fillOpenSpots: FillOpenSpots;
}

/** Per IP: a person paging and filtering stays far below this; a scraper does not. */
const listLimit = { max: 300, timeWindow: 60_000 };

export const runsRoutes: FastifyPluginCallbackZod<RunsRoutesOptions> = (
  app,
  { config, fillOpenSpots },
  done,
) => {
  const deps: RunDeps = {
    db: app.db,
    publicUrl: config.publicUrl,
    mailQueued: () => app.mail.kick(),
    fillOpenSpots,
  };

  app.get(
    '/events',
    {
      // The list is the same for everyone: a signed-in request does not need its session looked up
      // (docs/decisions/061). Its rare errors (a bad filter) speak the rt_lang cookie's or the device's language.
      config: { rateLimit: listLimit, withoutSession: true },
      schema: {
        tags: ['events'],
        summary: 'Upcoming runs by date (nearest first within a date with `near`), paged by cursor',
        querystring: runListQuerySchema,
        response: { 200: runListSchema, ...errors(400, 429) },
      },
    },
    (request) => listUpcomingRuns(app.db, request.query),
  );

  app.post(
    '/events',
    {
      preValidation: withHostPower(creatingRuns, 'runs'),
      schema: {
        tags: ['events'],
        summary:
          'Create a run (business accounts, or a manager with `businessId`); the business becomes its host. With `repeat`, a weekly series: the answer is its first run',
        querystring: actingForQuerySchema,
        body: runCreateSchema,
        response: { 201: runSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const run = await createRunOrSeries(
        deps,
        request.user,
        request.body,
        new Date(),
        request.query.businessId,
      );
      await noteTeamActivity(app.db, request.user, run.hostId, 'created', run);
      return reply.code(201).send(run);
    },
  );

  app.get(
    '/events/:id.ics',
    {
      schema: {
        tags: ['events'],
        summary: 'The run as an iCalendar file (add to calendar)',
        params: runIdParamsSchema,
        response: { 200: z.string(), ...errors(404) },
      },
    },
    async (request, reply) => {
      await getRunAs(app.db, request.params.id, request.user); // a hidden run's file is a 404 too
      const run = await getCalendarRun(app.db, request.params.id);
      const runUrl = `${config.publicUrl}/runs/${run.id}`;
      // Stamped with the run's last change, not the request's time: the same run gives the same file.
      const stamp = new Date(run.lastModified);
      const locale = request.locale;
      const ics = buildRunIcs(run, runUrl, new URL(config.publicUrl).hostname, stamp, calendarTexts(locale));
      return (
        reply
          .type('text/calendar; charset=utf-8')
          // The file is in the asker's language: the http-caching plugin's policy, varying by language too.
          .header('cache-control', presentsCredentials(request) ? PRIVATE_CACHE : PUBLIC_CACHE)
          .header('vary', 'Accept-Language, Authorization, Cookie')
          .header('Content-Disposition', `attachment; filename="${icsFileName(run.title)}"`)
          .send(ics)
      );
    },
  );

  app.get(
    '/events/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'One run, past or upcoming',
        params: runIdParamsSchema,
        response: { 200: runSchema, ...errors(404) },
      },
    },
    (request) => getRunAs(app.db, request.params.id, request.user),
  );

  app.get(
    '/events/:id/alternatives',
    {
      schema: {
        tags: ['events'],
        summary:
          'Up to three runs like a full one: upcoming, not full, within 3 days, 10 km (when both have a pin) and 45 s/km of pace, nearest first; none while it has room',
        params: runIdParamsSchema,
        response: { 200: runAlternativesSchema, ...errors(404) },
      },
    },
    (request) => listAlternatives(app.db, request.params.id, request.user),
  );

  app.patch(
    '/events/:id',
    {
      preValidation: withHostPower(editingRuns, 'runs'),
      schema: {
        tags: ['events'],
        summary:
          'Change a run (its host only); fields left out keep their value. `scope=following` changes the later runs of its series too',
        params: runIdParamsSchema,
        querystring: seriesScopeQuerySchema,
        body: runUpdateSchema,
        response: { 200: runSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const run = await updateRunInScope(
        deps,
        request.user,
        request.params.id,
        request.body,
        request.query.scope,
      );
      await noteTeamActivity(app.db, request.user, run.hostId, 'edited', run);
      return run;
    },
  );

  app.delete(
    '/events/:id',
    {
      preValidation: withHostPower(deletingRuns, 'runs'),
      schema: {
        tags: ['events'],
        summary:
          'Delete a run (its host only); registered runners are e-mailed. `scope=following` deletes the later runs of its series too',
        params: runIdParamsSchema,
        querystring: seriesScopeQuerySchema,
        response: { 204: z.null(), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const run = await getRunAs(app.db, request.params.id, request.user).catch(() => null);
      await deleteRunInScope(
        { ...deps, storage: app.storage, log: request.log },
        request.user,
        request.params.id,
        request.query.scope,
      );
      if (run) await noteTeamActivity(app.db, request.user, run.hostId, 'deleted', run);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/events/:id/image',
    {
      preValidation: withHostPower(editingRuns, 'runs'),
      schema: {
        tags: ['events'],
        summary:
          'Replace a run\'s image (its host only): multipart/form-data with one image in the field "file"',
        consumes: ['multipart/form-data'],
        params: runIdParamsSchema,
        querystring: seriesScopeQuerySchema,
        response: { 200: runImageResponseSchema, ...errors(400, 401, 403, 404, 413) },
      },
    },
    (request) =>
      replaceRunImageInScope(
        { db: app.db, storage: app.storage, log: request.log },
        request.user,
        request.params.id,
        () => readUploadedFile(request),
        request.query.scope,
      ),
  );

  app.get(
    '/series/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'A weekly series: its rule ("Every Tuesday at 19:00") and its upcoming runs',
        params: seriesIdParamsSchema,
        response: { 200: seriesSchema, ...errors(404) },
      },
    },
    (request) => getSeries(app.db, request.params.id, undefined, request.locale),
  );
  done();
};
