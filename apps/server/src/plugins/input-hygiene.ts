// PostgreSQL text cannot hold the NUL character: a value carrying one fails deep inside the database as a 500.
// Such input is refused here, before validation, for every route's query, path parameters and JSON body.
import { AppError } from '@runtogether/shared/errors/app-error';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const NUL_MESSAGE = 'Text must not contain NUL characters';
// Deeper than any body we accept; a deeper one is refused rather than walked.
const MAX_DEPTH = 32;

/** True when a string anywhere in the value (keys included) holds a NUL character, or nesting is absurd. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null) return false;
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

function registerInputHygiene(app: FastifyInstance, _opts: unknown, done: () => void) {
  app.addHook('preValidation', (request, _reply, next) => {
    if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) {
      next(new AppError('VALIDATION_FAILED', NUL_MESSAGE, 400));
      return;
    }
    next();
  });
  done();
}

export const inputHygienePlugin = fp(registerInputHygiene, { name: 'input-hygiene' });
