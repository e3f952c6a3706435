import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { UnreadableVideoError } from './video-errors';
import type { VideoProbe } from './video-probe';

const PROBE_TIMEOUT_MS = 30_000;

/**
 * The demuxer each sniffed container is read with. Forcing it keeps ffprobe from guessing a
 * format from the bytes (playlist and concat formats name other files and URLs to open).
 */
const DEMUXERS: Record<string, string> = {
  webm: 'matroska',
  mkv: 'matroska',
  avi: 'avi',
  mp4: 'mov',
  mov: 'mov',
};

const FfprobeOutputSchema = z.object({
  format: z.object({ format_name: z.string().optional(), duration: z.string().optional() }).optional(),
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        codec_name: z.string().optional(),
        width: z.number().optional(),
        height: z.number().optional(),
      }),
    )
    .default([]),
});

const availability = new Map<string, Promise<boolean>>();

/** Whether this ffprobe command runs here (asked once per command). */
export function isFfprobeAvailable(command: string): Promise<boolean> {
  let known = availability.get(command);
  if (!known) {
    known = new Promise((resolve) => {
      const child = spawn(command, ['-version'], { stdio: 'ignore' });
      child.once('error', () => resolve(false));
      child.once('exit', (code) => resolve(code === 0));
    });
    availability.set(command, known);
  }
  return known;
}

/**
 * Probes a video streamed to ffprobe's stdin (works the same for local and S3 storage). ffprobe
 * stops reading once it knows enough, so a closed stdin is expected, not an error.
 */
export async function probeWithFfprobe(
  command: string,
  input: Readable,
  container: string,
): Promise<VideoProbe> {
  const demuxer = DEMUXERS[container];
  if (!demuxer) throw new UnreadableVideoError(`The video could not be read: no demuxer for ${container}`);
  const child = spawn(
    command,
    [
      ...['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams'],
      // Only the piped bytes may be read: no file, no network, whatever the upload says inside.
      ...['-protocol_whitelist', 'pipe', '-f', demuxer, '-i', 'pipe:0'],
    ],
    { stdio: ['pipe', 'pipe', 'pipe'], timeout: PROBE_TIMEOUT_MS },
  );
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  child.stdin.on('error', () => {});
  input.on('error', () => child.stdin.destroy());
  input.pipe(child.stdin);

  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  input.unpipe(child.stdin);
  input.destroy();
  const parsed = FfprobeOutputSchema.safeParse(JSON.parse(Buffer.concat(stdout).toString() || '{}'));
  const video = parsed.success
    ? parsed.data.streams.find((stream) => stream.codec_type === 'video')
    : undefined;
  if (code !== 0 || !parsed.success || !video) {
    const reason = Buffer.concat(stderr).toString().trim().split('\n')[0] || 'no video stream found';
    throw new UnreadableVideoError(`The video could not be read: ${reason}`);
  }
  const audio = parsed.data.streams.find((stream) => stream.codec_type === 'audio');
  const duration = Number(parsed.data.format?.duration);
  return {
    container,
    durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : undefined,
    width: video.width,
    height: video.height,
    videoCodec: video.codec_name,
    audioCodec: audio?.codec_name,
    checkedWith: 'ffprobe',
  };
}
