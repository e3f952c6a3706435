import { describe, expect, it } from 'vitest';
import { makeMp4 } from '../../../test/make-mp4';
import { SIGNATURES } from '../../../test/media-fixtures';
import { sniffMediaFormat } from './sniff-media-format';

describe('sniffMediaFormat', () => {
  it.each(Object.entries(SIGNATURES))('recognises %s by its first bytes', (format, head) => {
    expect(sniffMediaFormat(Buffer.concat([head, Buffer.alloc(64)]))).toBe(format);
  });

  it('tells MOV from MP4 by the ftyp brand, and reads a whole generated file', () => {
    expect(sniffMediaFormat(makeMp4().subarray(0, 64))).toBe('mp4');
    expect(sniffMediaFormat(makeMp4({ brand: 'qt  ' }).subarray(0, 64))).toBe('mov');
  });

  it('recognises Matroska that is not WebM', () => {
    const mkv = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x82, 0x88]),
      Buffer.from('matroska'),
    ]);
    expect(sniffMediaFormat(mkv)).toBe('mkv');
  });

  it.each([
    ['HTML', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['XML-prefixed SVG', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['an executable', Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1')],
    ['an ELF binary', Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1')],
    ['a ZIP archive', Buffer.from('PK\x03\x04\x14\x00\x00\x00', 'latin1')],
    ['a PDF', Buffer.from('%PDF-1.7\n%')],
    ['AVIF (an ISO-BMFF still image)', Buffer.from('\0\0\0\x1cftypavif\0\0\0\0avifmif1', 'latin1')],
    ['HEIC', Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1')],
    ['a WAV (RIFF but not WebP or AVI)', Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'latin1')],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['nothing', Buffer.alloc(0)],
    ['two bytes of a JPEG', Buffer.from([0xff, 0xd8])],
  ])('refuses %s', (_name, head) => {
    expect(sniffMediaFormat(head)).toBeNull();
  });
});
