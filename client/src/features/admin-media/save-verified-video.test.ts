import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, sentBody, serveApi } from '@/test/render-app';
import { saveVerifiedVideo } from './save-verified-video';
import { putFile } from './upload-file';
import { VideoTestFailedError } from './video-test-failed';

vi.mock('./upload-file', () => ({ putFile: vi.fn() }));

const KEY = 'homepage-hero-video';
const SAVED_PATH = '/media/site/abc.mp4';
const clip = new File(['not really a video'], 'clip.mp4', { type: 'video/mp4' });
const options = () => ({
  onPhase: vi.fn(),
  onProgress: vi.fn(),
  saveFailure: 'Failed to save hero video setting',
});

const PASSED_TEST = {
  success: true,
  message: 'Video is readable: MP4, 2.0 s, 320x240',
  metadata: { sizeReadable: '48 KB', durationSeconds: 2, width: 320, height: 240, fastStart: true },
};

const FAILED_TEST = {
  success: false,
  message: 'The video has no duration',
  metadata: { sizeReadable: '1 KB' },
};

/**
 * The calls of the flow. The save answers with the server's test of the video (`test`: a
 * passed one, or the 422 refusal); `simulate` answers the live simulation.
 */
function serveFlow(
  test: typeof PASSED_TEST | typeof FAILED_TEST,
  simulate: () => Response = () =>
    jsonResponse({ success: true, message: 'ok', simulationResults: { recommendations: [] } }),
) {
  return serveApi({
    'POST /api/objects/upload': () => jsonResponse({ uploadURL: '/api/uploads/u1?purpose=site&sig=x' }),
    'POST /api/admin/site-settings': () =>
      test.success
        ? jsonResponse({ key: KEY, value: SAVED_PATH, videoTest: test })
        : jsonResponse({ message: `Video test failed: ${test.message}`, videoTest: test }, 422),
    'POST /api/admin/test-video-live-simulation': simulate,
  });
}

const settingSaves = (fetchMock: ReturnType<typeof serveApi>) =>
  fetchMock.mock.calls
    .map((call, index) => ({ url: String(call[0]), body: sentBody(fetchMock, index) }))
    .filter(({ url }) => url === '/api/admin/site-settings')
    .map(({ body }) => body);

describe('saveVerifiedVideo', () => {
  beforeEach(() => {
    vi.mocked(putFile).mockImplementation(async (_url, _file, onProgress) => onProgress(100));
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.mocked(putFile).mockReset());

  it("fails with the server's test when the save is refused, never touching the setting again", async () => {
    const fetchMock = serveFlow(FAILED_TEST);
    const failure = await saveVerifiedVideo(KEY, clip, options()).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(VideoTestFailedError);
    expect((failure as Error).message).toBe('Video test failed: The video has no duration');
    expect((failure as VideoTestFailedError).test).toEqual(FAILED_TEST);
    // One save, the refused one: no second save that could clear the video still playing.
    expect(settingSaves(fetchMock)).toEqual([{ key: KEY, value: '/api/uploads/u1?purpose=site&sig=x' }]);
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).not.toContain('/api/admin/test-video-live-simulation');
  });

  it('fails with the save step when the save fails for another reason', async () => {
    serveApi({
      'POST /api/objects/upload': () => jsonResponse({ uploadURL: '/api/uploads/u1?purpose=site&sig=x' }),
      'POST /api/admin/site-settings': () => jsonResponse({ message: 'Internal Server Error' }, 500),
    });
    const failure = await saveVerifiedVideo(KEY, clip, options()).catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(VideoTestFailedError);
    expect((failure as Error).message).toBe('Failed to save hero video setting');
  });

  it('keeps the save when only the live simulation fails, with a warning', async () => {
    const fetchMock = serveFlow(PASSED_TEST, () => jsonResponse({ message: 'Internal Server Error' }, 500));
    const phases = options();
    const report = await saveVerifiedVideo(KEY, clip, phases);

    expect(report).toMatchObject({ path: SAVED_PATH, test: PASSED_TEST, simulation: null });
    expect(report.warning).toBe('Failed to run live simulation');
    expect(settingSaves(fetchMock)).toHaveLength(1);
    expect(phases.onPhase.mock.calls.map(([phase]) => phase)).toEqual(['uploading', 'testing', 'simulating']);
  });

  it('reports the recommendations of a passed simulation without a warning', async () => {
    const simulation = {
      success: true,
      message: 'Plays',
      simulationResults: { recommendations: ['Use faststart'] },
    };
    serveFlow(PASSED_TEST, () => jsonResponse(simulation));
    const report = await saveVerifiedVideo(KEY, clip, options());
    expect(report.warning).toBeNull();
    expect(report.simulation).toEqual(simulation);
  });

  it('fails with the step that failed when the upload is refused, before saving anything', async () => {
    vi.mocked(putFile).mockRejectedValue(new Error('refused'));
    const fetchMock = serveFlow(PASSED_TEST);
    await expect(saveVerifiedVideo(KEY, clip, options())).rejects.toThrow('Failed to upload file');
    expect(settingSaves(fetchMock)).toEqual([]);
  });
});
