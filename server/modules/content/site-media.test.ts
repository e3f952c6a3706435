import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTIST_PHOTO_MAX_BYTES,
  ARTIST_VIDEO_MAX_BYTES,
  HERO_PHOTO_MAX_BYTES,
  HERO_VIDEO_MAX_BYTES,
} from '../../../contract/sculpture-media-limits';
import { createIsolatedMedia } from '../../test/isolated-media';
import { makeMp4 } from '../../test/make-mp4';
import { makeJpeg, mediaClient, padTo, SIGNATURES } from '../../test/media-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let media: Awaited<ReturnType<typeof createIsolatedMedia>>;
let client: ReturnType<typeof mediaClient>;

beforeAll(async () => {
  media = await createIsolatedMedia();
  t = await createTestApp({ storage: media.storage, uploadTempDir: media.uploadTempDir });
  client = mediaClient(t, bearer(await t.login()));
});
afterAll(async () => {
  await t.close();
  await media.remove();
});

const exists = async (mediaPath: string) =>
  (await media.storage.stat(mediaPath.replace(/^\/media\//, ''))) !== null;
const siteFiles = () => readdir(path.join(media.root, 'site')).catch(() => [] as string[]);
/**
 * The site folder's files but the sized copies of its photos, sorted: the copies of a photo saved
 * by an earlier test may still be being written in the background, which is not what a test of
 * the videos is about.
 */
const siteFilesButPhotoCopies = async () =>
  (await siteFiles()).filter((name) => !/\.w\d+\.webp$/.test(name)).sort();
const publicSetting = async (key: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/site-settings/${key}` })).json();

async function uploadSiteFile(body: Buffer, key?: string) {
  const uploadURL = await client.objectUploadUrl(key);
  const put = await client.put(uploadURL, body);
  return { uploadURL, put };
}

describe('hero and artist media', () => {
  it('turns an upload URL into the public media path, with image metadata, and deletes the old hero', async () => {
    const before = await publicSetting('homepage-hero-image');
    expect(before.value).toMatch(/^\/media\/demo\//);
    expect(before.imageMeta).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });

    const { uploadURL, put } = await uploadSiteFile(await makeJpeg(1200, 1600));
    expect(put.statusCode).toBe(200);
    const saved = await client.saveSetting('homepage-hero-image', uploadURL.split('?')[0]!);
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body.key).toBe('homepage-hero-image');
    expect(body.value).toMatch(/^\/media\/site\/[a-f0-9]{32}\.jpg$/);
    expect(body.imageMeta).toMatchObject({ width: 1200, height: 1600 });

    expect(await publicSetting('homepage-hero-image')).toEqual({
      value: body.value,
      imageMeta: body.imageMeta,
    });
    expect(await exists(before.value)).toBe(false);
    const variant = await t.app.inject({ method: 'GET', url: body.value.replace('.jpg', '.w640.webp') });
    expect(variant.headers['content-type']).toBe('image/webp');
  });

  it('saves a hero video, and deletes the file when the setting is removed', async () => {
    const { uploadURL } = await uploadSiteFile(makeMp4(), 'homepage-hero-video');
    const saved = (await client.saveSetting('homepage-hero-video', uploadURL)).json();
    expect(saved.value).toMatch(/^\/media\/site\/[a-f0-9]{32}\.mp4$/);
    expect(saved.imageMeta).toBeUndefined();
    expect(await exists(saved.value)).toBe(true);

    const removed = await client.saveSetting('homepage-hero-video', null);
    expect(removed.json()).toEqual({ key: 'homepage-hero-video', value: null });
    expect(await exists(saved.value)).toBe(false);
  });

  it('keeps the live hero video and its file when a replacement fails its test, and says why', async () => {
    const { uploadURL: liveUpload } = await uploadSiteFile(makeMp4(), 'homepage-hero-video');
    const live = (await client.saveSetting('homepage-hero-video', liveUpload)).json();
    expect(live.videoTest).toMatchObject({
      success: true,
      message: expect.stringMatching(/^Video is readable/),
    });
    const filesBefore = await siteFilesButPhotoCopies();

    // An MP4 cut off before its index: its signature passes the upload, its test cannot.
    const whole = makeMp4({ fastStart: false });
    const broken = await uploadSiteFile(whole.subarray(0, whole.indexOf('moov') - 4), 'homepage-hero-video');
    expect(broken.put.statusCode).toBe(200);
    const refused = await client.saveSetting('homepage-hero-video', broken.uploadURL);
    expect(refused.statusCode).toBe(422);
    const body = refused.json();
    expect(body.message).toMatch(/^Video test failed: .*no index \(moov box\)/);
    expect(body.videoTest).toMatchObject({ success: false, message: expect.stringMatching(/no index/) });

    expect((await publicSetting('homepage-hero-video')).value).toBe(live.value);
    expect(await exists(live.value)).toBe(true);
    // The refused file is gone; nothing else changed in the folder.
    expect(await siteFilesButPhotoCopies()).toEqual(filesBefore);
    const playing = await t.app.inject({ method: 'GET', url: live.value, headers: { range: 'bytes=0-99' } });
    expect(playing.statusCode).toBe(206);

    // The same upload cannot be tried again: it was spent and its file discarded.
    expect(
      (await client.saveSetting('homepage-hero-video', broken.uploadURL)).statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect((await publicSetting('homepage-hero-video')).value).toBe(live.value);
  });

  it('tests an artist video the same way before it replaces the current one', async () => {
    const { uploadURL } = await uploadSiteFile(makeMp4(), 'artist-video');
    const live = (await client.saveSetting('artist-video', uploadURL)).json();
    const noVideo = await uploadSiteFile(padTo(SIGNATURES.mp4, 4096), 'artist-video');
    const refused = await client.saveSetting('artist-video', noVideo.uploadURL);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^Video test failed: /);
    expect((await publicSetting('artist-video')).value).toBe(live.value);
    expect(await exists(live.value)).toBe(true);
  });

  it('removes a replaced file only once no other setting points at it', async () => {
    const { uploadURL } = await uploadSiteFile(makeMp4(), 'homepage-hero-video');
    const shared = (await client.saveSetting('homepage-hero-video', uploadURL)).json().value;
    expect((await client.saveSetting('artist-video', shared)).statusCode).toBe(200);

    const next = await uploadSiteFile(makeMp4({ durationSeconds: 3 }), 'homepage-hero-video');
    const replaced = (await client.saveSetting('homepage-hero-video', next.uploadURL)).json();
    expect(replaced.value).not.toBe(shared);
    expect(await exists(shared)).toBe(true);

    expect((await client.saveSetting('artist-video', null)).statusCode).toBe(200);
    expect(await exists(shared)).toBe(false);
    expect(await exists(replaced.value)).toBe(true);
  });

  it('applies each setting limit at the upload when the setting is named: exactly at it, and one byte over', async () => {
    const cases = [
      ['homepage-hero-image', SIGNATURES.jpeg, HERO_PHOTO_MAX_BYTES, 'images here may be at most 10MB'],
      ['artist-image', SIGNATURES.png, ARTIST_PHOTO_MAX_BYTES, 'images here may be at most 10MB'],
      ['homepage-hero-video', SIGNATURES.webm, HERO_VIDEO_MAX_BYTES, 'videos here may be at most 50MB'],
      ['artist-video', SIGNATURES.avi, ARTIST_VIDEO_MAX_BYTES, 'videos here may be at most 100MB'],
    ] as const;
    for (const [key, head, limit, message] of cases) {
      const atLimit = await uploadSiteFile(padTo(head, limit), key);
      expect(atLimit.put.statusCode, key).toBe(200);
      const over = await uploadSiteFile(padTo(head, limit + 1), key);
      expect(over.put.statusCode, key).toBe(413);
      expect(over.put.json().message).toBe(`File too large: ${message}`);
    }
    // 340 MB go through the upload route here: well within 30 s alone, not on a machine under load.
  }, 120_000);

  it('accepts the video types for hero video: MP4, MOV, WebM, MKV and AVI, and refuses images there', async () => {
    const mkv = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x82, 0x88]),
      Buffer.from('matroska'),
    ]);
    for (const head of [SIGNATURES.mp4, SIGNATURES.mov, SIGNATURES.webm, mkv, SIGNATURES.avi]) {
      expect((await uploadSiteFile(padTo(head, 4096), 'homepage-hero-video')).put.statusCode).toBe(200);
    }
    const photo = await uploadSiteFile(padTo(SIGNATURES.jpeg, 4096), 'homepage-hero-video');
    expect(photo.put.statusCode).toBe(415);
    expect(photo.put.json().message).toBe(
      'Invalid file type: only MP4, MOV, WebM, MKV or AVI files are accepted here',
    );
  });

  it('checks an upload made without naming the setting against the setting it is saved to, keeping nothing refused', async () => {
    const video = await uploadSiteFile(padTo(SIGNATURES.mp4, HERO_VIDEO_MAX_BYTES + 1));
    expect(video.put.statusCode).toBe(200);
    const filesWithUpload = await siteFilesButPhotoCopies();
    const tooLarge = await client.saveSetting('homepage-hero-video', video.uploadURL);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('File too large: videos here may be at most 50MB');
    expect((await siteFilesButPhotoCopies()).length).toBe(filesWithUpload.length - 1);

    const image = await uploadSiteFile(await makeJpeg(100, 100));
    const wrongKind = await client.saveSetting('artist-video', image.uploadURL);
    expect(wrongKind.statusCode).toBe(415);
    expect((await publicSetting('artist-video')).value).toBeNull();
  });

  it('refuses a sculpture upload, an upload named for another setting, and an unknown upload', async () => {
    const sculptureId = await client.createSculpture('hero-thief');
    const sculptureUpload = await client.uploadUrl(sculptureId, 'thumbnail');
    await client.put(sculptureUpload, await makeJpeg(50, 50));
    expect((await client.saveSetting('artist-image', sculptureUpload)).statusCode).toBe(400);

    const named = await uploadSiteFile(await makeJpeg(50, 50), 'homepage-hero-image');
    expect((await client.saveSetting('artist-image', named.uploadURL)).statusCode).toBe(400);

    const unknown = await client.saveSetting('artist-image', `/api/uploads/${'e'.repeat(32)}`);
    expect(unknown.statusCode).toBe(404);
  });

  it('leaves other values of media settings, and other settings, as they are', async () => {
    const saved = await client.saveSetting('artist-image', 'https://cdn.example/portrait.jpg');
    expect(saved.json()).toEqual({ key: 'artist-image', value: 'https://cdn.example/portrait.jpg' });
    const text = await client.saveSetting('artist-name', '/api/uploads/not-an-upload');
    expect(text.json()).toEqual({ key: 'artist-name', value: '/api/uploads/not-an-upload' });
  });
});
