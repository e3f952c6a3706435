import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCULPTURE_IMAGE_MAX_BYTES } from '../../../contract/sculpture-media-limits';
import { makeMp4 } from '../../test/make-mp4';
import { makeJpeg, mediaClient, padTo, SIGNATURES } from '../../test/media-fixtures';
import { startS3Server } from '../../test/s3-server';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: Storage;
let t: TestApp;
let client: ReturnType<typeof mediaClient>;
let sculptureId: number;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = createS3Storage(s3.config);
  t = await createTestApp({ storage });
  client = mediaClient(t, bearer(await t.login()));
  sculptureId = await client.createSculpture('bucket-kid');
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

const keyOf = (mediaPath: string) => mediaPath.replace(/^\/media\//, '');

describe('the upload flow on an S3-compatible store (s3rver on loopback)', () => {
  it('stores the upload and its variants in the bucket and serves them under /media', async () => {
    const photo = await makeJpeg(800, 600);
    const record = (await client.upload(sculptureId, 'thumbnail', photo)).json();
    expect(await storage.stat(keyOf(record.imagePath))).toEqual({
      size: photo.length,
      contentType: 'image/jpeg',
    });

    const original = await t.app.inject({ method: 'GET', url: record.imagePath });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload).toEqual(photo);
    const variant = await t.app.inject({
      method: 'GET',
      url: record.imagePath.replace('.jpg', '.w640.webp'),
    });
    expect(variant.headers['content-type']).toBe('image/webp');
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(640);
  });

  it('refuses an oversized or spoofed file without writing to the bucket', async () => {
    const over = await client.put(
      await client.uploadUrl(sculptureId, 'gallery'),
      padTo(SIGNATURES.jpeg, SCULPTURE_IMAGE_MAX_BYTES + 1),
    );
    expect(over.statusCode).toBe(413);
    const html = await client.put(
      await client.uploadUrl(sculptureId, 'gallery'),
      Buffer.from('<html></html>'),
      'image/png',
    );
    expect(html.statusCode).toBe(415);
    const list = (await t.app.inject({ method: 'GET', url: '/api/sculptures' })).json<
      { id: number; galleryImages: string[] }[]
    >();
    expect(list.find((s) => s.id === sculptureId)?.galleryImages).toEqual([]);
  });

  it('streams a video from the bucket with Range', async () => {
    const mp4 = makeMp4({ durationSeconds: 3 });
    const record = (await client.upload(sculptureId, 'placeholder', mp4)).json();
    const ranged = await t.app.inject({
      method: 'GET',
      url: record.imagePath,
      headers: { range: 'bytes=100-199' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 100-199/${mp4.length}`);
    expect(ranged.rawPayload).toEqual(mp4.subarray(100, 200));
  });

  it('deletes the object and its variants from the bucket with the image', async () => {
    const record = (await client.upload(sculptureId, 'gallery', await makeJpeg(700, 700))).json();
    const response = await client.deleteImage(sculptureId, record.imagePath, 'gallery');
    expect(response.statusCode).toBe(200);
    expect(await storage.stat(keyOf(record.imagePath))).toBeNull();
    for (const width of [320, 400, 480, 640, 700]) {
      expect(await storage.stat(keyOf(record.imagePath).replace('.jpg', `.w${width}.webp`))).toBeNull();
    }
  });
});
