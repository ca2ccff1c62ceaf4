// The filesystem storage driver: images in DATA_DIR/uploads, served by this app under /files/.
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, FILES_PREFIX, isSafeKey, type StorageDriver } from './storage-driver';

export function filesystemStorage(root: string): StorageDriver {
  const fileOf = (key: string) => path.join(root, assertSafeKey(key));
  return {
    put: async (key, body) => {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
    },
    exists: async (key) => (await fs.stat(fileOf(key)).catch(orMissing)) !== null,
    read: (key) => fs.readFile(fileOf(key)).catch(orMissing),
    publicUrl: (key) => `${FILES_PREFIX}${assertSafeKey(key)}`,
    delete: async (key) => {
      await fs.rm(fileOf(key), { force: true });
    },
    keyFromUrl: (url) => {
      if (!url.startsWith(FILES_PREFIX)) return null;
      const key = url.slice(FILES_PREFIX.length);
      return isSafeKey(key) ? key : null;
    },
  };
}

/** A missing file is an answer (null); any other failure (permissions, I/O) is an error. */
function orMissing(error: unknown): null {
  if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
  throw error;
}
