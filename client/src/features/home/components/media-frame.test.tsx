import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MediaFrame } from './media-frame';

function renderVideo() {
  const { container } = render(
    <MediaFrame kind="video" src="/media/hero.mp4" alt="Hero" width={900} height={1200} sizes="100vw" />,
  );
  const video = container.querySelector('video');
  if (!video) throw new Error('no video');
  return video;
}

describe('MediaFrame video', () => {
  it('loops muted and autoplaying, with a loading indicator until its first frame', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const video = renderVideo();
    await act(async () => {});
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.controls).toBe(false);
    expect(screen.getByRole('status', { name: 'Loading media' })).toBeTruthy();
    fireEvent.loadedData(video);
    expect(screen.queryByRole('status', { name: 'Loading media' })).toBeNull();
  });

  it('shows the playback controls when the browser refuses to autoplay', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(
      new DOMException('autoplay refused', 'NotAllowedError'),
    );
    const video = renderVideo();
    await act(async () => {});
    expect(video.controls).toBe(true);
    expect(screen.queryByRole('status', { name: 'Loading media' })).toBeNull();
  });
});
