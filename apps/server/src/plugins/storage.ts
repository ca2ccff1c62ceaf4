// Where uploaded images live, the driver picked at start-up: the filesystem driver keeps them in DATA_DIR/uploads
// (served under /files/); with S3_BUCKET set, the S3-compatible driver keeps them in a bucket every instance shares.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { defaultS3PublicUrl } from './s3-public-url';
import { s3Storage } from './s3-storage';
import { filesystemStorage } from './filesystem-storage';
import type { StorageDriver } from './storage-driver';

declare module 'fastify' {
  interface FastifyInstance {
    storage: StorageDriver;
  }
}

export const uploadsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'uploads');

async function registerStorage(app: FastifyInstance, { config }: { config: Pick<Config, 'dataDir' | 's3'> }) {
  if (config.s3) {
    const s3 = await s3Storage(config.s3);
    // A wrong bucket, endpoint or key stops the start here rather than failing the first upload.
    try {
      await s3.check();
    } catch (error) {
      s3.close();
      throw new Error(`S3 bucket ${config.s3.bucket} is not reachable: ${describe(error)}`, { cause: error });
    }
    app.decorate('storage', s3);
    app.addHook('onClose', (_instance, done) => {
      s3.close();
      done();
    });
    app.log.info(
      `Storage: S3 bucket ${config.s3.bucket}, images served from ${config.s3.publicUrl ?? defaultS3PublicUrl(config.s3)}`,
    );
    return;
  }
  const root = uploadsDir(config);
  await fs.mkdir(root, { recursive: true });
  app.decorate('storage', filesystemStorage(root));
}

const describe = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error));

export const storagePlugin = fp(registerStorage, { name: 'storage' });
