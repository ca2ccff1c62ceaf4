// The one error handler: every failure leaves the server as { error: { code, message, fields? } }.
import { AppError, isAppError, type ErrorBody } from '@runtogether/shared/errors/app-error';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/errors';
import { translateText } from '../lib/i18n';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
/** Seconds a client (or a proxy) should wait before retrying after a 503. */
const RETRY_AFTER_SECONDS = 5;

const contextNames: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'path parameters',
  headers: 'headers',
};

function registerErrorHandling(app: FastifyInstance, _opts: unknown, done: () => void) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else if (!isAppError(error)) {
      request.log.info({ err: error }, 'request rejected');
    }
    return sendError(reply, inLanguage(appError, request));
  });

  // While shutting down, a request arriving on a connection that is still open is refused in our shape (and
  // the connection closed); Fastify's own closing answer (return503OnClosing, turned off in app.ts) is not.
  let closing = false;
  app.addHook('preClose', (next) => {
    closing = true;
    next();
  });
  app.addHook('onRequest', (_request, reply, next) => {
    if (!closing) return next();
    void reply.header('connection', 'close');
    return sendError(reply, new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE, 503));
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const message = request.url.startsWith('/api/') ? 'Route not found' : 'Not found';
    return sendError(reply, new AppError('NOT_FOUND', message, 404));
  });
  done();
}

/**
 * The error in the request's language: messages and field messages that are catalogue keys are translated
 * (decision 038); others (Fastify's own descriptions of a malformed request) pass as they are.
 */
function inLanguage(error: AppError, request: FastifyRequest): AppError {
  let locale;
  try {
    locale = request.locale;
  } catch {
    return error; // before the cookie parser ran (a framework error): English keys are still readable
  }
  const fields = error.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([field, text]) => [field, translateText(locale, text)]),
      )
    : undefined;
  return new AppError(error.code, translateText(locale, error.message), error.status, fields);
}

function sendError(reply: FastifyReply, error: AppError) {
  const body: ErrorBody = error.toBody();
  if (error.status === 503) void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.code(error.status).type('application/json; charset=utf-8').send(body);
}

/** Maps anything thrown to the AppError the client sees; only 4xx messages are passed on. */
function toAppError(error: FastifyError): AppError {
  if (isAppError(error)) return error;
  if (error.validation) return validationError(error);
  // A database that is down or too slow is a passing condition, not a bug: 503 tells clients to retry.
  if (isDatabaseUnavailable(error)) return new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE, 503);

  const status = error.statusCode ?? 500;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.', 413);
  if (status === 429) return new AppError('RATE_LIMITED', 'Too many requests. Please wait a moment.', 429);
  // Fastify's own 4xx errors (malformed JSON, unsupported content type, …) describe the request, not our code.
  if (status >= 400 && status < 500) return new AppError('BAD_REQUEST', error.message, status);
  return new AppError('INTERNAL', INTERNAL_ERROR_MESSAGE, 500);
}

function validationError(error: FastifyError): AppError {
  const context = error.validationContext ?? 'body';
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;
    fields[field] ??= issue.message ?? 'Invalid value';
  }
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field} (${message})`)
    .join(', ');
  return new AppError(
    'VALIDATION_FAILED',
    `Invalid ${contextNames[context] ?? context}: ${summary}`,
    400,
    fields,
  );
}

export const errorsPlugin = fp(registerErrorHandling, { name: 'errors' });
