import { describe, expect, it } from 'vitest';
import { responsiveImage, variantUrl, variantWidths } from './responsive-image';

describe('variantWidths', () => {
  it('never upscales, and ends with the image width when it is below the largest variant', () => {
    expect(variantWidths(900)).toEqual([320, 640, 900]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(6000)).toEqual([320, 640, 960, 1280, 1600, 2048]);
  });
});

describe('responsiveImage', () => {
  const meta = { width: 1600, height: 1000, placeholder: 'data:image/webp;base64,AAAA' };

  it('builds srcset, sizes, width, height and the blur preview from the path and the metadata', () => {
    expect(variantUrl('/media/demo/a-1.jpg', 640)).toBe('/media/demo/a-1.w640.webp');
    expect(responsiveImage('/media/x/abc.jpg', meta, '(min-width: 768px) 33vw, 100vw')).toEqual({
      src: '/media/x/abc.w1280.webp',
      srcSet:
        '/media/x/abc.w320.webp 320w, /media/x/abc.w640.webp 640w, /media/x/abc.w960.webp 960w, /media/x/abc.w1280.webp 1280w, /media/x/abc.w1600.webp 1600w',
      sizes: '(min-width: 768px) 33vw, 100vw',
      width: 1600,
      height: 1000,
      placeholder: meta.placeholder,
    });
  });

  it('falls back to the plain path without metadata', () => {
    expect(responsiveImage('https://elsewhere.example/a.jpg', undefined, '100vw')).toEqual({
      src: 'https://elsewhere.example/a.jpg',
    });
  });
});
