import { describe, expect, it } from 'vitest';
import { videoTestRows } from './video-report-rows';

describe('videoTestRows', () => {
  it('shows size, duration, resolution, codecs and fast start', () => {
    const rows = videoTestRows({
      sizeReadable: '48.2 KB',
      container: 'mp4',
      durationSeconds: 2,
      width: 320,
      height: 240,
      videoCodec: 'avc1.64000d',
      fastStart: true,
    });
    expect(rows).toEqual([
      { label: 'Size', value: '48.2 KB' },
      { label: 'Container', value: 'MP4' },
      { label: 'Duration', value: '2.0 s' },
      { label: 'Resolution', value: '320 × 240' },
      { label: 'Codecs', value: 'avc1.64000d' },
      { label: 'Fast start', value: 'Yes: playback starts before the download ends' },
    ]);
  });

  it('leaves out what the server could not read', () => {
    expect(videoTestRows({ sizeReadable: '3 MB' })).toEqual([{ label: 'Size', value: '3 MB' }]);
    expect(videoTestRows(undefined)).toEqual([]);
  });
});
