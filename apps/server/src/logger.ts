import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/**
 * pino options: readable lines for a developer watching a terminal, JSON for everything else (files, log
 * collectors, CI). pino-pretty is a dev dependency, so it is only used when it is installed.
 */
export function loggerOptions(config: Pick<Config, 'nodeEnv' | 'logLevel'>): FastifyServerOptions['logger'] {
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY && isInstalled('pino-pretty');
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

function isInstalled(moduleName: string): boolean {
  try {
    createRequire(import.meta.url).resolve(moduleName);
    return true;
  } catch {
    return false;
  }
}
