// The error answers a route declares in its response schema: every one is the API's one error shape.
import { errorBodySchema } from '@runtogether/shared/errors/app-error';
import { z } from 'zod';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502 | 503 | 504;

const each = <C extends ErrorStatus, S>(codes: C[], schema: S) =>
  Object.fromEntries(codes.map((code) => [code, schema])) as Record<C, S>;

/** `response: { 200: thing, ...errors(400, 401, 404) }` */
export const errors = <C extends ErrorStatus>(...codes: C[]) => each(codes, errorBodySchema);

const errorOrPage = z.union([errorBodySchema, z.string().describe('text/html, to a browser')]);

/**
 * The same for links opened from e-mails, which a browser (a page explaining what went wrong) or an API client
 * (the error body) may follow.
 */
export const errorsOrPages = <C extends ErrorStatus>(...codes: C[]) => each(codes, errorOrPage);
