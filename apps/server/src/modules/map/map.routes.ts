import { mapSettingsSchema } from '@runtogether/shared/geo/map.schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';

export interface MapRoutesOptions {
  config: Pick<Config, 'map'>;
}

/**
 * GET /api/map: the deployment's tile server (MAP_TILE_URL) and its credit, read by the map code when a map is
 * first shown, so changing tile servers needs no rebuild of the web app.
 */
export const mapRoutes: FastifyPluginCallbackZod<MapRoutesOptions> = (app, { config }, done) => {
  app.get(
    '/map',
    {
      schema: {
        tags: ['map'],
        summary: 'The map tile server and the attribution it requires',
        response: { 200: mapSettingsSchema },
      },
    },
    (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=3600');
      return { tileUrl: config.map.tileUrl, attribution: config.map.attribution };
    },
  );
  done();
};
