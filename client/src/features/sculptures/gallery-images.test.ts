import { describe, expect, it } from 'vitest';
import { makeSculpture } from '@/test/fixtures';
import { detailImages } from './gallery-images';

describe('detailImages', () => {
  it('puts the main thumbnail first and leaves the slot images out of the gallery', () => {
    const sculpture = makeSculpture({
      thumbnailImage: '/t.jpg',
      rolloverImage: '/r.jpg',
      scaleImage: '/s.jpg',
      galleryImages: ['/g1.jpg', '/r.jpg', '/g2.jpg', '/s.jpg', '/t.jpg'],
    });
    expect(detailImages(sculpture)).toEqual(['/t.jpg', '/g1.jpg', '/g2.jpg']);
  });

  it('shows as many gallery images as the image count says, in their order', () => {
    const galleryImages = ['/g1.jpg', '/g2.jpg', '/g3.jpg', '/g4.jpg', '/g5.jpg', '/g6.jpg'];
    const piece = (imageCount: number) =>
      makeSculpture({ thumbnailImage: '/t.jpg', galleryImages, imageCount });
    expect(detailImages(piece(4))).toEqual(['/t.jpg', '/g1.jpg', '/g2.jpg', '/g3.jpg', '/g4.jpg']);
    expect(detailImages(piece(1))).toEqual(['/t.jpg', '/g1.jpg']);
    expect(detailImages(piece(10))).toHaveLength(7);
  });

  it('stops at 18', () => {
    const galleryImages = Array.from({ length: 25 }, (_, index) => `/g${index}.jpg`);
    const images = detailImages(makeSculpture({ thumbnailImage: '/t.jpg', galleryImages, imageCount: 25 }));
    expect(images).toHaveLength(18);
    expect(images[0]).toBe('/t.jpg');
  });
});
