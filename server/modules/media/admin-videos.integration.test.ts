import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedMedia } from '../../test/isolated-media';
import { type Mp4Options, makeMp4 } from '../../test/make-mp4';
import { makeJpeg, mediaClient, padTo, SIGNATURES } from '../../test/media-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let withoutFfprobe: TestApp;
let media: Awaited<ReturnType<typeof createIsolatedMedia>>;
let auth: Record<string, string>;
let client: ReturnType<typeof mediaClient>;

beforeAll(async () => {
  media = await createIsolatedMedia();
  t = await createTestApp({ storage: media.storage, uploadTempDir: media.uploadTempDir });
  withoutFfprobe = await createTestApp({
    storage: media.storage,
    uploadTempDir: media.uploadTempDir,
    ffprobe: null,
  });
  auth = bearer(await t.login());
  client = mediaClient(t, auth);
});
afterAll(async () => {
  await t.close();
  await withoutFfprobe.close();
  await media.remove();
});

/** Puts a file straight into storage under the hero folder and answers its public path. */
async function stored(name: string, body: Buffer): Promise<string> {
  await media.storage.put(`site/${name}`, body, 'application/octet-stream');
  return `/media/site/${name}`;
}

const storedMp4 = (name: string, options: Mp4Options = {}) => stored(name, makeMp4(options));

async function testVideo(videoPath: string, app: TestApp = t) {
  const headers = app === t ? auth : bearer(await app.login());
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/admin/test-video',
    headers,
    payload: { videoPath },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function simulate(videoPath: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/test-video-live-simulation',
    headers: auth,
    payload: { videoPath },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('POST /api/admin/test-video', () => {
  it('reads a fast-start MP4 saved through the hero flow', async () => {
    const uploadURL = await client.objectUploadUrl('homepage-hero-video');
    expect((await client.put(uploadURL, makeMp4({ durationSeconds: 4, bitrateKbps: 800 }))).statusCode).toBe(
      200,
    );
    // Before the setting is saved, the upload URL itself can be tested.
    expect((await testVideo(uploadURL.split('?')[0]!)).success).toBe(true);

    const saved = (await client.saveSetting('homepage-hero-video', uploadURL)).json();
    const result = await testVideo(saved.value);
    expect(result).toEqual({
      success: true,
      message: 'Video is readable: MP4, 4.0 s, 640x360, avc1.64001f, index at the start',
      metadata: {
        sizeReadable: expect.stringMatching(/^\d+\.\d KB$/),
        sizeBytes: expect.any(Number),
        container: 'mp4',
        durationSeconds: 4,
        width: 640,
        height: 360,
        videoCodec: 'avc1.64001f',
        fastStart: true,
        checkedWith: 'mp4box',
        bitrateKbps: expect.any(Number),
      },
    });
    expect(result.metadata.bitrateKbps).toBeGreaterThan(780);
    expect(result.metadata.bitrateKbps).toBeLessThan(830);
  });

  it('takes an absolute URL of the same path, and finds when the index comes last (MOV)', async () => {
    const movPath = await storedMp4('late-index.mov', {
      brand: 'qt  ',
      fastStart: false,
      width: 1920,
      height: 1080,
    });
    const result = await testVideo(`https://vitrine.example${movPath}`);
    expect(result.success).toBe(true);
    expect(result.metadata).toMatchObject({ container: 'mov', fastStart: false, width: 1920, height: 1080 });
    expect(result.message).toContain('index at the end');
  });

  it('fails clearly for a truncated file, a file without an index, and damaged boxes', async () => {
    const whole = makeMp4();
    const truncated = await testVideo(await stored('truncated.mp4', whole.subarray(0, 200)));
    expect(truncated).toMatchObject({ success: false, message: expect.stringMatching(/incomplete/) });
    expect(truncated.metadata.sizeReadable).toBe('200 B');

    const lateIndex = makeMp4({ fastStart: false });
    const withoutIndex = lateIndex.subarray(0, lateIndex.indexOf('moov') - 4);
    const noIndex = await testVideo(await stored('no-index.mp4', withoutIndex));
    expect(noIndex).toMatchObject({
      success: false,
      message: expect.stringMatching(/no index \(moov box\)/),
    });

    const damaged = Buffer.concat([whole.subarray(0, 32), Buffer.from([0, 0, 0, 3, 0xff, 0xfe, 0x01, 0x02])]);
    expect(await testVideo(await stored('damaged.mp4', damaged))).toMatchObject({
      success: false,
      message: expect.stringMatching(/damaged/),
    });
  });

  it('fails for a path with no file and for a file that is not a video', async () => {
    expect(await testVideo('/media/site/nothing-here.mp4')).toEqual({
      success: false,
      message: 'No video was found at /media/site/nothing-here.mp4',
    });
    expect(await testVideo('/media/../../etc/passwd')).toMatchObject({ success: false });
    const photo = await stored('photo.jpg', await makeJpeg(40, 40));
    expect(await testVideo(photo)).toMatchObject({
      success: false,
      message: expect.stringMatching(/not a video/),
    });
  });

  it('says what it could check of a WebM when ffprobe is not there', async () => {
    const webm = await stored('signature-only.webm', padTo(SIGNATURES.webm, 2048));
    const result = await testVideo(webm, withoutFfprobe);
    expect(result.success).toBe(true);
    expect(result.message).toBe(
      'WEBM file recognised by its signature; its duration, dimensions and codecs were not checked because ffprobe is not installed on this server',
    );
    expect(result.metadata).toMatchObject({
      container: 'webm',
      checkedWith: 'signature',
      sizeReadable: '2.0 KB',
    });
  });

  it('reads a real WebM with ffprobe, and fails a damaged one', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-webm-'));
    const file = path.join(dir, 'clip.webm');
    await promisify(execFile)('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=10',
      '-t',
      '1',
      '-c:v',
      'libvpx',
      '-b:v',
      '200k',
      file,
    ]);
    const webm = await readFile(file);
    await rm(dir, { recursive: true });

    const result = await testVideo(await stored('clip.webm', webm));
    expect(result).toMatchObject({
      success: true,
      metadata: { container: 'webm', checkedWith: 'ffprobe', width: 320, height: 240, videoCodec: 'vp8' },
    });
    const damaged = await testVideo(await stored('damaged.webm', padTo(SIGNATURES.webm, 4096)));
    expect(damaged.success).toBe(false);
    expect(damaged.message).toMatch(/^The video could not be read/);
  });
});

describe('POST /api/admin/test-video-live-simulation', () => {
  it('plays a small fast-start MP4 through /media with a 206 answer and nothing to fix', async () => {
    const clip = makeMp4({ durationSeconds: 6, bitrateKbps: 1500 });
    const result = await simulate(await stored('good.mp4', clip));
    expect(result.success).toBe(true);
    expect(result.message).toMatch(/^The video starts in \d+ ms through \/media\/site\/good\.mp4/);
    expect(result.simulationResults).toMatchObject({
      recommendations: [],
      url: '/media/site/good.mp4',
      rangeStatus: 206,
      contentType: 'video/mp4',
      firstChunkBytes: Math.min(clip.length, 1024 * 1024),
      sizeBytes: clip.length,
      fastStart: true,
      bitrateMbps: 1.5,
      mobileMbps: 5,
    });
    expect(result.simulationResults.timeToFirstByteMs).toBeGreaterThanOrEqual(0);
    expect(result.simulationResults.firstChunkMs).toBeGreaterThanOrEqual(
      result.simulationResults.timeToFirstByteMs,
    );
  });

  it('fails a late index and recommends faststart, a lower bitrate and a smaller frame', async () => {
    const heavy = await storedMp4('heavy.mp4', {
      fastStart: false,
      bitrateKbps: 12_000,
      width: 3840,
      height: 2160,
    });
    const result = await simulate(heavy);
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/^The video may not play well on the live site: The index \(moov atom\)/);
    const advice = result.simulationResults.recommendations.join('\n');
    expect(advice).toContain('ffmpeg -i in.mp4 -c copy -movflags +faststart out.mp4');
    expect(advice).toContain('Bitrate 12.0 Mbit/s exceeds a typical mobile connection (5 Mbit/s)');
    expect(advice).toContain('The video is 3840x2160');
  });

  it('warns about a file too long to download on a phone, without failing', async () => {
    const long = await storedMp4('long.mp4', { durationSeconds: 60, bitrateKbps: 3000 });
    const result = await simulate(long);
    expect(result.success).toBe(true);
    expect(result.simulationResults.recommendations).toEqual([
      expect.stringMatching(/^The file takes about 36 s to download on a 5 Mbit\/s connection/),
    ]);
  });

  it('fails for an unknown path', async () => {
    expect(await simulate('/media/site/missing.mp4')).toEqual({
      success: false,
      message: 'No video was found at /media/site/missing.mp4',
    });
  });
});
