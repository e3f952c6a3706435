import { describe, expect, it } from 'vitest';
import { makeSculpture } from '@/test/fixtures';
import { detailImages } from './gallery-images';

describe('detailImages (§5)', () => {
  it('puts the main thumbnail first and leaves the slot images out of the gallery', () => {
    const sculpture = makeSculpture({
      thumbnailImage: '/t.jpg',
      rolloverImage: '/r.jpg',
      scaleImage: '/s.jpg',
      galleryImages: ['/g1.jpg', '/r.jpg', '/g2.jpg', '/s.jpg', '/t.jpg'],
    });
    expect(detailImages(sculpture)).toEqual(['/t.jpg', '/g1.jpg', '/g2.jpg']);
  });

  it('stops at 18', () => {
    const galleryImages = Array.from({ length: 25 }, (_, index) => `/g${index}.jpg`);
    const images = detailImages(makeSculpture({ thumbnailImage: '/t.jpg', galleryImages }));
    expect(images).toHaveLength(18);
    expect(images[0]).toBe('/t.jpg');
  });
});
