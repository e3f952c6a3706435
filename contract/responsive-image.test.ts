import { describe, expect, it } from 'vitest';
import { responsiveImage, variantUrl, variantWidths } from './responsive-image';

describe('variantWidths', () => {
  it('never upscales, and ends with the image width when it is below the largest variant', () => {
    expect(variantWidths(900)).toEqual([320, 400, 480, 640, 720, 800, 900]);
    expect(variantWidths(640)).toEqual([320, 400, 480, 640]);
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(6000)).toEqual([320, 400, 480, 640, 720, 800, 960, 1280, 1600, 2048]);
  });

  // What a browser picks: the first width at least the slot's CSS width times the screen's density.
  const picked = (imageWidth: number, needed: number) =>
    variantWidths(imageWidth).find((width) => width >= needed) ?? imageWidth;

  it('gives a 412 px phone at 1.75 dppx a variant just above each slot it shows first', () => {
    const density = 1.75;
    // A collection card (48vw), the home hero (100vw - 2.5rem) and a sculpture's main image (100vw).
    expect(picked(2048, 0.48 * 412 * density)).toBe(400);
    expect(picked(2048, (412 - 40) * density)).toBe(720);
    expect(picked(2048, 412 * density)).toBe(800);
    // A 900 px photo too: 800 rather than the whole 900.
    expect(picked(900, 412 * density)).toBe(800);
  });
});

describe('responsiveImage', () => {
  const meta = { width: 1600, height: 1000, placeholder: 'data:image/webp;base64,AAAA' };

  it('builds srcset, sizes, width, height and the blur preview from the path and the metadata', () => {
    expect(variantUrl('/media/demo/a-1.jpg', 640)).toBe('/media/demo/a-1.w640.webp');
    expect(responsiveImage('/media/x/abc.jpg', meta, '(min-width: 768px) 33vw, 100vw')).toEqual({
      src: '/media/x/abc.w1280.webp',
      srcSet:
        '/media/x/abc.w320.webp 320w, /media/x/abc.w400.webp 400w, /media/x/abc.w480.webp 480w, /media/x/abc.w640.webp 640w, /media/x/abc.w720.webp 720w, /media/x/abc.w800.webp 800w, /media/x/abc.w960.webp 960w, /media/x/abc.w1280.webp 1280w, /media/x/abc.w1600.webp 1600w',
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
