import type { MediaFormat } from '../../../../contract/media';

/** Enough leading bytes to tell every accepted format apart (the EBML DocType sits within them). */
export const SNIFF_BYTES = 64;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const EBML_SIGNATURE = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/**
 * ISO-BMFF major brands of video files. Still images use the same container (AVIF, HEIC:
 * 'avif', 'heic', 'mif1', …), so a brand outside this list is not a video we accept.
 */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'av01',
  'dash',
  'M4V ',
  'M4VH',
  'M4VP',
  'f4v ',
  'mmp4',
  'MSNV',
  'XAVC',
]);
const MOV_BRAND = 'qt  ';

function ascii(head: Buffer, start: number, end: number): string {
  return head.subarray(start, end).toString('latin1');
}

/**
 * The format of a file from its first bytes (magic numbers), or null for anything we do not
 * accept: SVG, HTML, scripts, executables, archives. The name and Content-Type of an upload
 * are never consulted.
 */
export function sniffMediaFormat(head: Buffer): MediaFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF') {
    const form = ascii(head, 8, 12);
    if (form === 'WEBP') return 'webp';
    if (form === 'AVI ') return 'avi';
    return null;
  }
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (brand === MOV_BRAND) return 'mov';
    return MP4_BRANDS.has(brand) ? 'mp4' : null;
  }
  if (head.subarray(0, 4).equals(EBML_SIGNATURE)) {
    const header = ascii(head, 4, SNIFF_BYTES);
    if (header.includes('webm')) return 'webm';
    if (header.includes('matroska')) return 'mkv';
  }
  return null;
}
