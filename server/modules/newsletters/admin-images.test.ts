import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedMedia } from '../../test/isolated-media';
import { makeMp4 } from '../../test/make-mp4';
import { makeJpeg, mediaClient } from '../../test/media-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

const PUBLIC_URL = 'https://vitrine.test';
let t: TestApp;
let media: Awaited<ReturnType<typeof createIsolatedMedia>>;
let client: ReturnType<typeof mediaClient>;
let token: string;

beforeAll(async () => {
  media = await createIsolatedMedia();
  t = await createTestApp({
    storage: media.storage,
    uploadTempDir: media.uploadTempDir,
    publicUrl: PUBLIC_URL,
  });
  token = await t.login();
  client = mediaClient(t, bearer(token));
});
afterAll(async () => {
  await t.close();
  await media.remove();
});

const register = (uploadURL: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/newsletters/images',
    headers: bearer(token),
    payload: { uploadURL },
  });

describe('POST /api/admin/newsletters/images', () => {
  it('turns an uploaded image into an absolute public URL with its size, served to mail apps', async () => {
    const uploadURL = await client.objectUploadUrl();
    expect((await client.put(uploadURL, await makeJpeg(900, 600))).statusCode).toBe(200);
    const response = await register(uploadURL);
    expect(response.statusCode).toBe(201);
    const image = response.json();
    expect(image).toEqual({
      url: expect.stringMatching(/^https:\/\/vitrine\.test\/media\/site\/[a-f0-9]{32}\.jpg$/),
      width: 900,
      height: 600,
    });
    const served = await t.app.inject({ method: 'GET', url: new URL(image.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    // One upload, one image: the same URL cannot be registered twice.
    expect((await register(uploadURL)).statusCode).toBe(409);
  });

  it('refuses a video, and an upload made for a setting', async () => {
    const video = await client.objectUploadUrl();
    await client.put(video, makeMp4());
    const refused = await register(video);
    expect(refused.statusCode).toBe(415);

    const forHero = await client.objectUploadUrl('homepage-hero-image');
    await client.put(forHero, await makeJpeg(100, 100));
    expect((await register(forHero)).statusCode).toBe(400);
  });
});
