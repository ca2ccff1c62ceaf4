// Errors Fastify raises before a request reaches any route (a path parameter past its length limit, a URL that
// cannot be decoded). Left to Fastify they answer in another shape and echo the whole path back; this answers
// like every other error ({ error: { code, message } }) and echoes nothing.
import { AppError, errorBody } from '@runtogether/shared/errors/app-error';
import { msg } from '@runtogether/shared/i18n/keys';
import { DEFAULT_LOCALE, negotiateLocale } from '@runtogether/shared/i18n/locales';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorIn, uriTooLong } from './errors';

export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const appError =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? uriTooLong()
      : new AppError('BAD_REQUEST', msg('validation.api.badAddress'), 400);
  // No hook has run (no cookies, no session): the language is the one the browser asks for.
  const locale = negotiateLocale(request.headers?.['accept-language']) ?? DEFAULT_LOCALE;
  // Sent before any hook runs, so without helmet's headers: nosniff at least.
  void reply
    .code(appError.status)
    .header('x-content-type-options', 'nosniff')
    .type('application/json; charset=utf-8')
    .send(errorBody(errorIn(locale, appError)));
}

/**
 * A request Node cannot even parse (an unknown method, a broken header line, headers past the size limit, one
 * that never finishes arriving). Fastify's own answer was {"error":"Bad Request","message":"Client Error",
 * "statusCode":400}, outside the API's one error shape; this writes ours on the socket, in English (there is no
 * request to read a language from), and closes it as Fastify does.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  // A reset connection is gone already: there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const appError =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? new AppError('REQUEST_TIMEOUT', msg('validation.api.requestTimeout'), 408)
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? new AppError('HEADERS_TOO_LARGE', msg('validation.api.headersTooLarge'), 431)
        : new AppError('BAD_REQUEST', msg('validation.api.malformedRequest'), 400);
  if (socket.writable) {
    const body = JSON.stringify(errorBody(errorIn(DEFAULT_LOCALE, appError)));
    socket.write(
      `HTTP/1.1 ${appError.status} ${STATUS_CODES[appError.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
