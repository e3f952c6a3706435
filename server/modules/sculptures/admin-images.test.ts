import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SCULPTURE_IMAGE_MAX_BYTES,
  SCULPTURE_VIDEO_MAX_BYTES,
} from '../../../contract/sculpture-media-limits';
import { ensureAppSecret } from '../../core/db/app-secrets';
import { mediaAssets } from '../../db/schema';
import { createIsolatedMedia } from '../../test/isolated-media';
import { makeMp4 } from '../../test/make-mp4';
import { makeHeavyJpeg, makeJpeg, mediaClient, padTo, SIGNATURES } from '../../test/media-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createUploadSigner } from '../media/uploads/upload-signer';

let t: TestApp;
let media: Awaited<ReturnType<typeof createIsolatedMedia>>;
let client: ReturnType<typeof mediaClient>;
let sculptureId: number;
let photo: Buffer;

beforeAll(async () => {
  media = await createIsolatedMedia();
  t = await createTestApp({ storage: media.storage, uploadTempDir: media.uploadTempDir });
  client = mediaClient(t, bearer(await t.login()));
  sculptureId = await client.createSculpture('upload-kid');
  photo = await makeJpeg(900, 1200);
});
afterAll(async () => {
  await t.close();
  await media.remove();
});

const keyOf = (mediaPath: string) => mediaPath.replace(/^\/media\//, '');
const exists = async (mediaPath: string) => (await media.storage.stat(keyOf(mediaPath))) !== null;
const sculptureFiles = async (id: number) =>
  readdir(path.join(media.root, 'sculptures', String(id))).catch(() => [] as string[]);
/** The large variants are written in the background after registration answers. */
async function waitForAllVariants(storageKey: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const [asset] = await t.db.select().from(mediaAssets).where(eq(mediaAssets.storageKey, storageKey));
    if (asset && asset.readyWidths.length === asset.plannedWidths.length) return asset;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`variants of ${storageKey} never finished`);
}
const tempUploads = () => readdir(media.uploadTempDir);

describe('the upload sequence', () => {
  it('issues a signed same-origin URL, takes the PUT without a session and registers the image', async () => {
    const uploadURL = await client.uploadUrl(sculptureId, 'thumbnail');
    expect(uploadURL).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\?purpose=.+&exp=\d+&sig=[a-f0-9]{64}$/);

    const put = await client.put(uploadURL, photo, 'image/jpeg');
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ message: 'Upload received', contentType: 'image/jpeg', size: photo.length });

    const registered = await client.register(sculptureId, uploadURL, 'thumbnail');
    expect(registered.statusCode).toBe(201);
    const record = registered.json();
    expect(record.imageType).toBe('thumbnail');
    expect(record.imagePath).toMatch(new RegExp(`^/media/sculptures/${sculptureId}/[a-f0-9]{32}\\.jpg$`));
    expect(record.sculpture.thumbnailImage).toBe(record.imagePath);
    expect(record.imageMeta).toEqual({
      width: 900,
      height: 1200,
      placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
    });
    expect(record.sculpture.imageMeta[record.imagePath]).toEqual(record.imageMeta);
  });

  it('serves the original without its camera metadata and GPS position, still the right way up', async () => {
    // A phone photo stored sideways with "rotate 90°" in its EXIF, and where it was taken.
    const phonePhoto = await sharp(await makeJpeg(900, 600))
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 24/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 21/1 3/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(phonePhoto).metadata()).exif).toBeDefined();
    const uploadURL = await client.uploadUrl(sculptureId, 'gallery');
    expect((await client.put(uploadURL, phonePhoto, 'image/jpeg')).statusCode).toBe(200);
    const registered = await client.register(sculptureId, uploadURL, 'gallery');
    expect(registered.statusCode).toBe(201);
    const { imagePath, imageMeta } = registered.json();
    expect(imageMeta).toMatchObject({ width: 600, height: 900 });

    const served = await t.app.inject({ method: 'GET', url: imagePath });
    expect(served.statusCode).toBe(200);
    const info = await sharp(served.rawPayload).metadata();
    expect(info).toMatchObject({ format: 'jpeg', width: 600, height: 900 });
    expect(info.exif).toBeUndefined();
    expect(info.orientation).toBeUndefined();
    expect(served.rawPayload.includes('PhoneMaker')).toBe(false);
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
  });

  it('serves the original and WebP variants of the produced widths, with immutable caching', async () => {
    const [sculpture] = (await t.app.inject({ method: 'GET', url: '/api/sculptures' }))
      .json<{ id: number; thumbnailImage: string }[]>()
      .filter((s) => s.id === sculptureId);
    const original = await t.app.inject({ method: 'GET', url: sculpture!.thumbnailImage });
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['x-content-type-options']).toBe('nosniff');

    for (const width of [320, 400, 480, 640, 720, 800, 900]) {
      const variant = await t.app.inject({
        method: 'GET',
        url: sculpture!.thumbnailImage.replace('.jpg', `.w${width}.webp`),
      });
      expect(variant.statusCode).toBe(200);
      expect(variant.headers['content-type']).toBe('image/webp');
      expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const info = await sharp(variant.rawPayload).metadata();
      expect(info).toMatchObject({ format: 'webp', width, height: Math.round((width * 1200) / 900) });
    }
  });

  it('answers the nearest variant for a width that was never produced (never upscaled)', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/sculptures' })).json<
      { id: number; thumbnailImage: string }[]
    >();
    const thumbnail = list.find((s) => s.id === sculptureId)!.thumbnailImage;
    const wide = await t.app.inject({ method: 'GET', url: thumbnail.replace('.jpg', '.w2048.webp') });
    expect(wide.statusCode).toBe(200);
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(900);
    expect(wide.headers['cache-control']).toContain('immutable');
  });

  it('answers a variant still being produced with the nearest ready one, cached briefly', async () => {
    const record = (await client.upload(sculptureId, 'scale', await makeJpeg(1600, 1000))).json();
    const key = keyOf(record.imagePath);
    await waitForAllVariants(key);
    // As if the 1600 px variant were still in the background queue.
    await media.storage.delete(key.replace('.jpg', '.w1600.webp'));
    await t.db
      .update(mediaAssets)
      .set({ readyWidths: [320, 400, 480, 640, 720, 800, 960, 1280] })
      .where(eq(mediaAssets.storageKey, key));
    const pending = await t.app.inject({
      method: 'GET',
      url: record.imagePath.replace('.jpg', '.w1600.webp'),
    });
    expect(pending.statusCode).toBe(200);
    expect((await sharp(pending.rawPayload).metadata()).width).toBe(1280);
    expect(pending.headers['cache-control']).toBe('public, max-age=60');
  });

  it('answers a width the ladder gained since registration with a larger variant, cached briefly', async () => {
    const record = (await client.upload(sculptureId, 'scale', await makeJpeg(1600, 1000))).json();
    const key = keyOf(record.imagePath);
    await waitForAllVariants(key);
    // As registered under the old ladder, before the backfill comes to it.
    const oldLadder = [320, 640, 960, 1280, 1600];
    await media.storage.delete(key.replace('.jpg', '.w720.webp'));
    await t.db
      .update(mediaAssets)
      .set({ plannedWidths: oldLadder, readyWidths: oldLadder })
      .where(eq(mediaAssets.storageKey, key));
    const standIn = await t.app.inject({
      method: 'GET',
      url: record.imagePath.replace('.jpg', '.w720.webp'),
    });
    expect(standIn.statusCode).toBe(200);
    expect((await sharp(standIn.rawPayload).metadata()).width).toBe(960);
    expect(standIn.headers['cache-control']).toBe('public, max-age=60');
  });

  it('gives the demo artwork variants and metadata too (the seed registers it the same way)', async () => {
    const [first] = (await t.app.inject({ method: 'GET', url: '/api/sculptures' })).json<
      { thumbnailImage: string; galleryImages: string[]; imageMeta: Record<string, { width: number }> }[]
    >();
    expect(first!.imageMeta[first!.thumbnailImage]).toMatchObject({ width: 900, height: 1200 });
    for (const galleryImage of first!.galleryImages) expect(first!.imageMeta[galleryImage]).toBeDefined();
    const variant = await t.app.inject({
      method: 'GET',
      url: first!.thumbnailImage.replace('.jpg', '.w640.webp'),
    });
    expect(variant.headers['content-type']).toBe('image/webp');
  });
});

describe('what an upload URL allows', () => {
  it('refuses an expired URL with 403', async () => {
    const signer = createUploadSigner(() => ensureAppSecret(t.db, 'upload-signing-secret'));
    const { url } = await signer.issue(
      { kind: 'sculpture', sculptureId, imageType: 'gallery' },
      Date.now() - 16 * 60 * 1000,
    );
    const response = await client.put(url, photo);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/expired/);
  });

  it('refuses a forged signature, and a purpose changed in the URL', async () => {
    const url = await client.uploadUrl(sculptureId, 'gallery');
    const forged = await client.put(url.replace(/sig=[a-f0-9]{64}/, `sig=${'0'.repeat(64)}`), photo);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toMatch(/not valid/);
    const otherSlot = await client.put(url.replace('%3Agallery', '%3Athumbnail'), photo);
    expect(otherSlot.statusCode).toBe(403);
  });

  it('takes one file per URL, and registers it once', async () => {
    const url = await client.uploadUrl(sculptureId, 'gallery');
    expect((await client.put(url, photo)).statusCode).toBe(200);
    expect((await client.put(url, photo)).statusCode).toBe(409);
    expect((await client.register(sculptureId, url, 'gallery')).statusCode).toBe(201);
    const again = await client.register(sculptureId, url, 'gallery');
    expect(again.statusCode).toBe(409);
  });

  it('refuses to register an upload for another slot or another sculpture', async () => {
    const otherId = await client.createSculpture('other-kid');
    const url = await client.uploadUrl(sculptureId, 'rollover');
    await client.put(url, photo);
    const wrongSlot = await client.register(sculptureId, url, 'scale');
    expect(wrongSlot.statusCode).toBe(400);
    expect(wrongSlot.json().message).toMatch(/made for sculpture:\d+:rollover/);
    expect((await client.register(otherId, url, 'rollover')).statusCode).toBe(400);
    // Still registrable where it belongs.
    expect((await client.register(sculptureId, url, 'rollover')).statusCode).toBe(201);
  });

  it('refuses to register a URL that is not an upload of ours, or one never uploaded to', async () => {
    const notOurs = await client.register(sculptureId, 'https://evil.example/x.jpg', 'gallery');
    expect(notOurs.statusCode).toBe(400);
    const url = await client.uploadUrl(sculptureId, 'gallery');
    expect((await client.register(sculptureId, url, 'gallery')).statusCode).toBe(404);
  });

  it('answers 404 for an upload URL of an unknown sculpture', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sculptures/999999/upload-url',
      headers: bearer(await t.login()),
      payload: { imageType: 'thumbnail' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('what the server accepts', () => {
  it('takes a sculpture image of exactly 5MB and refuses one byte more with 413', async () => {
    const atLimit = await client.put(
      await client.uploadUrl(sculptureId, 'gallery'),
      padTo(SIGNATURES.jpeg, SCULPTURE_IMAGE_MAX_BYTES),
    );
    expect(atLimit.statusCode).toBe(200);
    const before = await sculptureFiles(sculptureId);
    const over = await client.put(
      await client.uploadUrl(sculptureId, 'gallery'),
      padTo(SIGNATURES.png, SCULPTURE_IMAGE_MAX_BYTES + 1),
    );
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe('File too large: images here may be at most 5MB');
    expect(await sculptureFiles(sculptureId)).toEqual(before);
  });

  it('counts the bytes of a body sent without Content-Length, and keeps nothing of a refused one', async () => {
    // Accepted uploads before this one left no temp file behind either.
    expect(await tempUploads()).toEqual([]);
    const before = await sculptureFiles(sculptureId);
    const url = await client.uploadUrl(sculptureId, 'gallery');
    const file = padTo(SIGNATURES.webp, SCULPTURE_IMAGE_MAX_BYTES + 1);
    const chunks = Array.from({ length: Math.ceil(file.length / 65_536) }, (_, index) =>
      file.subarray(index * 65_536, (index + 1) * 65_536),
    );
    const response = await t.app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': 'image/webp' },
      payload: Readable.from(chunks),
    });
    expect(response.headers['content-length']).not.toBe(String(file.length));
    expect(response.statusCode).toBe(413);
    expect(await sculptureFiles(sculptureId)).toEqual(before);
    expect(await tempUploads()).toEqual([]);
  });

  it('takes a placeholder video of exactly 50MB (MP4, MOV) and refuses one byte more', async () => {
    const mp4 = await client.put(
      await client.uploadUrl(sculptureId, 'placeholder'),
      padTo(SIGNATURES.mp4, SCULPTURE_VIDEO_MAX_BYTES),
    );
    expect(mp4.statusCode).toBe(200);
    expect(mp4.json().contentType).toBe('video/mp4');
    const over = await client.put(
      await client.uploadUrl(sculptureId, 'placeholder'),
      padTo(SIGNATURES.mov, SCULPTURE_VIDEO_MAX_BYTES + 1),
    );
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe('File too large: videos here may be at most 50MB');
  });

  it('refuses a video in an image slot, and WebM even as a placeholder, with 415', async () => {
    const video = await client.put(await client.uploadUrl(sculptureId, 'gallery'), makeMp4(), 'image/png');
    expect(video.statusCode).toBe(415);
    expect(video.json().message).toBe('Invalid file type: only JPEG, PNG or WebP files are accepted here');
    const webm = await client.put(
      await client.uploadUrl(sculptureId, 'placeholder'),
      padTo(SIGNATURES.webm, 1000),
    );
    expect(webm.statusCode).toBe(415);
    expect(webm.json().message).toBe(
      'Invalid file type: only JPEG, PNG, WebP, MP4 or MOV files are accepted here',
    );
  });

  it('refuses HTML named .png and sent as image/png, and SVG, by their bytes', async () => {
    const before = await sculptureFiles(sculptureId);
    const html = await client.put(
      `${await client.uploadUrl(sculptureId, 'thumbnail')}&name=avatar.png`,
      Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
      'image/png',
    );
    expect(html.statusCode).toBe(415);
    const svg = await client.put(
      await client.uploadUrl(sculptureId, 'thumbnail'),
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
      ),
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(415);
    expect(await sculptureFiles(sculptureId)).toEqual(before);
  });

  it('refuses an empty file', async () => {
    const response = await client.put(await client.uploadUrl(sculptureId, 'gallery'), Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
  });

  it('refuses at registration, and removes, bytes that carry a JPEG signature but do not decode', async () => {
    const url = await client.uploadUrl(sculptureId, 'scale');
    const put = await client.put(url, padTo(SIGNATURES.jpeg, 4096));
    expect(put.statusCode).toBe(200);
    const before = await sculptureFiles(sculptureId);
    const response = await client.register(sculptureId, url, 'scale');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('The file could not be read as an image');
    expect((await sculptureFiles(sculptureId)).length).toBe(before.length - 1);
  });
});

describe('slots', () => {
  it('replaces a single slot and deletes the old file with its variants', async () => {
    const slotId = await client.createSculpture('replace-kid');
    const first = (await client.upload(slotId, 'thumbnail', photo)).json();
    const second = (await client.upload(slotId, 'thumbnail', photo)).json();
    expect(second.sculpture.thumbnailImage).toBe(second.imagePath);
    expect(second.imagePath).not.toBe(first.imagePath);
    expect(await exists(first.imagePath)).toBe(false);
    expect(await exists(first.imagePath.replace('.jpg', '.w320.webp'))).toBe(false);
    expect(await exists(second.imagePath)).toBe(true);
    const [asset] = await t.db
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.storageKey, keyOf(first.imagePath)));
    expect(asset).toBeUndefined();
    const gone = await t.app.inject({ method: 'GET', url: first.imagePath });
    expect(gone.statusCode).toBe(404);
  });

  it('keeps ten gallery images and refuses the eleventh, keeping nothing of it', async () => {
    const galleryId = await client.createSculpture('gallery-kid');
    const small = await makeJpeg(64, 64);
    for (let index = 0; index < 10; index++) {
      expect((await client.upload(galleryId, 'gallery', small)).statusCode).toBe(201);
    }
    const before = await sculptureFiles(galleryId);
    const eleventh = await client.upload(galleryId, 'gallery', small);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(
      'The gallery already holds 10 images, the most it can take; delete one first',
    );
    expect(await sculptureFiles(galleryId)).toEqual(before);
    // The in-situ row is a slot of its own.
    expect((await client.upload(galleryId, 'inSitu', small)).statusCode).toBe(201);
  });

  it('deletes an image: reference and files', async () => {
    const deleteId = await client.createSculpture('delete-kid');
    const kept = (await client.upload(deleteId, 'gallery', photo)).json();
    const record = (await client.upload(deleteId, 'gallery', photo)).json();
    const response = await client.deleteImage(deleteId, record.imagePath, 'gallery');
    expect(response.statusCode).toBe(200);
    expect(response.json().sculpture.galleryImages).toEqual([kept.imagePath]);
    expect(await exists(record.imagePath)).toBe(false);
    expect(await exists(record.imagePath.replace('.jpg', '.w640.webp'))).toBe(false);
    expect((await client.deleteImage(deleteId, record.imagePath, 'gallery')).statusCode).toBe(404);
    // The wrong slot leaves the image alone.
    expect((await client.deleteImage(deleteId, kept.imagePath, 'inSitu')).statusCode).toBe(404);
    expect(await exists(kept.imagePath)).toBe(true);
  });

  it('removes every file of a deleted sculpture', async () => {
    const doomedId = await client.createSculpture('doomed-kid');
    await client.upload(doomedId, 'thumbnail', photo);
    await client.upload(doomedId, 'gallery', photo);
    await client.upload(doomedId, 'placeholder', makeMp4());
    expect((await sculptureFiles(doomedId)).length).toBeGreaterThan(3);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/sculptures/${doomedId}`,
      headers: bearer(await t.login()),
    });
    expect(response.statusCode).toBe(200);
    expect(await sculptureFiles(doomedId)).toEqual([]);
  });
});

describe('video placeholders', () => {
  it('registers an MP4 placeholder without image metadata and streams it with Range', async () => {
    const videoId = await client.createSculpture('video-kid');
    const mp4 = makeMp4({ durationSeconds: 3 });
    const record = (await client.upload(videoId, 'placeholder', mp4)).json();
    expect(record.imageMeta).toBeNull();
    expect(record.sculpture.placeholderMedia).toMatch(/\.mp4$/);

    const ranged = await t.app.inject({
      method: 'GET',
      url: record.imagePath,
      headers: { range: 'bytes=0-1023' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-type']).toBe('video/mp4');
    expect(ranged.headers['content-range']).toBe(`bytes 0-1023/${mp4.length}`);
    expect(ranged.headers['accept-ranges']).toBe('bytes');
    expect(ranged.rawPayload).toEqual(mp4.subarray(0, 1024));
  });
});

describe('registration of a large photo', () => {
  // How fast it answers, and that visitors are served meanwhile, is measured by
  // `npm run bench:media` (timed assertions here would only measure the machine's load).
  it('answers with the size and preview of a 5 MB photo, and every variant follows', async () => {
    const heavy = await makeHeavyJpeg(SCULPTURE_IMAGE_MAX_BYTES);
    expect(heavy.length).toBeGreaterThan(4 * 1024 * 1024);
    const heavyId = await client.createSculpture('heavy-kid');
    const url = await client.uploadUrl(heavyId, 'inSitu');
    expect((await client.put(url, heavy)).statusCode).toBe(200);

    const response = await client.register(heavyId, url, 'inSitu');
    expect(response.statusCode).toBe(201);

    const record = response.json();
    expect(record.imageMeta).toMatchObject({ width: 4000, height: 3000 });
    const asset = await waitForAllVariants(keyOf(record.imagePath));
    expect(asset.plannedWidths).toEqual([320, 400, 480, 640, 720, 800, 960, 1280, 1600, 2048]);
    const largest = await t.app.inject({
      method: 'GET',
      url: record.imagePath.replace('.jpg', '.w2048.webp'),
    });
    expect(await sharp(largest.rawPayload).metadata()).toMatchObject({ width: 2048, height: 1536 });
    expect(largest.headers['cache-control']).toContain('immutable');
  });
});
