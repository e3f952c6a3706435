import { createFile, type Movie, MP4BoxBuffer } from 'mp4box';
import type { ByteSource } from './byte-source';
import { readTopLevelBoxes, type TopLevelBox } from './mp4-boxes';
import { UnreadableVideoError } from './video-errors';
import type { VideoProbe } from './video-probe';

/** A moov is usually well under 1 MB; past this the file is not a sane web video. */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;
/** Enough of any other box for mp4box to read its header and skip it. */
const HEADER_BYTES = 16;

function toMp4BoxBuffer(bytes: Buffer, fileStart: number): MP4BoxBuffer {
  const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer;
  return MP4BoxBuffer.fromArrayBuffer(copy, fileStart);
}

/**
 * Feeds mp4box the ftyp and moov boxes whole and only the headers of the rest: the index
 * describes the whole file, and the media data (nearly all of the bytes) is never read.
 */
async function parseMovie(source: ByteSource, boxes: TopLevelBox[]): Promise<Movie> {
  const file = createFile();
  let movie: Movie | null = null;
  let failure: string | null = null;
  file.onReady = (info) => {
    movie = info;
  };
  file.onError = (_module, message) => {
    failure = message;
  };
  try {
    for (const box of boxes) {
      const whole = box.type === 'ftyp' || box.type === 'moov';
      const bytes = await source.read(box.start, box.start + (whole ? box.size : HEADER_BYTES) - 1);
      file.appendBuffer(toMp4BoxBuffer(bytes, box.start));
    }
    file.flush();
  } catch (error) {
    throw new UnreadableVideoError('The index (moov box) of the file is damaged', { cause: error });
  }
  if (!movie)
    throw new UnreadableVideoError(`The index (moov box) could not be read${failure ? `: ${failure}` : ''}`);
  return movie;
}

function durationOf(movie: Movie): number | undefined {
  if (movie.duration && movie.timescale) return movie.duration / movie.timescale;
  const fragmented = movie.fragment_duration;
  return fragmented?.den ? fragmented.num / fragmented.den : undefined;
}

/** Reads an MP4 or MOV file's structure and index with mp4box. */
export async function probeMp4(source: ByteSource, container: 'mp4' | 'mov'): Promise<VideoProbe> {
  const boxes = await readTopLevelBoxes(source);
  const moovIndex = boxes.findIndex((box) => box.type === 'moov');
  if (moovIndex < 0)
    throw new UnreadableVideoError('The file has no index (moov box): it is incomplete or was not finalised');
  if (boxes[moovIndex]!.size > MAX_MOOV_BYTES)
    throw new UnreadableVideoError('The index (moov box) is too large');
  const firstMdat = boxes.findIndex((box) => box.type === 'mdat');

  const movie = await parseMovie(source, boxes);
  const video = movie.videoTracks[0];
  if (!video) throw new UnreadableVideoError('The file has no video track');
  const audio = movie.audioTracks[0];
  return {
    container,
    durationSeconds: durationOf(movie),
    width: video.video?.width || video.track_width || undefined,
    height: video.video?.height || video.track_height || undefined,
    videoCodec: video.codec,
    audioCodec: audio?.codec,
    fastStart: firstMdat < 0 || moovIndex < firstMdat,
    checkedWith: 'mp4box',
  };
}
