import { businessIdParamsSchema } from '@runtogether/shared/business/dashboard.schemas';
import {
  followedRunsQuerySchema,
  followStateSchema,
  unsubscribeResultSchema,
  unsubscribeTokenParamsSchema,
} from '@runtogether/shared/follows/follow.schemas';
import { followersQuerySchema, followersSchema } from '@runtogether/shared/follows/followers.schemas';
import { isAppError } from '@runtogether/shared/errors/app-error';
import { runListSchema } from '@runtogether/shared/runs/run.schemas';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { withRole } from '../auth/permissions';
import { inLanguage } from '../mail/mail-words';
import { acceptOneClickPosts, wantsHtml } from '../mail/one-click-unsubscribe';
import { asBusiness } from '../dashboard/dashboard.service';
import {
  asFollower,
  follow,
  getFollowState,
  listFollowedRuns,
  listFollowers,
  readUnsubscribeLink,
  requireFollower,
  unfollow,
  unsubscribe,
} from './follows.service';
import { confirmUnsubscribePage, invalidLinkPage, unsubscribedPage } from './unsubscribe-page';
import { errors, errorsOrPages } from '../../plugins/error-responses';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads no session and so needs no same-origin check (the one-click unsubscribe link), or its
     * answer is the same for everyone (the run list).
     */
    withoutSession?: boolean;
  }
}

export interface FollowsRoutesOptions {
  config: Pick<Config, 'publicUrl'>;
}

/** preValidation: 401, 400 (yourself) or 403 before the id is looked at. */
function mayFollow(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  const { id } = request.params as { id?: unknown };
  requireFollower(request.user, typeof id === 'string' ? id : '');
  done();
}

/** Following hosts: the follow button, the host's followers, the follower's runs and the digest's unsubscribe link. */
export const followsRoutes: FastifyPluginCallbackZod<FollowsRoutesOptions> = (app, { config }, done) => {
  const followResponses = { 200: followStateSchema, ...errors(400, 401, 403, 404) };

  app.put(
    '/businesses/:id/follow',
    {
      preValidation: mayFollow,
      schema: {
        tags: ['follows'],
        summary: 'Follow a host (the signed-in runner); following again changes nothing',
        params: businessIdParamsSchema,
        response: followResponses,
      },
    },
    (request) => follow(app.db, request.user, request.params.id),
  );

  app.delete(
    '/businesses/:id/follow',
    {
      preValidation: mayFollow,
      schema: {
        tags: ['follows'],
        summary: 'Stop following a host; not following changes nothing',
        params: businessIdParamsSchema,
        response: followResponses,
      },
    },
    (request) => unfollow(app.db, request.user, request.params.id),
  );

  app.get(
    '/businesses/:id/follow',
    {
      schema: {
        tags: ['follows'],
        summary:
          "A host's follower count and whether the caller follows it (false for anyone but a signed-in runner who does)",
        params: businessIdParamsSchema,
        response: { 200: followStateSchema, ...errors(404) },
      },
    },
    (request) => getFollowState(app.db, request.user, request.params.id),
  );

  app.get(
    '/business/followers',
    {
      preValidation: withRole(asBusiness),
      schema: {
        tags: ['business'],
        summary: "The signed-in business's followers (names, since when), newest first, paged by cursor",
        querystring: followersQuerySchema,
        response: { 200: followersSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => listFollowers(app.db, request.user, request.query),
  );

  app.get(
    '/me/following/runs',
    {
      preValidation: withRole(asFollower),
      schema: {
        tags: ['follows'],
        summary: 'Upcoming runs of the hosts the signed-in runner follows, soonest first, paged by cursor',
        querystring: followedRunsQuerySchema,
        response: { 200: runListSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => listFollowedRuns(app.db, request.user, request.query),
  );

  acceptOneClickPosts(app);

  const ownPath = (token: string) => `/api/follows/unsubscribe/${encodeURIComponent(token)}`;

  app.get(
    '/follows/unsubscribe/:token',
    {
      config: { withoutSession: true },
      schema: {
        tags: ['follows'],
        summary:
          "A digest's unsubscribe link opened in a browser: a page asking to confirm (GET changes nothing)",
        params: unsubscribeTokenParamsSchema,
        produces: ['text/html'],
        response: {
          200: z.string().describe('text/html'),
          ...errorsOrPages(404),
        },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      try {
        const link = await readUnsubscribeLink(app.db, token);
        void reply.type('text/html; charset=utf-8').header('x-robots-tag', 'noindex');
        return link.mailStopped
          ? unsubscribedPage(request.locale, link.hostName, config.publicUrl)
          : confirmUnsubscribePage(
              request.locale,
              link.hostName,
              inLanguage(ownPath(token), request.locale),
              config.publicUrl,
            );
      } catch (error) {
        // A browser gets a page; anything else the API's error body.
        if (!wantsHtml(request) || !isAppError(error) || error.status !== 404) throw error;
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(invalidLinkPage(request.locale, config.publicUrl));
      }
    },
  );

  app.post(
    '/follows/unsubscribe/:token',
    {
      config: { withoutSession: true },
      schema: {
        tags: ['follows'],
        summary:
          "One-click unsubscribe (RFC 8058): no more digests from this host, still following. No session or CSRF token; the link's token is the credential",
        params: unsubscribeTokenParamsSchema,
        response: {
          200: z.union([unsubscribeResultSchema, z.string().describe('text/html, to a browser')]),
          ...errorsOrPages(404),
          ...errors(400),
        },
      },
    },
    async (request, reply) => {
      const html = wantsHtml(request);
      try {
        const link = await unsubscribe(app.db, request.params.token);
        if (!html) return { hostName: link.hostName, mailStopped: true as const };
        return reply
          .type('text/html; charset=utf-8')
          .send(unsubscribedPage(request.locale, link.hostName, config.publicUrl));
      } catch (error) {
        if (!html || !isAppError(error) || error.status !== 404) throw error;
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(invalidLinkPage(request.locale, config.publicUrl));
      }
    },
  );
  done();
};
