import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@runtogether/shared/images/image.rules';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function registerMultipart(app: FastifyInstance) {
  // Every upload is one image under 5 MB (docs/product.md §9), with at most a few text fields beside it.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 21 },
  });
}

/** multipart/form-data bodies, read by routes with `request.file()`. */
export const multipartPlugin = fp(registerMultipart, { name: 'multipart' });
