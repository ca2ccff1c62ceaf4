import {
  geocodeQuerySchema,
  geocodeResultSchema,
  reverseGeocodeQuerySchema,
  reverseGeocodeResultSchema,
  zoneAtQuerySchema,
  zoneAtResultSchema,
} from '@runtogether/shared/geo/geocode.schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { zoneAt } from '../../lib/zone-at';
import { geocode, reverseGeocode, type GeocodeDeps } from './geocode.service';
import { createNominatimClient } from './nominatim.client';
import { createRedisRequestSpacer } from './request-spacer';
import { errors } from '../../plugins/error-responses';

export interface GeocodeRoutesOptions {
  config: Pick<
    Config,
    'nominatimUrl' | 'publicUrl' | 'geocodeTimeoutMs' | 'geocodeMinIntervalMs' | 'redisKeyPrefix'
  >;
}

/** Per IP: typing an address geocodes after a pause, so a person stays far below this. */
const perIpLimit = { max: 60, timeWindow: 60_000 };

export const geocodeRoutes: FastifyPluginCallbackZod<GeocodeRoutesOptions> = (app, { config }, done) => {
  const deps: GeocodeDeps = {
    db: app.db,
    geocoder: createNominatimClient({
      baseUrl: config.nominatimUrl,
      // Nominatim's usage policy asks every application to identify itself.
      userAgent: `RunTogether/0.1 (+${config.publicUrl})`,
      timeoutMs: config.geocodeTimeoutMs,
      minIntervalMs: config.geocodeMinIntervalMs,
      ...(app.redis
        ? {
            spacer: createRedisRequestSpacer(
              app.redis,
              `${config.redisKeyPrefix}geocode:next-slot`,
              config.geocodeMinIntervalMs,
            ),
          }
        : {}),
    }),
  };

  app.get(
    '/geocode',
    {
      config: { rateLimit: perIpLimit },
      schema: {
        tags: ['geocode'],
        summary:
          'Coordinates of an address (cached 1 h; an expired answer with stale=true if upstream fails)',
        querystring: geocodeQuerySchema,
        response: {
          200: geocodeResultSchema,
          ...errors(400, 404, 429, 502, 504),
        },
      },
    },
    (request) => geocode(deps, request.query.q),
  );

  app.get(
    '/geocode/reverse',
    {
      config: { rateLimit: perIpLimit },
      schema: {
        tags: ['geocode'],
        summary: "A readable name for a point; 'lat, lng' when none is known",
        querystring: reverseGeocodeQuerySchema,
        response: { 200: reverseGeocodeResultSchema, ...errors(400, 429) },
      },
    },
    (request) => reverseGeocode(deps, request.query.lat, request.query.lng),
  );

  app.get(
    '/geocode/zone',
    {
      config: { rateLimit: perIpLimit },
      schema: {
        tags: ['geocode'],
        summary: 'The time zone at a point (worked out here, no geocoder asked)',
        querystring: zoneAtQuerySchema,
        response: { 200: zoneAtResultSchema, ...errors(400, 429) },
      },
    },
    (request) => ({ timezone: zoneAt(request.query.lat, request.query.lng) }),
  );
  done();
};
