import { describe, expect, it } from 'vitest';
import { revealMarkers, showsRelease } from './reveal-markers';

describe('reveal markers', () => {
  const released =
    '<img src="/media/a/thumb.w400.webp" srcset="/media/a/thumb.w800.webp 800w"><img src="/media/b.webp">';
  const locked = '<img src="/media/b.webp"><img src="/media/teaser/a.webp">';

  it('are the media paths only the released answer carries', () => {
    expect(revealMarkers(released, locked)).toEqual(['/media/a/thumb.w400.webp', '/media/a/thumb.w800.webp']);
  });

  it('tell a released answer from a locked one', () => {
    const markers = revealMarkers(released, locked);
    expect(showsRelease(released, markers)).toBe(true);
    expect(showsRelease(locked, markers)).toBe(false);
  });
});
