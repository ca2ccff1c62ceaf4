// Rate limits (@fastify/rate-limit). The counters live in Redis when REDIS_URL is set, so every instance
// counts together; otherwise in this process. The store is chosen here and only here.
import rateLimit from '@fastify/rate-limit';
import { AppError } from '@runtogether/shared/errors/app-error';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a moment and try again.';

export interface RateLimitPluginOptions {
  config: Pick<Config, 'redisKeyPrefix'>;
}

async function registerRateLimit(app: FastifyInstance, { config }: RateLimitPluginOptions) {
  await app.register(rateLimit, {
    // Only routes that declare `config.rateLimit` are limited; keyed limits use attemptLimiter below.
    global: false,
    // Distinct keys remembered (in-process store); an LRU, so a flood of new keys forgets the oldest first.
    cache: 10_000,
    ...(app.redis
      ? {
          redis: app.redis,
          nameSpace: `${config.redisKeyPrefix}rate-limit:`,
          // Redis down: answer rather than fail every limited route; the redis plugin logs the outage.
          skipOnError: true,
        }
      : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', TOO_MANY_REQUESTS_MESSAGE, context.statusCode),
  });
}

export const rateLimitPlugin = fp(registerRateLimit, { name: 'rate-limit', dependencies: ['redis'] });

export interface AttemptLimit {
  /** Keeps keys of different limits apart in a shared store. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted: an IP, an e-mail address… */
  key: (request: FastifyRequest) => string;
  /** The 429 message. */
  message: string;
}

export interface AttemptLimiter {
  /** Counts this attempt; throws 429 once more than `max` were counted within the window. */
  consume(request: FastifyRequest): Promise<void>;
  /** Throws 429 when `max` attempts are already counted, without counting this one. */
  assertNotExhausted(request: FastifyRequest): Promise<void>;
  /**
   * Counts an attempt without refusing anything (e.g. a failed log-in, after the answer is known); true when it
   * was the last one allowed, so the limit holds from now on.
   */
  record(request: FastifyRequest): Promise<boolean>;
}

/** A 429 that knows when the window lets another attempt through: the answer's Retry-After (plugins/errors.ts). */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message, 429);
  }
}

/**
 * A limit on a key of our choosing, checked from route or service code rather than per route: log-ins count
 * only failures, and resends count per address as well as per IP.
 */
export function attemptLimiter(app: FastifyInstance, limit: AttemptLimit): AttemptLimiter {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${limit.name}:${limit.key(request)}`,
  });
  const refuse = (ttlInSeconds: number) => new RateLimitedError(limit.message, ttlInSeconds);
  return {
    consume: async (request) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw refuse(result.ttlInSeconds);
    },
    assertNotExhausted: async (request) => {
      const result = await check(request, { increment: false });
      if (!result.isAllowed && result.remaining <= 0) throw refuse(result.ttlInSeconds);
    },
    record: async (request) => {
      const result = await check(request);
      return !result.isAllowed && result.remaining === 0 && !result.isExceeded;
    },
  };
}

/** The e-mail address in a (validated) body, lower-cased, so 'Ana@x' and 'ana@x' share one counter. */
export function bodyEmail(request: FastifyRequest): string {
  const body = request.body;
  if (typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string') {
    return body.email.trim().toLowerCase();
  }
  return '';
}
