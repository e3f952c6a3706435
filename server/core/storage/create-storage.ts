import path from 'node:path';
import type { Env } from '../env';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** Local disk under DATA_DIR/media unless an S3-compatible store is configured (S3_BUCKET). */
export function createStorage(env: Env): Storage {
  if (!env.S3_BUCKET) return createLocalStorage(path.join(env.dataDir, 'media'));
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    // Half a key pair would silently fall back to the SDK's ambient credentials.
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  }
  return createS3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  });
}
