import type { Dashboard } from '@runtogether/shared/business/dashboard.schemas';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { seedDemoIfEmpty } from './db/seed/demo-seed';
import { useApiValidationMessages } from './lib/api-validation-messages';
import { loggerOptions } from './logger';
import { attendanceRoutes } from './modules/attendance/attendance.routes';
import { walkUpsRoutes } from './modules/attendance/walk-ups.routes';
import { claimWalkUps } from './modules/attendance/walk-up-claims';
import { authRoutes } from './modules/auth/auth.routes';
import { businessProfileRoutes } from './modules/business-profile/business-profile.routes';
import { calendarFeedsRoutes } from './modules/calendar-feeds/calendar-feeds.routes';
import { sessionPlugin } from './modules/auth/session.plugin';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { followsRoutes } from './modules/follows/follows.routes';
import { runsRoutes } from './modules/runs/runs.routes';
import { geocodeRoutes } from './modules/geocode/geocode.routes';
import { mapRoutes } from './modules/map/map.routes';
import { healthRoutes } from './modules/health/health.routes';
import { languagesRoutes } from './modules/languages/languages.routes';
import { mailPlugin } from './modules/mail/mail.plugin';
import { createPageResponder, webFromBuild } from './modules/pages/pages';
import { webFromSources } from './modules/pages/web-dev';
import { sitemapRoutes } from './modules/pages/sitemap.routes';
import { shareCardsRoutes } from './modules/share-cards/share-cards.routes';
import {
  businessShareCard,
  ensureSiteShareCard,
  runShareCard,
} from './modules/share-cards/share-cards.service';
import { postsRoutes } from './modules/posts/posts.routes';
import { schedulerPlugin } from './modules/scheduler/scheduler.plugin';
import { registrationsRoutes } from './modules/registrations/registrations.routes';
import { remindersRoutes } from './modules/reminders/reminders.routes';
import { spotLinksRoutes } from './modules/registrations/spot-links.routes';
import { seriesRegistrationsRoutes } from './modules/series/series-registrations.routes';
import { runMessagesRoutes } from './modules/run-messages/run-messages.routes';
import { fillOpenSpots } from './modules/registrations/register.service';
import { registrationDepsOf } from './modules/registrations/registrations.service';
import { usersRoutes } from './modules/users/users.routes';
import { clearOnApiWrites, memoryCache } from './lib/memory-cache';
import { adminRoutes, markConfiguredAdmins } from './modules/admin/admin.routes';
import { myDataRoutes } from './modules/my-data/my-data.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { teamRoutes } from './modules/team/team.routes';
import { apiDocsPlugin } from './plugins/api-docs';
import { compressionPlugin } from './plugins/compression';
import { dbPlugin } from './plugins/db';
import { loadDatabaseTimeZones } from './db/time-zones';
import { errorsPlugin } from './plugins/errors';
import { answerClientError, answerFrameworkError } from './plugins/framework-errors';
import { inputHygienePlugin } from './plugins/input-hygiene';
import { localePlugin } from './plugins/locale';
import { compiledSerializerCompiler } from './plugins/json-serializer';
import { httpCachingPlugin } from './plugins/http-caching';
import { jsonBodyPlugin } from './plugins/json-body';
import { multipartPlugin } from './plugins/multipart';
import { publicReadCachePlugin } from './plugins/public-read-cache';
import { rateLimitPlugin } from './plugins/rate-limit';
import { redisPlugin } from './plugins/redis';
import { requestIdFor, requestIdPlugin } from './plugins/request-id';
import { s3ImageOrigin } from './plugins/s3-public-url';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticSpaPlugin } from './plugins/static-spa';
import { storagePlugin, uploadsDir } from './plugins/storage';
import { uploadedFilesPlugin } from './plugins/uploaded-files';

export interface BuildAppOptions {
  /** false silences logging (tests). */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void };
  /** An already open database instead of the configured one (tests clone a migrated template). */
  database?: DatabaseHandle;
  /** The clock of time-based caches (tests move it instead of sleeping). */
  now?: () => number;
}

/** The whole server, ready to listen: plugins, database (migrated, demo-seeded when empty) and routes. */
export async function buildApp(config: Config, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logStream),
    genReqId: requestIdFor,
    // request.ip (per-IP rate limits, logs) is the client's only when the proxies in front are trusted.
    trustProxy: config.trustProxy,
    // Fastify's default 10 s is not enough for the first start of the embedded database on a busy machine
    // (creating and migrating PGlite takes seconds); a real hang still ends with a clear error.
    pluginTimeout: 120_000,
    // Requests arriving during shutdown get the errors plugin's 503 instead of Fastify's differently shaped one.
    return503OnClosing: false,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  useApiValidationMessages();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);

  await app.register(requestIdPlugin);
  const imageOrigin = s3ImageOrigin(config.s3);
  await app.register(securityHeadersPlugin, {
    https: config.publicUrl.startsWith('https:'),
    // Uploaded images from the bucket, and the map tiles from exactly their server.
    imageOrigins: [...(imageOrigin ? [imageOrigin] : []), config.map.tileOrigin],
  });
  await app.register(errorsPlugin);
  await app.register(inputHygienePlugin);
  await app.register(jsonBodyPlugin);
  // In this order: ETags over the uncompressed body, then compression (before the static file plugins).
  await app.register(httpCachingPlugin);
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(localePlugin);
  await app.register(redisPlugin, { config });
  await app.register(rateLimitPlugin, { config });
  await app.register(multipartPlugin);
  await app.register(apiDocsPlugin);

  await app.register(publicReadCachePlugin, {
    ttlMs: config.publicCacheTtlMs,
    redisKeyPrefix: config.redisKeyPrefix,
    now: options.now,
  });

  await app.register(dbPlugin, { config, database: options.database });
  await loadDatabaseTimeZones(app.db);
  if (config.seedDemo) {
    const result = await seedDemoIfEmpty(app.db);
    if (result.seeded) {
      app.log.info(
        `Demo data added: ${result.users} users, ${result.runs} runs, ${result.registrations} registrations`,
      );
    }
  }
  await app.register(sessionPlugin, { publicUrl: config.publicUrl });
  markConfiguredAdmins(app, config.adminEmails);
  await app.register(mailPlugin, { config });
  await app.register(schedulerPlugin, { config });
  await app.register(storagePlugin, { config });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(languagesRoutes, { prefix: '/api', config });
  await app.register(authRoutes, { prefix: '/api', config, now: options.now, onVerified: claimWalkUps });
  await app.register(usersRoutes, { prefix: '/api', config, now: options.now });
  const spotLinks = registrationDepsOf(app.db, config, () => app.mail.kick());
  await app.register(runsRoutes, {
    prefix: '/api',
    config,
    fillOpenSpots: (tx, run, _publicUrl, now) => fillOpenSpots(tx, run, spotLinks, now),
  });
  await app.register(registrationsRoutes, { prefix: '/api', config, now: options.now });
  await app.register(spotLinksRoutes, { prefix: '/api', config, now: options.now });
  await app.register(seriesRegistrationsRoutes, { prefix: '/api', config, now: options.now });
  await app.register(postsRoutes, { prefix: '/api' });
  await app.register(businessProfileRoutes, { prefix: '/api' });
  await app.register(calendarFeedsRoutes, { prefix: '/api', config });
  const dashboards = memoryCache<Dashboard>({
    ttlMs: config.dashboardMetricsTtlMs,
    max: 10_000,
    now: options.now,
  });
  clearOnApiWrites(app, 'dashboard', config.redisKeyPrefix, dashboards);
  await app.register(dashboardRoutes, { prefix: '/api', answers: dashboards, now: options.now });
  await app.register(followsRoutes, { prefix: '/api', config });
  await app.register(remindersRoutes, { prefix: '/api', config });
  await app.register(runMessagesRoutes, { prefix: '/api', config, now: options.now });
  await app.register(attendanceRoutes, { prefix: '/api', config, now: options.now });
  await app.register(walkUpsRoutes, { prefix: '/api', config, now: options.now });
  await app.register(myDataRoutes, { prefix: '/api', config, now: options.now });
  await app.register(reportsRoutes, { prefix: '/api', now: options.now });
  await app.register(teamRoutes, { prefix: '/api', config, now: options.now });
  await app.register(adminRoutes, { prefix: '/api', config, now: options.now });
  await app.register(geocodeRoutes, { prefix: '/api', config });
  await app.register(mapRoutes, { prefix: '/api', config });
  await app.register(uploadedFilesPlugin, { root: uploadsDir(config) });
  await app.register(shareCardsRoutes, { prefix: '/api', config });
  const cards = { db: app.db, storage: app.storage, publicUrl: config.publicUrl };
  // The web app draws the pages: from its build, or in development from its sources (modules/pages/web-dev.ts).
  const web = config.webDev
    ? await webFromSources(app, config.webSourceDir)
    : await webFromBuild(config.webDistDir);
  const respond =
    web &&
    createPageResponder(app, {
      web,
      publicUrl: config.publicUrl,
      shareImages: {
        run: (run, locale) => runShareCard(cards, run, 'page', locale),
        business: (business, locale) => businessShareCard(cards, business, 'page', locale),
        site: (locale) => ensureSiteShareCard(cards, locale),
      },
    });
  await app.register(sitemapRoutes, {
    publicUrl: config.publicUrl,
    now: options.now ? () => new Date(options.now!()) : undefined,
  });
  await app.register(staticSpaPlugin, { webDistDir: config.webDistDir, respond });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
