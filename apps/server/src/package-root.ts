import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_PACKAGE_NAME = '@runtogether/server';

/**
 * The folder of apps/server, found by walking up from this module. It works the same from src/ (tsx, vitest)
 * and from the esbuild bundle in dist/, so paths next to the package (migrations, the web build) never
 * depend on the current directory.
 */
export function findServerRoot(fromUrl: string = import.meta.url): string {
  let dir = path.dirname(fileURLToPath(fromUrl));
  for (;;) {
    if (readPackageName(path.join(dir, 'package.json')) === SERVER_PACKAGE_NAME) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the ${SERVER_PACKAGE_NAME} package above ${fromUrl}`);
    dir = parent;
  }
}

function readPackageName(file: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'name' in parsed &&
      typeof parsed.name === 'string'
    ) {
      return parsed.name;
    }
  } catch {
    // No package.json here (or an unreadable one): keep walking up.
  }
  return undefined;
}
