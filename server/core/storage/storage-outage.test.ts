import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg, mediaClient } from '../../test/media-fixtures';
import { startS3Server } from '../../test/s3-server';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { outageOf } from '../http/outage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { guardStorage } from './storage-error';

const STORAGE_DOWN = 'File storage is briefly unavailable. Nothing was saved: please try again in a minute.';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let client: ReturnType<typeof mediaClient>;
let sculptureId: number;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ storage: createS3Storage(s3.config) });
  client = mediaClient(t, bearer(await t.login()));
  sculptureId = await client.createSculpture('stored-kid');
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => error,
  );

describe('a storage backend that fails', () => {
  it('counts a refusing object store or a broken media folder as a storage outage, a full disk as full', async () => {
    const wrongKey = guardStorage(createS3Storage({ ...s3.config, secretAccessKey: 'rotated' }));
    expect(outageOf(await failureOf(wrongKey.put('a/b.jpg', Buffer.from('x'), 'image/jpeg')))).toBe(
      'storage',
    );
    const noBucket = guardStorage(createS3Storage({ ...s3.config, bucket: 'no-such-bucket' }));
    expect(outageOf(await failureOf(noBucket.put('a/b.jpg', Buffer.from('x'), 'image/jpeg')))).toBe(
      'storage',
    );

    // A media "folder" that is a file: every write fails with ENOTDIR.
    const file = path.join(os.tmpdir(), `vitrine-not-a-folder-${process.pid}`);
    await writeFile(file, '');
    const broken = guardStorage(createLocalStorage(file));
    expect(outageOf(await failureOf(broken.put('a/b.jpg', Buffer.from('x'), 'image/jpeg')))).toBe('storage');

    const full = guardStorage({
      ...createLocalStorage(file),
      put: async () => {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      },
    });
    expect(outageOf(await failureOf(full.put('a/b.jpg', Buffer.from('x'), 'image/jpeg')))).toBe('disk-full');
    await rm(file);
  });

  it('answers uploads and media 503 while the object store is unreachable, and serves again once it is back', async () => {
    const photo = await makeJpeg(400, 300);
    const stored = (await client.upload(sculptureId, 'thumbnail', photo)).json<{ imagePath: string }>();
    const url = await client.uploadUrl(sculptureId, 'gallery');

    await s3.pause();
    try {
      const upload = await client.put(url, photo);
      expect(upload.statusCode).toBe(503);
      expect(upload.headers['retry-after']).toBe('10');
      expect(upload.json().message).toBe(STORAGE_DOWN);
      const media = await t.app.inject({ method: 'GET', url: stored.imagePath });
      expect(media.statusCode).toBe(503);
    } finally {
      await s3.resume();
    }

    // Nothing of the refused upload was kept: its link still works once the store is back.
    expect((await client.put(url, photo)).statusCode).toBe(200);
    const media = await t.app.inject({ method: 'GET', url: stored.imagePath });
    expect(media.statusCode).toBe(200);
    expect(media.rawPayload).toEqual(photo);
  });
});
