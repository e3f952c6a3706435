import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GalleryImage } from './gallery-image';
import { ImageMetaProvider } from './image-meta';

const META = { width: 900, height: 1200, placeholder: 'data:image/webp;base64,AAAA' };

describe('GalleryImage', () => {
  it('offers the WebP width variants of a registered image, with a blurred preview until it loads', () => {
    render(
      <GalleryImage
        src="/media/x/kid.jpg"
        alt="Hero Kid"
        width={600}
        height={800}
        sizes="50vw"
        meta={META}
      />,
    );
    const img = screen.getByRole('img', { name: 'Hero Kid' });
    expect(img.getAttribute('srcset')).toBe(
      '/media/x/kid.w320.webp 320w, /media/x/kid.w400.webp 400w, /media/x/kid.w480.webp 480w, /media/x/kid.w640.webp 640w, /media/x/kid.w720.webp 720w, /media/x/kid.w800.webp 800w, /media/x/kid.w900.webp 900w',
    );
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('src')).toBe('/media/x/kid.w900.webp');
    expect(img.style.backgroundImage).toContain('feGaussianBlur');
    fireEvent.load(img);
    expect(img.style.backgroundImage).toBe('');
  });

  it('finds the metadata of its path in the nearest provider', () => {
    render(
      <ImageMetaProvider meta={{ '/media/x/kid.jpg': META }}>
        <GalleryImage src="/media/x/kid.jpg" alt="Hero Kid" width={600} height={800} sizes="50vw" />
      </ImageMetaProvider>,
    );
    expect(screen.getByRole('img', { name: 'Hero Kid' }).getAttribute('srcset')).toContain('kid.w640.webp');
  });

  it('uses the stored file alone for an image without metadata, lazily unless it is the first', () => {
    render(<GalleryImage src="/legacy/kid.png" alt="Old Kid" width={600} height={800} sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Old Kid' });
    expect(img.getAttribute('src')).toBe('/legacy/kid.png');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('shows the placeholder frame when the image fails', () => {
    render(<GalleryImage src="/media/x/gone.jpg" alt="Gone Kid" width={600} height={800} sizes="50vw" />);
    fireEvent.error(screen.getByRole('img', { name: 'Gone Kid' }));
    // The placeholder frame takes the image's place and name.
    expect(screen.getByRole('img', { name: 'Gone Kid' }).tagName).not.toBe('IMG');
  });
});
