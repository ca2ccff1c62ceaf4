// A local S3-compatible server (@20minutes/s3rver, the maintained fork of s3rver) on a random port with one empty
// bucket, data in a temporary folder.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Config } from '../config';

export interface S3Fixture {
  /** The configuration an instance would get from S3_* variables. */
  config: S3Config;
  close(): Promise<void>;
}

export async function startS3Fixture(bucket = 'rt-images'): Promise<S3Fixture> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'rt-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // It checks V4 signatures, but signs a bucket's path without the trailing slash the AWS SDK sends
    // (`/bucket/`), so every bucket request would be refused; s3rver 3 checked no V4 signature at all.
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    // s3rver's fixed development keys; it refuses any other access key.
    config: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicUrl: null,
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
