// The signed links of registration e-mails (decision 053): routes that read no session, the link being the
// credential. GET answers a page that asks (mail scanners open links) or, to a non-browser, what the link is
// about; POST acts. Bad links answer 404 (400 when mangled: an answer but yes or no), to a browser as a page.
import { AppError, isAppError } from '@runtogether/shared/errors/app-error';
import {
  spotLinkInfoSchema,
  spotLinkMessages,
  spotLinkParamsSchema,
  spotLinkResultSchema,
  stillComingParamsSchema,
} from '@runtogether/shared/registrations/spot-link.schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { translatorFor, type Locale } from '../../lib/i18n';
import { errorsOrPages } from '../../plugins/error-responses';
import { inLanguage, whenText } from '../mail/mail-words';
import { acceptOneClickPosts, wantsHtml } from '../mail/one-click-unsubscribe';
import { answerStillComing, readStillComingLink } from './ask-to-confirm.service';
import { giveUpSpot, infoOf, readGiveUpLink } from './give-up.service';
import { registrationDepsOf } from './registrations.service';
import { answerPage, askPage, invalidSpotLinkPage } from './spot-link-pages';
import { spotLinkPath, type SpotLinkPurpose } from './spot-links';
import { claimSpot, readClaimLink } from './waitlist-claims.service';

export interface SpotLinksRoutesOptions {
  config: Pick<Config, 'publicUrl' | 'sessionSecret' | 'waitlistCutoffMinutes'>;
  /** The clock (tests move it instead of sleeping). */
  now?: () => number;
}

const html = 'text/html; charset=utf-8';
const htmlOr = <T extends z.ZodType>(schema: T) =>
  z.union([schema, z.string().describe('text/html, to a browser')]);

/**
 * A link whose parts are not what our e-mails write (routes with `attachValidation`): as invalid as a forged one,
 * in one sentence rather than the API's "Invalid path parameters: answer (…)".
 */
function mangledLink(request: FastifyRequest): AppError | undefined {
  const issues = request.validationError?.validation as { instancePath: string }[] | undefined;
  if (!issues) return undefined;
  const fields = Object.fromEntries(
    issues.map((issue) => [issue.instancePath.replace(/^\//, '') || 'params', spotLinkMessages.invalid]),
  );
  return new AppError('VALIDATION_FAILED', spotLinkMessages.invalid, 400, fields);
}

export const spotLinksRoutes: FastifyPluginCallbackZod<SpotLinksRoutesOptions> = (
  app,
  { config, now: clock },
  done,
) => {
  acceptOneClickPosts(app);
  const deps = registrationDepsOf(app.db, config, () => app.mail.kick());
  const now = () => new Date(clock?.() ?? Date.now());
  const { publicUrl } = config;

  /** A browser gets a page for a mangled link, a 404 or a 409 (its message), anyone else the API's error. */
  async function answering<T extends object>(
    request: FastifyRequest,
    reply: FastifyReply,
    work: () => Promise<string | T>,
  ) {
    try {
      const mangled = mangledLink(request);
      if (mangled) throw mangled;
      const answer = await work();
      return typeof answer === 'string'
        ? reply.type(html).header('x-robots-tag', 'noindex').send(answer)
        : answer;
    } catch (error) {
      if (!wantsHtml(request) || !isAppError(error) || ![400, 404, 409].includes(error.status)) throw error;
      const page =
        error.status !== 409
          ? invalidSpotLinkPage(request.locale, publicUrl)
          : answerPage(request.locale, publicUrl, {
              title: translatorFor(request.locale)('email.page.invalidTitle'),
              body: translatorFor(request.locale)(error.message as never),
            });
      return reply.code(error.status).type(html).send(page);
    }
  }

  const linkRoute = (purpose: SpotLinkPurpose, summary: { get: string; post: string }) => ({
    get: {
      config: { withoutSession: true },
      attachValidation: true,
      schema: {
        tags: ['registrations'],
        summary: summary.get,
        params: spotLinkParamsSchema,
        produces: ['text/html', 'application/json'],
        response: { 200: htmlOr(spotLinkInfoSchema), ...errorsOrPages(400, 404) },
      },
    },
    post: {
      config: { withoutSession: true },
      attachValidation: true,
      schema: {
        tags: ['registrations'],
        summary: summary.post,
        params: spotLinkParamsSchema,
        response: { 200: htmlOr(spotLinkResultSchema), ...errorsOrPages(400, 404, 409) },
      },
    },
    path: (token: string, locale: Locale) => inLanguage(spotLinkPath(purpose, token), locale),
  });

  const giveUp = linkRoute('give-up', {
    get: 'An e-mail\'s "Give up your spot" link opened: a page asking to confirm (GET changes nothing)',
    post: 'Give up the spot the signed link names (no session): cancels, and the waitlist gets the spot',
  });
  app.get('/spots/give-up/:token', giveUp.get, (request, reply) =>
    answering(request, reply, async () => {
      const linked = await readGiveUpLink(app.db, config.sessionSecret, request.params.token);
      if (!wantsHtml(request)) return infoOf(linked);
      const t = translatorFor(request.locale);
      const { run } = linked;
      return askPage(request.locale, publicUrl, {
        title: t('email.page.giveUp.confirmTitle'),
        body: t('email.page.giveUp.confirmBody', {
          title: run.title,
          when: whenText(request.locale, run.date, run.time, run.timezone),
        }),
        actionUrl: giveUp.path(request.params.token, request.locale),
        button: t('email.page.giveUp.button'),
      });
    }),
  );
  app.post('/spots/give-up/:token', giveUp.post, (request, reply) =>
    answering(request, reply, async () => {
      const { title, ...result } = await giveUpSpot(deps, request.params.token, now());
      if (!wantsHtml(request)) return result;
      const t = translatorFor(request.locale);
      return answerPage(request.locale, publicUrl, {
        title: t('email.page.giveUp.doneTitle'),
        body: t('email.page.giveUp.done', { title }),
      });
    }),
  );

  const claim = linkRoute('claim', {
    get: '"A spot just opened" link opened: a page offering the spot, or saying it is taken (GET changes nothing)',
    post: 'Claim the open spot the signed link offers (no session): the first claim gets it, later ones 409',
  });
  app.get('/spots/claim/:token', claim.get, (request, reply) =>
    answering(request, reply, async () => {
      const linked = await readClaimLink(app.db, config.sessionSecret, request.params.token);
      if (!wantsHtml(request)) return infoOf(linked);
      const t = translatorFor(request.locale);
      const { run } = linked;
      if (linked.registration.status === 'confirmed') {
        return answerPage(request.locale, publicUrl, {
          title: t('email.page.claim.doneTitle'),
          body: t('email.page.claim.done', { title: run.title }),
        });
      }
      if (!linked.open) {
        return answerPage(request.locale, publicUrl, {
          title: t('email.page.claim.takenTitle'),
          body: t('email.page.claim.taken'),
        });
      }
      return askPage(request.locale, publicUrl, {
        title: t('email.page.claim.confirmTitle'),
        body: t('email.page.claim.confirmBody', {
          title: run.title,
          when: whenText(request.locale, run.date, run.time, run.timezone),
        }),
        actionUrl: claim.path(request.params.token, request.locale),
        button: t('email.spotOpened.claim'),
      });
    }),
  );
  app.post('/spots/claim/:token', claim.post, (request, reply) =>
    answering(request, reply, async () => {
      const { title, ...result } = await claimSpot(deps, request.params.token, now());
      if (!wantsHtml(request)) return result;
      const t = translatorFor(request.locale);
      return answerPage(request.locale, publicUrl, {
        title: t('email.page.claim.doneTitle'),
        body: t('email.page.claim.done', { title }),
      });
    }),
  );

  const stillComing = {
    get: {
      config: { withoutSession: true },
      attachValidation: true,
      schema: {
        tags: ['registrations'],
        summary:
          'A "Still coming?" answer link opened: a page asking to confirm the answer (GET changes nothing)',
        params: stillComingParamsSchema,
        produces: ['text/html', 'application/json'],
        response: { 200: htmlOr(spotLinkInfoSchema), ...errorsOrPages(400, 404) },
      },
    },
    post: {
      config: { withoutSession: true },
      attachValidation: true,
      schema: {
        tags: ['registrations'],
        summary: 'Answer "Still coming?" (no session): yes keeps the spot, no gives it to the waitlist',
        params: stillComingParamsSchema,
        response: { 200: htmlOr(spotLinkResultSchema), ...errorsOrPages(400, 404, 409) },
      },
    },
  };
  app.get('/spots/still-coming/:answer/:token', stillComing.get, (request, reply) =>
    answering(request, reply, async () => {
      const { answer, token } = request.params;
      const linked = await readStillComingLink(deps, answer, token);
      if (!wantsHtml(request)) return infoOf(linked);
      const t = translatorFor(request.locale);
      const { run } = linked;
      const when = whenText(request.locale, run.date, run.time, run.timezone);
      return askPage(request.locale, publicUrl, {
        title: t('email.page.stillComing.title', { title: run.title }),
        body: t(answer === 'yes' ? 'email.page.stillComing.yesBody' : 'email.page.stillComing.noBody', {
          when,
        }),
        actionUrl: inLanguage(
          spotLinkPath(answer === 'yes' ? 'still-coming-yes' : 'still-coming-no', token),
          request.locale,
        ),
        button: t(answer === 'yes' ? 'email.stillComing.yes' : 'email.stillComing.no'),
      });
    }),
  );
  app.post('/spots/still-coming/:answer/:token', stillComing.post, (request, reply) =>
    answering(request, reply, async () => {
      const { answer, token } = request.params;
      const { title, ...result } = await answerStillComing(deps, answer, token, now());
      if (!wantsHtml(request)) return result;
      const t = translatorFor(request.locale);
      return answerPage(
        request.locale,
        publicUrl,
        answer === 'yes'
          ? {
              title: t('email.page.stillComing.yesDoneTitle'),
              body: t('email.page.stillComing.yesDone', { title }),
            }
          : { title: t('email.page.giveUp.doneTitle'), body: t('email.page.giveUp.done', { title }) },
      );
    }),
  );
  done();
};
