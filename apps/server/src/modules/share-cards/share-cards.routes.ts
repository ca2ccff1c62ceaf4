// Stable addresses for the share cards, whose own URLs change with their content: each answers with a redirect to
// the current card (made on the spot the first time).
import { businessIdParamsSchema, businessMessages } from '@runtogether/shared/business/dashboard.schemas';
import { AppError } from '@runtogether/shared/errors/app-error';
import { runApiMessages } from '@runtogether/shared/runs/run-api.messages';
import { runIdParamsSchema } from '@runtogether/shared/runs/run.schemas';
import { isLocale, type Locale } from '@runtogether/shared/i18n/locales';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { ensureBusinessShareCard, ensureRunShareCard, type ShareCardDeps } from './share-cards.service';
import { errors } from '../../plugins/error-responses';

/** A card's language is in its address ('?lang=es', as pages' heads name it): preview crawlers send no cookie. */
const cardQuerySchema = z.object({ lang: z.string().optional() });
const cardLocale = (lang: string | undefined): Locale => (isLocale(lang) ? lang : 'en');

export interface ShareCardsRoutesOptions {
  config: Pick<Config, 'publicUrl'>;
}

const redirect = z
  .null()
  .describe('Found: Location is the 1200×630 PNG, stored under a content-addressed URL');

export const shareCardsRoutes: FastifyPluginCallbackZod<ShareCardsRoutesOptions> = (
  app,
  { config },
  done,
) => {
  const deps: ShareCardDeps = { db: app.db, storage: app.storage, publicUrl: config.publicUrl };

  app.get(
    '/events/:id/share-card.png',
    {
      schema: {
        tags: ['events'],
        summary: "The run's share card (Open Graph image): a redirect to its current PNG",
        params: runIdParamsSchema,
        querystring: cardQuerySchema,
        response: { 302: redirect, ...errors(404) },
      },
    },
    async (request, reply) => {
      const card = await ensureRunShareCard(deps, request.params.id, 'made', cardLocale(request.query.lang));
      if (!card) throw new AppError('NOT_FOUND', runApiMessages.notFound, 404);
      return reply.redirect(card.url);
    },
  );

  app.get(
    '/businesses/:id/share-card.png',
    {
      schema: {
        tags: ['business'],
        summary: "The business's share card (Open Graph image): a redirect to its current PNG",
        params: businessIdParamsSchema,
        querystring: cardQuerySchema,
        response: { 302: redirect, ...errors(404) },
      },
    },
    async (request, reply) => {
      const card = await ensureBusinessShareCard(
        deps,
        request.params.id,
        'made',
        cardLocale(request.query.lang),
      );
      if (!card) throw new AppError('NOT_FOUND', businessMessages.notFound, 404);
      return reply.redirect(card.url);
    },
  );
  done();
};
