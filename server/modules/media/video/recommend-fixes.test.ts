import { describe, expect, it } from 'vitest';
import type { PlaybackMeasurement } from './measure-playback';
import { recommendFixes } from './recommend-fixes';
import type { VideoProbe } from './video-probe';

const video = { key: 'site/a.mp4', url: '/media/site/a.mp4', size: 2_000_000, contentType: 'video/mp4' };
const playback: PlaybackMeasurement = {
  rangeStatus: 206,
  contentType: 'video/mp4',
  timeToFirstByteMs: 12,
  firstChunkMs: 20,
  firstChunkBytes: 1_048_576,
};
const mp4: VideoProbe = {
  container: 'mp4',
  durationSeconds: 10,
  width: 1280,
  height: 720,
  videoCodec: 'avc1.64001f',
  fastStart: true,
  checkedWith: 'mp4box',
};

describe('recommendFixes', () => {
  it('has nothing to say about a small fast-start H.264 MP4 served with ranges', () => {
    expect(recommendFixes({ video, probe: mp4, playback })).toMatchObject({
      blocking: [],
      recommendations: [],
    });
  });

  it('blocks when ranges or the content type are wrong, as a proxy in front of /media could make them', () => {
    const advice = recommendFixes({
      video,
      probe: mp4,
      playback: { ...playback, rangeStatus: 200, contentType: 'application/octet-stream' },
    });
    expect(advice.blocking).toEqual([
      expect.stringMatching(/^A Range request was answered 200 instead of 206 Partial Content/),
      expect.stringMatching(/^The video is served as application\/octet-stream/),
    ]);
  });

  it('blocks AVI and MKV, and advises MP4 over WebM and H.264 over other codecs', () => {
    const avi = recommendFixes({
      video,
      probe: { ...mp4, container: 'avi', fastStart: undefined },
      playback,
    });
    expect(avi.blocking[0]).toMatch(/^Browsers cannot play AVI reliably/);
    const webm = recommendFixes({
      video,
      probe: { ...mp4, container: 'webm', videoCodec: 'vp9', fastStart: undefined, checkedWith: 'ffprobe' },
      playback,
    });
    expect(webm.blocking).toEqual([]);
    expect(webm.recommendations).toEqual([
      expect.stringMatching(/^Older iPhones \(before iOS 17.4\) play no WebM/),
      expect.stringMatching(/^The video codec vp9 is not played by every browser/),
    ]);
  });

  it('suggests dropping the audio of a muted hero video, and a CDN for a slow first byte', () => {
    const advice = recommendFixes({
      video,
      probe: { ...mp4, audioCodec: 'mp4a.40.2' },
      playback: { ...playback, timeToFirstByteMs: 1500 },
    });
    expect(advice.blocking).toEqual([]);
    expect(advice.recommendations).toEqual([
      'The hero video plays muted: drop the audio track (mp4a.40.2) to save bandwidth: ffmpeg -i in.mp4 -c copy -an -movflags +faststart out.mp4',
      'The first byte took 1500 ms: serve /media from a CDN or a store closer to the server.',
    ]);
  });

  it('blocks a file that could not be read', () => {
    expect(recommendFixes({ video, probe: null, playback }).blocking[0]).toMatch(
      /could not be read as a video/,
    );
  });
});
