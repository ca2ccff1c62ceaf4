import { createRequire } from 'node:module';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/**
 * pino options: readable lines for a developer watching a terminal, JSON for everything else (files, log
 * collectors, CI). pino-pretty is a dev dependency, so it is only used when it is installed.
 */
export function loggerOptions(
  config: Pick<Config, 'nodeEnv' | 'logLevel'>,
  /** Where lines go instead of stdout (tests that read the log). */
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY && isInstalled('pino-pretty');
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
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

/**
 * Path segments that are secrets themselves: a private calendar feed, the unsubscribe links of e-mails, and the
 * signed spot links that give up, claim or keep a runner's place (docs/decisions/053).
 */
const SECRET_SEGMENTS = [
  /^(\/api\/calendar\/)[^/?#]+?(\.ics)?(?=$|[?#])/,
  /^(\/api\/(?:follows|reminders)\/unsubscribe\/)[^/?#]+()/,
  /^(\/api\/spots\/(?:give-up|claim|still-coming\/[^/?#]+)\/)[^/?#]+()/,
];
/** Query values that are secrets: check-in codes and the tokens of e-mailed links. */
const SECRET_QUERY_NAMES = new Set(['code', 'token']);
const MASK = '***';

/**
 * The URL as the access log may keep it: a log line is read by more people, and kept longer, than the links
 * it would otherwise hold (SECURITY.md "Secrets in URLs").
 */
export function maskSecretsInUrl(url: string): string {
  let masked = url;
  for (const pattern of SECRET_SEGMENTS) {
    masked = masked.replace(
      pattern,
      (_whole, prefix: string, suffix: string | undefined) => `${prefix}${MASK}${suffix ?? ''}`,
    );
  }
  const queryAt = masked.indexOf('?');
  if (queryAt === -1) return masked;
  const query = masked
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && SECRET_QUERY_NAMES.has(safeDecode(name).toLowerCase())
        ? `${name}=${MASK}`
        : pair;
    })
    .join('&');
  return `${masked.slice(0, queryAt)}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fastify's own request serializer, with the URL masked. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskSecretsInUrl(request.url),
    version:
      typeof request.headers['accept-version'] === 'string' ? request.headers['accept-version'] : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
