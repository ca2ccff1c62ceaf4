// The S3-compatible storage driver (AWS S3, MinIO, Cloudflare R2, Ceph…): images shared by every instance and
// served to browsers straight from the bucket (or a CDN in front of it), never through the app.
import type { S3Config } from '../config';
import { defaultS3PublicUrl } from './s3-public-url';
import { assertSafeKey, isSafeKey, UPLOADED_FILE_CACHE_CONTROL, type StorageDriver } from './storage-driver';

export interface S3Storage extends StorageDriver {
  /** Fails with the SDK's error when the bucket cannot be reached with these settings (checked at start-up). */
  check(): Promise<void>;
  close(): void;
}

/**
 * Loads the AWS SDK on first use: an instance without S3_BUCKET never imports it (it is large, and most
 * installations keep images on disk), so the server bundle keeps `import('@aws-sdk/client-s3')` dynamic.
 */
export async function s3Storage(config: S3Config): Promise<S3Storage> {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    PutObjectCommand,
    S3Client,
    S3ServiceException,
  } = await import('@aws-sdk/client-s3');
  // HEAD answers a missing key with a bare 404 (NotFound), GET with NoSuchKey: the status covers both.
  const isMissing = (error: unknown) =>
    error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    // Without keys the SDK's own chain applies (AWS_* variables, an instance or task role).
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const base = config.publicUrl ?? defaultS3PublicUrl(config);
  return {
    put: async (key, body, contentType) => {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: assertSafeKey(key),
          Body: body,
          ContentType: contentType,
          // The same as /files/ (stored names are never reused), kept by S3 and sent with every GET.
          CacheControl: UPLOADED_FILE_CACHE_CONTROL,
        }),
      );
    },
    exists: async (key) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: assertSafeKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    read: async (key) => {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: assertSafeKey(key) }),
        );
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    publicUrl: (key) => `${base}/${assertSafeKey(key)}`,
    delete: async (key) => {
      // S3 answers a delete of a missing key with success, as the interface asks.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: assertSafeKey(key) }));
    },
    keyFromUrl: (url) => {
      if (!url.startsWith(`${base}/`)) return null;
      const key = url.slice(base.length + 1);
      return isSafeKey(key) ? key : null;
    },
    check: async () => {
      await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
    },
    close: () => client.destroy(),
  };
}
