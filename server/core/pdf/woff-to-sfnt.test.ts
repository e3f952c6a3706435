import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff-to-sfnt';

const require = createRequire(import.meta.url);
const woffOf = (file: string) =>
  readFileSync(path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files', file));

/** The sfnt checksum of a table: its big-endian 32-bit words summed, zero-padded to four bytes. */
function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
  return sum;
}

describe('woffToSfnt', () => {
  it('unpacks every table to the bytes the font was made of, each where its record says', () => {
    const woff = woffOf('inter-latin-400-normal.woff');
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const count = sfnt.readUInt16BE(4);
    expect(count).toBe(woff.readUInt16BE(12));
    // The sfnt header's binary-search fields, as the OpenType spec defines them.
    const power = 2 ** Math.floor(Math.log2(count));
    expect([sfnt.readUInt16BE(6), sfnt.readUInt16BE(8), sfnt.readUInt16BE(10)]).toEqual([
      power * 16,
      Math.log2(power),
      count * 16 - power * 16,
    ]);
    const tags: string[] = [];
    for (let index = 0; index < count; index++) {
      const record = 12 + index * 16;
      const tag = sfnt.toString('latin1', record, record + 4);
      tags.push(tag);
      const offset = sfnt.readUInt32BE(record + 8);
      expect(offset % 4, tag).toBe(0);
      const data = sfnt.subarray(offset, offset + sfnt.readUInt32BE(record + 12));
      // The head table's checksum is taken with its checkSumAdjustment as zero.
      if (tag === 'head') data.writeUInt32BE(0, 8);
      expect(checksum(data), tag).toBe(sfnt.readUInt32BE(record + 4));
    }
    expect(tags).toEqual([...tags].sort());
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'loca', 'name']));
  });

  it('refuses a file that is not WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, not even close to one'))).toThrow(/Not a WOFF/);
  });
});
