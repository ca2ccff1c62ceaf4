// Where uploaded images live. The filesystem driver keeps them in DATA_DIR/uploads (served under /files/);
// an S3-compatible driver can implement the same three operations for several instances.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

export interface StorageDriver {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The URL a browser loads the object from. */
  publicUrl(key: string): string;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** The key behind a URL this driver handed out, or null for any other URL (a stock image, another host). */
  keyFromUrl(url: string): string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: StorageDriver;
  }
}

/** Keys are made by the server, never by users; anything else is refused before it reaches a path. */
const safeKey = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

export function assertSafeKey(key: string): string {
  if (!safeKey.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

export const FILES_PREFIX = '/files/';

export function filesystemStorage(root: string): StorageDriver {
  const fileOf = (key: string) => path.join(root, assertSafeKey(key));
  return {
    put: async (key, body) => {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
    },
    publicUrl: (key) => `${FILES_PREFIX}${assertSafeKey(key)}`,
    delete: async (key) => {
      await fs.rm(fileOf(key), { force: true });
    },
    keyFromUrl: (url) => {
      if (!url.startsWith(FILES_PREFIX)) return null;
      const key = url.slice(FILES_PREFIX.length);
      return safeKey.test(key) && !key.includes('..') ? key : null;
    },
  };
}

export const uploadsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'uploads');

async function registerStorage(app: FastifyInstance, { config }: { config: Pick<Config, 'dataDir'> }) {
  const root = uploadsDir(config);
  await fs.mkdir(root, { recursive: true });
  app.decorate('storage', filesystemStorage(root));
}

export const storagePlugin = fp(registerStorage, { name: 'storage' });
