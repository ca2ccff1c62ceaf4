// Where browsers load images from with the S3 driver: kept apart from s3-storage.ts so that reading it (for the
// Content-Security-Policy, the start-up log) does not load the AWS SDK.
import type { S3Config } from '../config';

/** Where browsers load objects from when S3_PUBLIC_URL is not set: the bucket's own address. */
export function defaultS3PublicUrl(
  config: Pick<S3Config, 'bucket' | 'region' | 'endpoint' | 'forcePathStyle'>,
) {
  if (config.endpoint) {
    const endpoint = new URL(config.endpoint);
    if (config.forcePathStyle) return `${endpoint.origin}/${config.bucket}`;
    return `${endpoint.protocol}//${config.bucket}.${endpoint.host}`;
  }
  return `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
}

/** The origin browsers load images from, for the Content-Security-Policy; null without S3. */
export function s3ImageOrigin(config: S3Config | null): string | null {
  return config ? new URL(config.publicUrl ?? defaultS3PublicUrl(config)).origin : null;
}
