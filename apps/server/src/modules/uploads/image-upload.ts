// Reading an uploaded image and making it safe to store (SECURITY.md, uploads).
import {
  IMAGE_MAX_PIXELS,
  imageDimensionsMessage,
  imageMessages,
} from '@runtogether/shared/images/image.rules';
import { AppError } from '@runtogether/shared/errors/app-error';
import type { FastifyRequest } from 'fastify';
import type { Metadata } from 'sharp';
import { loadSharp } from '../../lib/load-sharp';
import { unreadableForm } from './multipart-form';

export const UPLOAD_FIELD = 'file';

const notImage = () =>
  new AppError('VALIDATION_FAILED', imageMessages.notImage, 400, { file: imageMessages.notImage });
const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', imageMessages.tooLarge, 413, { file: imageMessages.tooLarge });

/** The bytes of the multipart field `file`; 413 past 5 MB, 400 when there is no such file. */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw notImage();
  const part = await request.file().catch(() => {
    throw unreadableForm();
  });
  if (!part) throw notImage();
  if (part.fieldname !== UPLOAD_FIELD) {
    part.file.resume();
    throw notImage();
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge();
    // A body cut short or with a broken boundary: the client's fault, not a server error.
    throw unreadableForm();
  }
}

// Raster formats browsers show. SVG is refused: it is a document that can carry scripts.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface ImageBounds {
  maxWidth: number;
  maxHeight: number;
}

export interface StoredImage {
  data: Buffer;
  contentType: 'image/webp';
  extension: 'webp';
}

/**
 * What the bytes are is decided by decoding them, never by the file name or the client's MIME type. The
 * result is a new WebP: turned upright by its EXIF orientation, then stripped of all metadata (GPS included,
 * as sharp writes none unless asked) and bounded in size.
 */
export async function reencodeImage(input: Buffer, bounds: ImageBounds): Promise<StoredImage> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Reads the header only: a small file claiming a huge canvas is refused before anything is decoded.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notImage();
  }
  if (!ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) throw notImage();
  if (metadata.width * metadata.height > IMAGE_MAX_PIXELS) {
    throw new AppError('VALIDATION_FAILED', imageDimensionsMessage, 400, { file: imageDimensionsMessage });
  }
  try {
    const data = await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: bounds.maxWidth, height: bounds.maxHeight, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { data, contentType: 'image/webp', extension: 'webp' };
  } catch {
    // Valid header, broken body (truncated, corrupt): not an image we can use.
    throw notImage();
  }
}
