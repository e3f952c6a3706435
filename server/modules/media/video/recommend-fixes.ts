import type { PlaybackMeasurement } from './measure-playback';
import type { ResolvedVideo } from './resolve-video';
import type { VideoProbe } from './video-probe';

/** A typical mobile connection (4G in a city, shared): what the hero video must stream within. */
export const MOBILE_MBPS = 5;
/** Past this, a phone waits too long for the whole loop. */
const MAX_MOBILE_DOWNLOAD_SECONDS = 30;
const MAX_USEFUL_WIDTH = 1920;
const SLOW_FIRST_BYTE_MS = 800;
const H264 = /^(avc1|avc3|h264)/i;

const FASTSTART = 'ffmpeg -i in.mp4 -c copy -movflags +faststart out.mp4';
const reencode = (extra: string) =>
  `ffmpeg -i in.mp4 -c:v libx264 -preset slow ${extra} -movflags +faststart -an out.mp4`;

export interface Advice {
  /** Problems that keep the video from playing well at all; they fail the simulation. */
  blocking: string[];
  /** Every concrete fix, blocking ones first. */
  recommendations: string[];
  mobileMbps: number;
  mobileDownloadSeconds: number;
}

/** Turns what was measured into concrete fixes, each with the command that makes it. */
export function recommendFixes({
  video,
  probe,
  playback,
}: {
  video: ResolvedVideo;
  probe: VideoProbe | null;
  playback: PlaybackMeasurement;
}): Advice {
  const blocking: string[] = [];
  const advice: string[] = [];
  const mobileDownloadSeconds = Math.round(((video.size * 8) / (MOBILE_MBPS * 1_000_000)) * 10) / 10;

  if (playback.rangeStatus !== 206)
    blocking.push(
      `A Range request was answered ${playback.rangeStatus} instead of 206 Partial Content: browsers (Safari above all) need byte ranges to stream and seek video. Make sure any proxy or CDN in front of /media passes Range requests through.`,
    );
  if (!playback.contentType.startsWith('video/'))
    blocking.push(
      `The video is served as ${playback.contentType || 'no content type'}; browsers need a video/* type (video/mp4 for MP4).`,
    );
  if (!probe)
    blocking.push('The file could not be read as a video: upload it again or re-encode it to MP4 (H.264).');
  if (probe?.fastStart === false)
    blocking.push(
      `The index (moov atom) sits at the end of the file, so playback waits for the whole download. Re-encode with the moov atom at the front: ${FASTSTART}`,
    );
  if (probe && (probe.container === 'avi' || probe.container === 'mkv'))
    blocking.push(
      `Browsers cannot play ${probe.container.toUpperCase()} reliably (Safari plays neither): convert to MP4 (H.264): ${reencode('-crf 23')}`,
    );

  if (probe?.container === 'webm')
    advice.push(
      `Older iPhones (before iOS 17.4) play no WebM: upload an MP4 (H.264) instead: ${reencode('-crf 23')}`,
    );
  if (probe?.videoCodec && !H264.test(probe.videoCodec) && probe.checkedWith !== 'signature')
    advice.push(
      `The video codec ${probe.videoCodec} is not played by every browser; H.264 is: ${reencode('-crf 23')}`,
    );
  if (probe?.durationSeconds) {
    const mbps = (video.size * 8) / probe.durationSeconds / 1_000_000;
    if (mbps > MOBILE_MBPS)
      advice.push(
        `Bitrate ${mbps.toFixed(1)} Mbit/s exceeds a typical mobile connection (${MOBILE_MBPS} Mbit/s), so phones will stall. Re-encode at about 4 Mbit/s: ${reencode('-b:v 4M -maxrate 4M -bufsize 8M')}`,
      );
  }
  if (mobileDownloadSeconds > MAX_MOBILE_DOWNLOAD_SECONDS)
    advice.push(
      `The file takes about ${Math.round(mobileDownloadSeconds)} s to download on a ${MOBILE_MBPS} Mbit/s connection: shorten the loop or lower the resolution (for example -vf scale=-2:1080).`,
    );
  if (probe?.width && probe.width > MAX_USEFUL_WIDTH)
    advice.push(
      `The video is ${probe.width}x${probe.height}; no screen shows the hero wider than ${MAX_USEFUL_WIDTH} px: scale it down with ${reencode('-crf 23 -vf scale=-2:1080')}`,
    );
  if (probe?.audioCodec)
    advice.push(
      `The hero video plays muted: drop the audio track (${probe.audioCodec}) to save bandwidth: ${FASTSTART.replace('-c copy', '-c copy -an')}`,
    );
  if (playback.timeToFirstByteMs > SLOW_FIRST_BYTE_MS)
    advice.push(
      `The first byte took ${Math.round(playback.timeToFirstByteMs)} ms: serve /media from a CDN or a store closer to the server.`,
    );

  return {
    blocking,
    recommendations: [...blocking, ...advice],
    mobileMbps: MOBILE_MBPS,
    mobileDownloadSeconds,
  };
}
