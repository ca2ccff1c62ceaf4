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

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

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
    const parsed = errorBodySchema.safeParse(body);
    if (!parsed.success)
      return new AppError(status >= 500 ? 'INTERNAL' : 'BAD_REQUEST', `API Error: ${status}`, status);
    const { code, message, fields } = parsed.data.error;
    return new AppError(code, message, status, fields);
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
