import { msg } from '../i18n/keys';
/** Profile and run images (docs/product.md §5). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const imageMessages = {
  notImage: msg('validation.image.notImage'),
  tooLarge: msg('validation.image.tooLarge'),
} as const;

/** Decoding a bigger image costs too much memory, whatever its file size. */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const imageDimensionsMessage = msg('validation.image.dimensions');

/**
 * The upload check made before sending any image (profile, run, post): an image, not SVG (the server refuses
 * it: it can carry scripts), of at most 5 MB. Null when the file may go; the server checks again by decoding.
 */
export function imageFileError(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return imageMessages.notImage;
  if (file.size > IMAGE_MAX_BYTES) return imageMessages.tooLarge;
  return null;
}
