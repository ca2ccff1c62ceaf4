// The error answers a route declares in its response schema: every one is the API's one error shape.
import { errorBodySchema } from '@runtogether/shared/errors/app-error';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502 | 503 | 504;

/** `response: { 200: thing, ...errors(400, 401, 404) }` */
export const errors = (...codes: ErrorStatus[]) =>
  Object.fromEntries(codes.map((code) => [code, errorBodySchema]));
