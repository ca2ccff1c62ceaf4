// PostgreSQL text cannot hold the NUL character: a value carrying one fails deep inside the database as a 500.
// Such input is refused here, before validation, for every route's query, path parameters and JSON body.
import { AppError } from '@runtogether/shared/errors/app-error';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const NUL_MESSAGE = 'Text must not contain NUL characters';
export const NESTING_MESSAGE = 'The data is nested too deeply';
// Deeper than any body we accept; a deeper one is refused rather than walked.
const MAX_DEPTH = 32;

/** 'nul' when a string anywhere in the value (keys included) holds a NUL character, 'deep' for absurd nesting. */
export function inputProblem(value: unknown, depth = 0): 'nul' | 'deep' | null {
  if (typeof value === 'string') return value.includes('\u0000') ? 'nul' : null;
  if (typeof value !== 'object' || value === null) return null;
  if (depth > MAX_DEPTH) return 'deep';
  for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    if (typeof key === 'string' && key.includes('\u0000')) return 'nul';
    const found = inputProblem(item, depth + 1);
    if (found) return found;
  }
  return null;
}

export const containsNul = (value: unknown) => inputProblem(value) !== null;

function registerInputHygiene(app: FastifyInstance, _opts: unknown, done: () => void) {
  app.addHook('preValidation', (request, _reply, next) => {
    const found = inputProblem(request.query) ?? inputProblem(request.params) ?? inputProblem(request.body);
    if (found) {
      next(new AppError('VALIDATION_FAILED', found === 'nul' ? NUL_MESSAGE : NESTING_MESSAGE, 400));
      return;
    }
    next();
  });
  done();
}

export const inputHygienePlugin = fp(registerInputHygiene, { name: 'input-hygiene' });
