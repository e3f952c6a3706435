/**
 * Builds small, structurally valid MP4 files for the video tests, without ffmpeg: one H.264
 * video track whose samples are filler bytes. Players could not decode the pictures, but every
 * box a probe reads (ftyp, moov with its sample tables, mdat) is real.
 */

export interface Mp4Options {
  width?: number;
  height?: number;
  durationSeconds?: number;
  fps?: number;
  /** Total bitrate the file should have (filler sample sizes follow from it). */
  bitrateKbps?: number;
  /** moov before mdat (fast start), as `ffmpeg -movflags +faststart` writes it. */
  fastStart?: boolean;
  /** The ftyp major brand: 'isom' (MP4) or 'qt  ' (MOV). */
  brand?: string;
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

function fullBox(type: string, version: number, flags: number, ...parts: Buffer[]): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff), 0);
  return box(type, head, ...parts);
}

function u32(...values: number[]): Buffer {
  const out = Buffer.alloc(values.length * 4);
  for (const [index, value] of values.entries()) out.writeUInt32BE(value >>> 0, index * 4);
  return out;
}

function u16(...values: number[]): Buffer {
  const out = Buffer.alloc(values.length * 2);
  for (const [index, value] of values.entries()) out.writeUInt16BE(value & 0xffff, index * 2);
  return out;
}

const MATRIX = u32(0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);
const TIMESCALE = 1000;

function sampleEntry(width: number, height: number): Buffer {
  const sps = Buffer.from([0x67, 0x64, 0x00, 0x1f, 0xac, 0xd9, 0x40, 0x50, 0x05, 0xbb, 0x01, 0x10]);
  const pps = Buffer.from([0x68, 0xeb, 0xe3, 0xcb, 0x22, 0xc0]);
  const avcC = box(
    'avcC',
    Buffer.from([0x01, 0x64, 0x00, 0x1f, 0xff, 0xe1]),
    u16(sps.length),
    sps,
    Buffer.from([0x01]),
    u16(pps.length),
    pps,
  );
  return box(
    'avc1',
    Buffer.alloc(6),
    u16(1), // data_reference_index
    Buffer.alloc(16),
    u16(width, height),
    u32(0x00480000, 0x00480000, 0),
    u16(1), // frame_count
    Buffer.alloc(32), // compressorname
    u16(0x0018, 0xffff),
    avcC,
  );
}

function moov(o: Required<Mp4Options>, sampleSizes: number[], chunkOffset: number): Buffer {
  const durationMs = Math.round(o.durationSeconds * TIMESCALE);
  const delta = Math.round(TIMESCALE / o.fps);
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), sampleEntry(o.width, o.height)),
    fullBox('stts', 0, 0, u32(1, sampleSizes.length, delta)),
    fullBox('stss', 0, 0, u32(1, 1)),
    fullBox('stsc', 0, 0, u32(1, 1, sampleSizes.length, 1)),
    fullBox('stsz', 0, 0, u32(0, sampleSizes.length, ...sampleSizes)),
    fullBox('stco', 0, 0, u32(1, chunkOffset)),
  );
  const minf = box(
    'minf',
    fullBox('vmhd', 0, 1, u16(0, 0, 0, 0)),
    box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
    stbl,
  );
  const mdia = box(
    'mdia',
    fullBox('mdhd', 0, 0, u32(0, 0, TIMESCALE, durationMs), u16(0x55c4, 0)),
    fullBox(
      'hdlr',
      0,
      0,
      u32(0),
      Buffer.from('vide', 'latin1'),
      Buffer.alloc(12),
      Buffer.from('VideoHandler\0'),
    ),
    minf,
  );
  const tkhd = fullBox(
    'tkhd',
    0,
    3,
    u32(0, 0, 1, 0, durationMs, 0, 0),
    u16(0, 0, 0, 0),
    MATRIX,
    u32(o.width << 16, o.height << 16),
  );
  const mvhd = fullBox(
    'mvhd',
    0,
    0,
    u32(0, 0, TIMESCALE, durationMs, 0x00010000),
    u16(0x0100, 0),
    Buffer.alloc(8),
    MATRIX,
    Buffer.alloc(24),
    u32(2),
  );
  return box('moov', mvhd, box('trak', tkhd, mdia));
}

export function makeMp4(options: Mp4Options = {}): Buffer {
  const o: Required<Mp4Options> = {
    width: 640,
    height: 360,
    durationSeconds: 2,
    fps: 10,
    bitrateKbps: 400,
    fastStart: true,
    brand: 'isom',
    ...options,
  };
  const samples = Math.max(1, Math.round(o.durationSeconds * o.fps));
  const totalBytes = Math.round((o.bitrateKbps * 1000 * o.durationSeconds) / 8);
  const sampleSizes = Array.from({ length: samples }, () => Math.max(1, Math.floor(totalBytes / samples)));
  const mdatBody = Buffer.alloc(
    sampleSizes.reduce((sum, size) => sum + size, 0),
    0x5a,
  );
  const ftyp = box(
    'ftyp',
    Buffer.from(o.brand, 'latin1'),
    u32(0x200),
    Buffer.from(o.brand === 'qt  ' ? 'qt  ' : 'isomiso2avc1mp41', 'latin1'),
  );
  const mdatHeaderSize = 8;
  if (o.fastStart) {
    // The moov size does not depend on the offset value, so measure it once with a dummy.
    const moovSize = moov(o, sampleSizes, 0).length;
    const offset = ftyp.length + moovSize + mdatHeaderSize;
    return Buffer.concat([ftyp, moov(o, sampleSizes, offset), box('mdat', mdatBody)]);
  }
  const offset = ftyp.length + mdatHeaderSize;
  return Buffer.concat([ftyp, box('mdat', mdatBody), moov(o, sampleSizes, offset)]);
}
