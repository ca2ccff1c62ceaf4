// GET /files/* serves what the filesystem storage driver stored in DATA_DIR/uploads.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { FILES_PREFIX, UPLOADED_FILE_CACHE_CONTROL } from './storage-driver';

/** Encapsulated: its @fastify/static instance stays apart from the SPA's. */
export async function uploadedFilesPlugin(app: FastifyInstance, { root }: { root: string }) {
  await app.register(fastifyStatic, {
    root,
    prefix: FILES_PREFIX,
    // The SPA plugin owns reply.sendFile; this instance only serves its prefix.
    decorateReply: false,
    // Files appear while the server runs, so one wildcard route rather than routes found at start-up.
    wildcard: true,
    index: false,
    list: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // nosniff comes with every response (security headers plugin): a stored file is never run as a script.
    setHeaders: (reply) => {
      reply.header('cache-control', UPLOADED_FILE_CACHE_CONTROL);
    },
  });
}
