import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { createStorage } from './create-storage';

describe('createStorage', () => {
  it('chooses local disk by default and S3 when S3_BUCKET is set', () => {
    expect(createStorage(parseEnv({ DATA_DIR: '/tmp/vitrine-env' })).kind).toBe('local');
    const env = parseEnv({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(createStorage(env).kind).toBe('s3');
  });

  it('refuses half an S3 key pair', () => {
    expect(() => createStorage(parseEnv({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' }))).toThrow(
      /Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
  });
});
