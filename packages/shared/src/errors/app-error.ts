import { z } from 'zod';

/** Machine-readable error codes; the HTTP status travels with them. */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  'NETWORK',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

// Pure: a browser bundle that only rebuilds errors (the web's boot path) leaves zod out.
export const errorBodySchema = /* @__PURE__ */ z.object({
  error: /* @__PURE__ */ z.object({
    code: /* @__PURE__ */ z.string(),
    message: /* @__PURE__ */ z.string(),
    fields: /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string');

/** errorBodySchema's check by hand (see above); anything else in the body is ignored. */
function readErrorBody(body: unknown): ErrorBody['error'] | null {
  if (typeof body !== 'object' || body === null) return null;
  const { error } = body as { error?: unknown };
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (fields !== undefined && !isStringRecord(fields)) return null;
  return { code, message, ...(fields ? { fields } : {}) };
}

/** The one error type: thrown by server services, serialised by the error handler, rebuilt by the web client. */
export class AppError extends Error {
  readonly code: ErrorCode | (string & {});
  readonly status: number;
  readonly fields: Record<string, string> | undefined;

  constructor(
    code: ErrorCode | (string & {}),
    message: string,
    status = 400,
    fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.fields = fields;
  }

  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }

  static fromBody(status: number, body: unknown): AppError {
    const parsed = readErrorBody(body);
    if (!parsed)
      return new AppError(status >= 500 ? 'INTERNAL' : 'BAD_REQUEST', `API Error: ${status}`, status);
    const { code, message, fields } = parsed;
    return new AppError(code, message, status, fields);
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
