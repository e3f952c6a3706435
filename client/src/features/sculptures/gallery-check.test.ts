import { describe, expect, it, vi } from 'vitest';
import { makeSculpture } from '@/test/fixtures';
import { findSlotImagesInGallery, reportGalleryDuplicates } from './gallery-check';

describe('gallery duplicate check', () => {
  it('names each slot image the gallery repeats', () => {
    const sculpture = makeSculpture({
      thumbnailImage: '/media/t.jpg',
      rolloverImage: '/media/r.jpg',
      scaleImage: '/media/s.jpg',
      galleryImages: ['/media/g1.jpg', '/media/s.jpg', '/media/t.jpg'],
    });
    expect(findSlotImagesInGallery(sculpture)).toEqual(['thumbnail', 'scale']);
    expect(findSlotImagesInGallery(makeSculpture({ galleryImages: ['/media/g1.jpg'] }))).toEqual([]);
  });

  it('warns and reports once, without a token, and only logs a failed report', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('nope', { status: 429 }));
    vi.stubGlobal('fetch', fetchMock);
    const sculpture = makeSculpture({
      id: 77,
      slug: 'vhs-kid',
      title: 'VHS Kid',
      rolloverImage: '/media/r.jpg',
      galleryImages: ['/media/r.jpg'],
    });

    reportGalleryDuplicates(sculpture);
    reportGalleryDuplicates(sculpture);

    expect(warn).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/sculpture-validation-error');
    expect(JSON.parse(String(init?.body))).toEqual({
      sculptureId: 77,
      slug: 'vhs-kid',
      title: 'VHS Kid',
      duplicateTypes: ['rollover'],
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    await vi.waitFor(() => expect(error).toHaveBeenCalledOnce());
  });
});
