// Reading a multipart form with text fields and several files, where one bad file must not sink the others.
import { IMAGE_MAX_BYTES, imageMessages } from '@runtogether/shared/images/image.rules';
import { AppError, isAppError } from '@runtogether/shared/errors/app-error';
import { msg } from '@runtogether/shared/i18n/keys';
import { withValues } from '@runtogether/shared/i18n/message-values';
import type { FastifyRequest } from 'fastify';
import { inputError } from '../../plugins/input-hygiene';

export type ReceivedFile =
  | { name: string; data: Buffer }
  /** Refused while reading (over the size limit); its bytes were dropped. */
  | { name: string; error: AppError };

export interface MultipartForm {
  /** The last value of each expected text field that was sent. */
  fields: Record<string, string>;
  /** Text fields whose value went past `maxFieldBytes` and was cut there. */
  truncatedFields: string[];
  /** The files of `fileField`, in the order sent. */
  files: ReceivedFile[];
}

export interface ReadMultipartFormOptions {
  textFields: readonly string[];
  fileField: string;
  maxFiles: number;
  maxFieldBytes: number;
  /** The refusal when more than `maxFiles` files are sent. */
  tooManyFiles: () => AppError;
}

/** What @fastify/multipart's parts() accepts beyond its declared type: it honours throwFileSizeLimit too. */
interface PartsOptions {
  limits: { fileSize: number; files: number; fields: number; fieldSize: number; parts: number };
  throwFileSizeLimit: boolean;
}

const EXTRA_FIELDS = 10;
const MAX_NAME_LENGTH = 255;

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', imageMessages.tooLarge, 413, { file: imageMessages.tooLarge });

/** A multipart body that cannot be parsed (cut short, a broken boundary). */
export const unreadableForm = () =>
  new AppError('VALIDATION_FAILED', msg('validation.api.formUnreadable'), 400);

const errorCode = (error: unknown) =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

/**
 * Reads the whole form into memory: at most `maxFiles` files of at most 5 MB each. A file over 5 MB is drained
 * and reported in `files` with a 413 error instead of failing the request (413 semantics per file); more files
 * than allowed, or a flood of fields, refuses the request.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: ReadMultipartFormOptions,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError('VALIDATION_FAILED', msg('validation.api.multipartRequired'), 400);
  }
  const partsOptions: PartsOptions = {
    limits: {
      fileSize: IMAGE_MAX_BYTES,
      files: options.maxFiles,
      fields: options.textFields.length + EXTRA_FIELDS,
      fieldSize: options.maxFieldBytes,
      parts: options.maxFiles + options.textFields.length + EXTRA_FIELDS,
    },
    // Past the size limit the file's stream is cut and flagged `truncated`, and reading goes on.
    throwFileSizeLimit: false,
  };
  const form: MultipartForm = { fields: {}, truncatedFields: [], files: [] };
  // Fields the form does not take are refused, as a JSON body's are: a file sent under the wrong name must not
  // give a post without its image. The body is read to its end first, so the answer goes out on a clean stream.
  const unknown = new Set<string>();
  try {
    for await (const part of request.parts(partsOptions)) {
      if (part.type === 'field') {
        if (options.textFields.includes(part.fieldname) && typeof part.value === 'string') {
          const problem = inputError(part.value);
          if (problem) throw problem;
          form.fields[part.fieldname] = part.value;
          if (part.valueTruncated) form.truncatedFields.push(part.fieldname);
        } else unknown.add(part.fieldname);
        continue;
      }
      if (part.fieldname !== options.fileField) {
        unknown.add(part.fieldname);
        part.file.resume();
        continue;
      }
      // The name is only a label (stored files are named by the server); PostgreSQL text cannot hold NUL.
      const name = (part.filename.replaceAll('\u0000', '') || 'image').slice(0, MAX_NAME_LENGTH);
      const data = await part.toBuffer();
      form.files.push(part.file.truncated ? { name, error: tooLarge() } : { name, data });
    }
  } catch (error) {
    const code = errorCode(error);
    if (code === 'FST_FILES_LIMIT') throw options.tooManyFiles();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('VALIDATION_FAILED', msg('validation.api.tooManyFields'), 400);
    }
    if (isAppError(error)) throw error;
    // Anything else comes from parsing the body (cut short, a broken boundary): the client's fault, not ours.
    throw unreadableForm();
  }
  if (unknown.size > 0) {
    const keys = [...unknown].map((name) => name.slice(0, MAX_NAME_LENGTH)).join(', ');
    throw new AppError('VALIDATION_FAILED', withValues(msg('validation.field.unknownKeys'), { keys }), 400);
  }
  return form;
}
