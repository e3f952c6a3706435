import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, sentBody, serveApi } from '@/test/render-app';
import { renderWithClient } from '@/test/render-with-client';
import { MEDIA_CARDS } from '../media-cards';
import { putFile } from '../upload-file';
import { MediaSettingCard } from './media-setting-card';

vi.mock('../upload-file', () => ({ putFile: vi.fn() }));

const MB = 1024 * 1024;
const READS = {
  'GET /api/admin/site-settings/homepage-hero-media-type': () => jsonResponse({ value: 'photo' }),
  'GET /api/admin/site-settings/homepage-hero-image': () => jsonResponse({ value: null }),
  'GET /api/admin/site-settings/homepage-hero-video': () => jsonResponse({ value: null }),
};

const toasts = () => within(screen.getByRole('region', { name: /Notifications/ }));
const panel = (name: 'Photo' | 'Video') => screen.getByRole('region', { name });
function choose(name: 'Photo' | 'Video', file: File) {
  const input = panel(name).querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}
const calls = (fetchMock: ReturnType<typeof serveApi>) =>
  fetchMock.mock.calls.map(([url, init], index) => ({
    call: `${init?.method ?? 'GET'} ${String(url)}`,
    body: sentBody(fetchMock, index),
  }));

describe('MediaSettingCard (hero)', () => {
  beforeEach(() => {
    vi.mocked(putFile).mockReset();
    vi.mocked(putFile).mockImplementation(async (_url, _file, onProgress) => onProgress(100));
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('saves the media type as soon as the other one is chosen', async () => {
    let stored = 'photo';
    const fetchMock = serveApi({
      ...READS,
      'GET /api/admin/site-settings/homepage-hero-media-type': () => jsonResponse({ value: stored }),
      'POST /api/admin/site-settings': (init) => {
        stored = (JSON.parse(String(init?.body)) as { value: string }).value;
        return jsonResponse({ key: 'homepage-hero-media-type', value: stored });
      },
    });
    renderWithClient(<MediaSettingCard card={MEDIA_CARDS.hero} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Video' }));
    await waitFor(() =>
      expect(calls(fetchMock)).toContainEqual({
        call: 'POST /api/admin/site-settings',
        body: { key: 'homepage-hero-media-type', value: 'video' },
      }),
    );
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(4));
    expect(screen.getByRole('radio', { name: 'Video' })).toHaveProperty('checked', true);
  });

  it('refuses a photo over 10MB with the validation message, before any request', async () => {
    const fetchMock = serveApi(READS);
    renderWithClient(<MediaSettingCard card={MEDIA_CARDS.hero} />);
    await screen.findByRole('radio', { name: 'Photo' });
    choose('Photo', new File([new Uint8Array(10 * MB + 1)], 'wide.jpg', { type: 'image/jpeg' }));
    expect(toasts().getByText('Please select an image smaller than 10MB')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('fails the video save with the server test, the old video staying as it was', async () => {
    const fetchMock = serveApi({
      ...READS,
      'POST /api/objects/upload': () => jsonResponse({ uploadURL: '/api/uploads/u1?sig=x' }),
      'POST /api/admin/site-settings': () =>
        jsonResponse(
          {
            message: 'Video test failed: The video has no duration',
            videoTest: { success: false, message: 'The video has no duration' },
          },
          422,
        ),
    });
    renderWithClient(<MediaSettingCard card={MEDIA_CARDS.hero} />);
    await screen.findByRole('radio', { name: 'Video' });
    choose('Video', new File(['x'], 'clip.mp4', { type: 'video/mp4' }));
    fireEvent.click(within(panel('Video')).getByRole('button', { name: 'Save video' }));

    expect(await toasts().findByText('Video test failed: The video has no duration')).toBeTruthy();
    expect(toasts().getByText('Video upload failed')).toBeTruthy();
    const saves = calls(fetchMock).filter(({ call }) => call === 'POST /api/admin/site-settings');
    expect(saves).toEqual([
      {
        call: 'POST /api/admin/site-settings',
        body: { key: 'homepage-hero-video', value: '/api/uploads/u1?sig=x' },
      },
    ]);
    const report = within(panel('Video')).getByRole('region', { name: 'Video not saved' });
    expect(within(report).getByText('Nothing on the site changed.')).toBeTruthy();
  });

  it('tells why an artist video was refused: the toast and the reason beside the panel', async () => {
    serveApi({
      'GET /api/admin/site-settings/artist-media-type': () => jsonResponse({ value: 'video' }),
      'GET /api/admin/site-settings/artist-image': () => jsonResponse({ value: null }),
      'GET /api/admin/site-settings/artist-video': () => jsonResponse({ value: '/media/site/old.mp4' }),
      'POST /api/objects/upload': () => jsonResponse({ uploadURL: '/api/uploads/u2?sig=x' }),
      'POST /api/admin/site-settings': () =>
        jsonResponse(
          {
            message: 'Video test failed: The file is not a complete MP4',
            videoTest: { success: false, message: 'The file is not a complete MP4' },
          },
          422,
        ),
    });
    renderWithClient(<MediaSettingCard card={MEDIA_CARDS.artist} />);
    await screen.findByRole('radio', { name: 'Video' });
    choose('Video', new File(['x'], 'artist.mp4', { type: 'video/mp4' }));

    expect(await toasts().findByText('Video test failed: The file is not a complete MP4')).toBeTruthy();
    expect(toasts().getByText('Video upload failed')).toBeTruthy();
    expect(
      within(panel('Video')).getByText(/Video test failed: The file is not a complete MP4/),
    ).toBeTruthy();
  });
});
