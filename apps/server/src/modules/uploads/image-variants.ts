// An uploaded image and its smaller copies are stored and deleted together (decision 015).
import { imageVariantWidths, variantName, type ImageKind } from '@runtogether/shared/images/image-variants';
import { loadSharp } from '../../lib/load-sharp';
import type { StorageDriver } from '../../plugins/storage-driver';
import type { StoredImage } from './image-upload';

export interface ImageVariant {
  width: number;
  data: Buffer;
}

/**
 * The variants of an already re-encoded image, one per width of its kind; never wider than the image itself
 * (a narrow upload gets copies of its own size, so every srcset entry exists).
 */
export async function makeVariants(image: StoredImage, kind: ImageKind): Promise<ImageVariant[]> {
  const sharp = await loadSharp();
  const variants: ImageVariant[] = [];
  for (const width of imageVariantWidths[kind]) {
    const data = await sharp(image.data)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    variants.push({ width, data });
  }
  return variants;
}

/** Stores the image under `key` and its variants beside it; on a failure removes what it wrote, then throws. */
export async function storeImage(
  storage: StorageDriver,
  key: string,
  image: StoredImage,
  kind: ImageKind,
): Promise<void> {
  const files = [
    { key, data: image.data },
    ...(await makeVariants(image, kind)).map((v) => ({ key: variantName(key, v.width), data: v.data })),
  ];
  const written: string[] = [];
  try {
    for (const file of files) {
      await storage.put(file.key, file.data, image.contentType);
      written.push(file.key);
    }
  } catch (error) {
    await Promise.allSettled(written.map((k) => storage.delete(k)));
    throw error;
  }
}

/** Deletes the image under `key` and its variants (missing ones are no error). */
export async function deleteImage(storage: StorageDriver, key: string, kind: ImageKind): Promise<void> {
  await storage.delete(key);
  for (const width of imageVariantWidths[kind]) await storage.delete(variantName(key, width));
}
