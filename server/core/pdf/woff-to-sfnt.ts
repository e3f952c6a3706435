import { inflateSync } from 'node:zlib';

/*
 * A WOFF 1.0 font unpacked into the TrueType (sfnt) file it wraps. pdfkit reads WOFF itself, but
 * inflates every table in plain JavaScript each time a document registers the font: about 70 ms
 * of blocked event loop per face per document. Unpacked once per process with node's zlib, each
 * paper registers plain TrueType and renders several times faster.
 * The format: https://www.w3.org/TR/WOFF/ (header, table directory, zlib-compressed tables).
 */

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const align4 = (length: number) => (length + 3) & ~3;

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    // A table is stored compressed only when that made it smaller.
    const data = compressed < length ? inflateSync(stored) : stored;
    if (data.length !== length) throw new Error('A WOFF table does not unpack to its stated length');
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  });

  let size = SFNT_HEADER + count * SFNT_ENTRY;
  for (const table of tables) size += align4(table.data.length);
  const sfnt = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(count));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(count * 16 - power * 16, 10);
  let at = SFNT_HEADER + count * SFNT_ENTRY;
  // WOFF keeps its directory sorted by tag, as the sfnt directory must be.
  tables.forEach((table, index) => {
    const entry = SFNT_HEADER + index * SFNT_ENTRY;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(at, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, at);
    at += align4(table.data.length);
  });
  return sfnt;
}
