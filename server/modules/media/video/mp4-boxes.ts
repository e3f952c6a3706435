import type { ByteSource } from './byte-source';
import { UnreadableVideoError } from './video-errors';

export interface TopLevelBox {
  type: string;
  start: number;
  size: number;
}

/** Far more top-level boxes than any real file has: a bound against crafted input. */
const MAX_BOXES = 10_000;

/**
 * The top-level boxes of an ISO-BMFF file (MP4, MOV), read header by header: a few bytes per
 * box, whatever the file's size. Throws UnreadableVideoError for a damaged or truncated file.
 */
export async function readTopLevelBoxes(source: ByteSource): Promise<TopLevelBox[]> {
  const boxes: TopLevelBox[] = [];
  let offset = 0;
  while (offset < source.size) {
    if (boxes.length >= MAX_BOXES)
      throw new UnreadableVideoError('The file has too many boxes to be a video');
    const header = await source.read(offset, offset + 15);
    if (header.length < 8)
      throw new UnreadableVideoError(`The file is damaged: a box header at byte ${offset} is cut off`);
    const size32 = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let size: number;
    if (size32 === 1) {
      if (header.length < 16)
        throw new UnreadableVideoError('The file is damaged: a large box header is cut off');
      size = Number(header.readBigUInt64BE(8));
    } else {
      // 0 means "to the end of the file" (allowed for the last box).
      size = size32 === 0 ? source.size - offset : size32;
    }
    if (size < 8 || !/^[\x20-\x7e]{4}$/.test(type))
      throw new UnreadableVideoError(`The file is damaged: no valid box at byte ${offset}`);
    if (offset + size > source.size)
      throw new UnreadableVideoError(`The file is incomplete: the ${type} box runs past the end of the file`);
    boxes.push({ type, start: offset, size });
    offset += size;
  }
  return boxes;
}
