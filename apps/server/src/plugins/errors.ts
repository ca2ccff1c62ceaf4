// The one error handler: every failure leaves the server as { error: { code, message, fields? } }.
import { AppError, errorBody, isAppError, type ErrorBody } from '@runtogether/shared/errors/app-error';
import { msg, type MessageKey } from '@runtogether/shared/i18n/keys';
import { withValues } from '@runtogether/shared/i18n/message-values';
import { DEFAULT_LOCALE, type Locale } from '@runtogether/shared/i18n/locales';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/errors';
import { translateText } from '../lib/i18n';
import { DIRECTION_OVERRIDE_MESSAGE, NESTING_MESSAGE, NUL_MESSAGE } from './input-hygiene';
import { RateLimitedError, TOO_MANY_REQUESTS_MESSAGE } from './rate-limit';

/** The English of the 500 and 503 answers (their keys are what is thrown; tests compare the English). */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
const INTERNAL_ERROR = msg('validation.api.internal');
const UNAVAILABLE = msg('validation.api.unavailable');
/** Seconds a client (or a proxy) should wait before retrying after a 503. */
const RETRY_AFTER_SECONDS = 5;

/** Fastify's default maxParamLength, which app.ts keeps. */
const FASTIFY_MAX_PARAM_LENGTH = 100;
/** 414: a path parameter longer than the router takes (Fastify's maxParamLength). */
export const uriTooLong = (): AppError => new AppError('URI_TOO_LONG', msg('validation.api.uriTooLong'), 414);

/** Where a request went wrong, as the summary names it ("Invalid body: …"). */
const contextNames: Record<string, MessageKey> = {
  querystring: msg('validation.api.context.query'),
  query: msg('validation.api.context.query'),
  body: msg('validation.api.context.body'),
  params: msg('validation.api.context.params'),
  headers: msg('validation.api.context.headers'),
};

/** English texts other plugins throw as they are, and their keys (so they answer in the request's language). */
const keysOfEnglish: Record<string, MessageKey> = {
  [NUL_MESSAGE]: msg('validation.api.nulCharacters'),
  [DIRECTION_OVERRIDE_MESSAGE]: msg('validation.api.directionOverride'),
  [NESTING_MESSAGE]: msg('validation.api.tooDeep'),
  [TOO_MANY_REQUESTS_MESSAGE]: msg('validation.api.tooManyRequests'),
};

/**
 * A 400 naming each invalid field, summed up in its message ("Invalid body: title (Title is required)").
 * Field messages may be catalogue keys: the summary is rebuilt in the request's language when it is sent.
 */
export class InvalidRequestError extends AppError {
  readonly context: string;

  constructor(context: string, fields: Record<string, string>) {
    super('VALIDATION_FAILED', invalidRequestMessage(DEFAULT_LOCALE, context, fields), 400, fields);
    this.context = context;
  }
}

/** 400 VALIDATION_FAILED for these fields of the query ('querystring'), body or path parameters ('params'). */
export const invalidRequest = (context: string, fields: Record<string, string>): AppError =>
  new InvalidRequestError(context, fields);

function invalidRequestMessage(locale: Locale, context: string, fields: Record<string, string>): string {
  // Only the whole body is wrong (not an object, unknown fields): its message says it all.
  const whole = fields[context];
  if (whole !== undefined && Object.keys(fields).length === 1) return translateText(locale, whole);
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field} (${translateText(locale, message)})`)
    .join(', ');
  const contextKey = contextNames[context];
  return translateText(locale, msg('validation.api.invalidRequest'), {
    context: contextKey ? translateText(locale, contextKey) : context,
    summary,
  });
}

function registerErrorHandling(app: FastifyInstance, _opts: unknown, done: () => void) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else if (!isAppError(error)) {
      request.log.info({ err: error }, 'request rejected');
    }
    if (error instanceof RateLimitedError) void reply.header('retry-after', String(error.retryAfterSeconds));
    return sendError(reply, inLanguage(appError, request));
  });

  // While shutting down, a request arriving on a connection that is still open is refused in our shape (and
  // the connection closed); Fastify's own closing answer (return503OnClosing, turned off in app.ts) is not.
  let closing = false;
  app.addHook('preClose', (next) => {
    closing = true;
    next();
  });
  app.addHook('onRequest', (request, reply, next) => {
    if (!closing) return next();
    void reply.header('connection', 'close');
    return sendError(reply, inLanguage(new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE, 503), request));
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.startsWith('/api/')) {
      return sendError(
        reply,
        inLanguage(new AppError('NOT_FOUND', msg('validation.api.notFound'), 404), request),
      );
    }
    const pathname = request.url.split('?', 1)[0] ?? '';
    // A segment past the router's limit matches no route, so a GET or HEAD falls through to the pages' catch-all
    // and lands here: it is the same over-long address a POST is refused for with 414, not a wrong method.
    const longest = app.initialConfig.maxParamLength ?? FASTIFY_MAX_PARAM_LENGTH;
    if (pathname.split('/').some((segment) => segment.length > longest)) {
      return sendError(reply, inLanguage(uriTooLong(), request));
    }
    // An address the API has, asked with a method it does not take: 405 with the methods it does (RFC 9110 §15.5.6).
    const allowed = allowedMethods(app, pathname);
    if (allowed.length > 0) {
      void reply.header('allow', allowed.join(', '));
      const message = withValues(msg('validation.api.methodNotAllowed'), {
        method: request.method,
        allowed: allowed.join(', '),
      });
      return sendError(reply, inLanguage(new AppError('METHOD_NOT_ALLOWED', message, 405), request));
    }
    return sendError(
      reply,
      inLanguage(new AppError('NOT_FOUND', msg('validation.api.routeNotFound'), 404), request),
    );
  });
  done();
}

/**
 * The error in the request's language: messages and field messages that are catalogue keys are translated
 * (decision 038); others (Fastify's own descriptions of a malformed request) pass as they are.
 */
export function inLanguage(error: AppError, request: FastifyRequest): AppError {
  let locale: Locale;
  try {
    locale = request.locale;
  } catch {
    locale = DEFAULT_LOCALE; // before the cookie parser ran: English
  }
  return errorIn(locale, error);
}

/** The error with its message and field messages in this language (texts that are not keys as they are). */
export function errorIn(locale: Locale, error: AppError): AppError {
  const translate = (text: string) => translateText(locale, keysOfEnglish[text] ?? text);
  const fields = error.fields
    ? Object.fromEntries(Object.entries(error.fields).map(([field, text]) => [field, translate(text)]))
    : undefined;
  const message =
    error instanceof InvalidRequestError && error.fields
      ? invalidRequestMessage(locale, error.context, error.fields)
      : translate(error.message);
  return new AppError(error.code, message, error.status, fields, error.details);
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The methods some API route answers at this path (Fastify's public `findRoute` matches a path as routing does).
 * The pages' catch-all (`GET /*`, static-spa.ts) matches any path, so a match through a wildcard does not count.
 */
function allowedMethods(app: FastifyInstance, path: string): string[] {
  return METHODS.filter((method) => {
    const route = app.findRoute({ method, url: path });
    return route !== null && !('*' in route.params);
  });
}

function sendError(reply: FastifyReply, error: AppError) {
  const body: ErrorBody = errorBody(error);
  if (error.status === 503) void reply.header('retry-after', String(RETRY_AFTER_SECONDS));

  return reply.code(error.status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's errors for a body it cannot read (its English is fixed; these are our catalogue's words). */
const frameworkMessages: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: msg('validation.api.invalidJson'),
  FST_ERR_CTP_EMPTY_JSON_BODY: msg('validation.api.invalidJson'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: msg('validation.api.unsupportedMediaType'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: msg('validation.api.contentLength'),
};

/** Maps anything thrown to the AppError the client sees; only 4xx messages are passed on. */
function toAppError(error: FastifyError): AppError {
  if (isAppError(error)) return error;
  if (error.validation) return validationError(error);
  // A database that is down or too slow is a passing condition, not a bug: 503 tells clients to retry.
  if (isDatabaseUnavailable(error)) return new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE, 503);

  const status = error.statusCode ?? 500;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', msg('validation.api.payloadTooLarge'), 413);
  if (status === 429) return new AppError('RATE_LIMITED', msg('validation.api.rateLimited'), 429);
  // Fastify's own 4xx errors describe the request, not our code: the common ones in the request's language.
  const known = error.code ? frameworkMessages[error.code] : undefined;
  if (known) return new AppError(status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST', known, status);
  if (status >= 400 && status < 500) return new AppError('BAD_REQUEST', error.message, status);
  return new AppError('INTERNAL', INTERNAL_ERROR, 500);
}

function validationError(error: FastifyError): AppError {
  const context = error.validationContext ?? 'body';
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;
    fields[field] ??= issue.message ?? msg('validation.api.invalidValue');
  }
  return invalidRequest(context, fields);
}

export const errorsPlugin = fp(registerErrorHandling, { name: 'errors' });
