// PostgreSQL text cannot hold the NUL character: a value carrying one fails deep inside the database as a 500.
// The direction overrides U+202D and U+202E make text show in an order other than its own ("Retiro\u202Eyaw"),
// which only serves to make a name or a link look like another's; the embeddings and isolates right-to-left
// writing uses are left alone. Such input is refused here, before validation, for every route's query, path
// parameters and JSON body.
import { AppError } from '@runtogether/shared/errors/app-error';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const NUL_MESSAGE = 'Text must not contain NUL characters';
export const NESTING_MESSAGE = 'The data is nested too deeply';
export const DIRECTION_OVERRIDE_MESSAGE =
  'Text must not contain direction-override characters (U+202D, U+202E)';
const DIRECTION_OVERRIDE = /[\u202D\u202E]/;
// Deeper than any body we accept; a deeper one is refused rather than walked.
const MAX_DEPTH = 32;

type Problem = 'nul' | 'direction' | 'deep';

const textProblem = (text: string): Problem | null =>
  text.includes('\u0000') ? 'nul' : DIRECTION_OVERRIDE.test(text) ? 'direction' : null;

/** What is wrong with a string anywhere in the value (keys included), or 'deep' for absurd nesting. */
export function inputProblem(value: unknown, depth = 0): Problem | null {
  if (typeof value === 'string') return textProblem(value);
  if (typeof value !== 'object' || value === null) return null;
  if (depth > MAX_DEPTH) return 'deep';
  for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    const found = (typeof key === 'string' ? textProblem(key) : null) ?? inputProblem(item, depth + 1);
    if (found) return found;
  }
  return null;
}

const MESSAGES: Record<Problem, string> = {
  nul: NUL_MESSAGE,
  direction: DIRECTION_OVERRIDE_MESSAGE,
  deep: NESTING_MESSAGE,
};

/** The 400 for a value with a problem, or null when it has none. */
export function inputError(value: unknown): AppError | null {
  const found = inputProblem(value);
  return found ? new AppError('VALIDATION_FAILED', MESSAGES[found], 400) : null;
}

function registerInputHygiene(app: FastifyInstance, _opts: unknown, done: () => void) {
  app.addHook('preValidation', (request, _reply, next) => {
    next(inputError(request.query) ?? inputError(request.params) ?? inputError(request.body) ?? undefined);
  });
  done();
}

export const inputHygienePlugin = fp(registerInputHygiene, { name: 'input-hygiene' });
