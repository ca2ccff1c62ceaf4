// Errors Fastify raises before a request reaches any route (a path parameter past its length limit, a URL that
// cannot be decoded). Left to Fastify they answer in another shape and echo the whole path back; this answers
// like every other error ({ error: { code, message } }) and echoes nothing.
import { AppError, errorBody } from '@runtogether/shared/errors/app-error';
import { msg } from '@runtogether/shared/i18n/keys';
import { DEFAULT_LOCALE, negotiateLocale } from '@runtogether/shared/i18n/locales';
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
