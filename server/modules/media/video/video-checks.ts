import type { LiveSimulationResult, VideoTestResult } from '../../../../contract/media';
import type { Db } from '../../../core/db/index';
import type { Storage } from '../../../core/storage/storage';
import { formatBytes } from './format-bytes';
import { type MediaFetcher, measurePlayback } from './measure-playback';
import { probeVideo } from './probe-video';
import { recommendFixes } from './recommend-fixes';
import { resolveVideo } from './resolve-video';
import { UnreadableVideoError } from './video-errors';
import type { VideoProbe } from './video-probe';

export interface VideoCheckDeps {
  db: Db;
  storage: Storage;
  /** The ffprobe command, or null to use mp4box alone. */
  ffprobe: string | null;
  /** Fetches a public media path through the app itself, as a browser would. */
  fetchMedia: MediaFetcher;
}

const NOT_FOUND = (videoPath: string) => `No video was found at ${videoPath}`;

function bitrateKbps(sizeBytes: number, probe: VideoProbe): number | undefined {
  return probe.durationSeconds ? Math.round((sizeBytes * 8) / probe.durationSeconds / 1000) : undefined;
}

function summarise(probe: VideoProbe): string {
  if (probe.checkedWith === 'signature') {
    return `${probe.container.toUpperCase()} file recognised by its signature; its duration, dimensions and codecs were not checked because ffprobe is not installed on this server`;
  }
  const parts = [
    probe.container.toUpperCase(),
    probe.durationSeconds === undefined ? null : `${probe.durationSeconds.toFixed(1)} s`,
    probe.width && probe.height ? `${probe.width}x${probe.height}` : null,
    [probe.videoCodec, probe.audioCodec].filter(Boolean).join(' + ') || null,
    probe.fastStart === undefined ? null : probe.fastStart ? 'index at the start' : 'index at the end',
  ];
  return `Video is readable: ${parts.filter(Boolean).join(', ')}`;
}

/** POST /api/admin/test-video and the live simulation, from really reading the file. */
export function createVideoChecks(deps: VideoCheckDeps) {
  return {
    async test(videoPath: string): Promise<VideoTestResult> {
      const video = await resolveVideo(deps.db, deps.storage, videoPath);
      if (!video) return { success: false, message: NOT_FOUND(videoPath) };
      const size = { sizeReadable: formatBytes(video.size), sizeBytes: video.size };
      try {
        const probe = await probeVideo(deps.storage, video, deps.ffprobe);
        if (probe.checkedWith !== 'signature' && !probe.durationSeconds)
          return { success: false, message: 'The video has no duration', metadata: { ...size, ...probe } };
        return {
          success: true,
          message: summarise(probe),
          metadata: { ...size, ...probe, bitrateKbps: bitrateKbps(video.size, probe) },
        };
      } catch (error) {
        if (!(error instanceof UnreadableVideoError)) throw error;
        return { success: false, message: error.message, metadata: size };
      }
    },

    async simulateLive(videoPath: string): Promise<LiveSimulationResult> {
      const video = await resolveVideo(deps.db, deps.storage, videoPath);
      if (!video) return { success: false, message: NOT_FOUND(videoPath) };
      let probe: VideoProbe | null = null;
      try {
        probe = await probeVideo(deps.storage, video, deps.ffprobe);
      } catch (error) {
        if (!(error instanceof UnreadableVideoError)) throw error;
      }
      const playback = await measurePlayback(deps.fetchMedia, video.url);
      const advice = recommendFixes({ video, probe, playback });
      const bitrate = probe ? bitrateKbps(video.size, probe) : undefined;
      return {
        success: advice.blocking.length === 0,
        message:
          advice.blocking.length === 0
            ? `The video starts in ${Math.round(playback.firstChunkMs)} ms through ${video.url} and streams with byte ranges`
            : `The video may not play well on the live site: ${advice.blocking[0]}`,
        simulationResults: {
          recommendations: advice.recommendations,
          url: video.url,
          ...playback,
          sizeBytes: video.size,
          sizeReadable: formatBytes(video.size),
          fastStart: probe?.fastStart,
          bitrateMbps: bitrate === undefined ? undefined : Math.round(bitrate / 100) / 10,
          mobileMbps: advice.mobileMbps,
          mobileDownloadSeconds: advice.mobileDownloadSeconds,
        },
      };
    },
  };
}

export type VideoChecks = ReturnType<typeof createVideoChecks>;
