import { MEDIA_FORMATS } from '../../../../contract/media';
import type { Storage } from '../../../core/storage/storage';
import { SNIFF_BYTES, sniffMediaFormat } from '../uploads/sniff-media-format';
import { storageByteSource } from './byte-source';
import { isFfprobeAvailable, probeWithFfprobe } from './ffprobe';
import { probeMp4 } from './probe-mp4';
import type { ResolvedVideo } from './resolve-video';
import { UnreadableVideoError } from './video-errors';
import type { VideoProbe } from './video-probe';

/**
 * Reads a stored video: mp4box for MP4 and MOV (pure JS, always there), ffprobe for WebM, MKV
 * and AVI when it is installed; otherwise only the file signature is known.
 */
export async function probeVideo(
  storage: Storage,
  video: ResolvedVideo,
  ffprobeCommand: string | null,
): Promise<VideoProbe> {
  const source = storageByteSource(storage, video.key, video.size);
  const format = sniffMediaFormat(await source.read(0, SNIFF_BYTES - 1));
  if (!format || MEDIA_FORMATS[format].kind !== 'video')
    throw new UnreadableVideoError('The file is not a video (its first bytes match no video format)');
  if (format === 'mp4' || format === 'mov') return probeMp4(source, format);
  if (ffprobeCommand && (await isFfprobeAvailable(ffprobeCommand)))
    return probeWithFfprobe(ffprobeCommand, await storage.read(video.key), format);
  return { container: format, checkedWith: 'signature' };
}
