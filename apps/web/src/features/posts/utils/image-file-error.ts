import { IMAGE_MAX_BYTES, imageMessages } from '@runtogether/shared/images/image.rules';

/**
 * The upload checks of spec §5, made before sending: an image (not SVG, which the server refuses: it can carry
 * scripts) of at most 5 MB. Null when the file may go. The server checks again by decoding the bytes.
 */
export function imageFileError(file: File): string | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return imageMessages.notImage;
  if (file.size > IMAGE_MAX_BYTES) return imageMessages.tooLarge;
  return null;
}
