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
    /** Numbers the client may show beside the message, e.g. `registered` of a capacity below the runners. */
    details: /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.number()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

const isRecordOf = (value: unknown, type: 'string' | 'number') =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === type);
const isStringRecord = (value: unknown): value is Record<string, string> => isRecordOf(value, 'string');
const isNumberRecord = (value: unknown): value is Record<string, number> => isRecordOf(value, 'number');

/** errorBodySchema's check by hand (see above); anything else in the body is ignored. */
function readErrorBody(body: unknown): ErrorBody['error'] | null {
  if (typeof body !== 'object' || body === null) return null;
  const { error } = body as { error?: unknown };
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, fields, details } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (fields !== undefined && !isStringRecord(fields)) return null;
  return {
    code,
    message,
    ...(fields ? { fields } : {}),
    ...(details !== undefined && isNumberRecord(details) ? { details } : {}),
  };
}

/** The one error type: thrown by server services, serialised by the error handler, rebuilt by the web client. */
export class AppError extends Error {
  readonly code: ErrorCode | (string & {});
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly details: Record<string, number> | undefined;

  constructor(
    code: ErrorCode | (string & {}),
    message: string,
    status = 400,
    fields?: Record<string, string>,
    details?: Record<string, number>,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.details = details;
  }

  static fromBody(status: number, body: unknown): AppError {
    const parsed = readErrorBody(body);
    if (!parsed)
      return new AppError(status >= 500 ? 'INTERNAL' : 'BAD_REQUEST', `API Error: ${status}`, status);
    const { code, message, fields, details } = parsed;
    return new AppError(code, message, status, fields, details);
  }
}

/** The body the server answers an error with; a function, not a method, so the browser's bundle leaves it out. */
export function errorBody({ code, message, fields, details }: AppError): ErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}), ...(details ? { details } : {}) } };
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
