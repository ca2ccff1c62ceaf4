// Errors Fastify raises before a request reaches any route (a path parameter past its length limit, a URL that
// cannot be decoded). Left to Fastify they answer in another shape and echo the whole path back; this answers
// like every other error ({ error: { code, message } }) and echoes nothing.
import { AppError } from '@runtogether/shared/errors/app-error';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const appError =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new AppError('URI_TOO_LONG', 'The address is too long.', 414)
      : new AppError('BAD_REQUEST', 'The address is not valid.', 400);
  // Sent before any hook runs, so without helmet's headers: nosniff at least.
  void reply
    .code(appError.status)
    .header('x-content-type-options', 'nosniff')
    .type('application/json; charset=utf-8')
    .send(appError.toBody());
}
