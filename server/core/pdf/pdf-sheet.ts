import PDFDocument from 'pdfkit';
import { BRAND_NAME } from '../../../contract/brand';
import { type Doc, line } from './pdf-text';

/*
 * The studio's printed page: A4 portrait, printed on white paper, so the brand's dark chrome is a
 * band at the head and at the foot, and its yellow a thin rule under the head (a yellow text on
 * white would not read). Certificates and invoices share it, so they look like one studio's papers.
 */

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 56;
export const INK = '#0a0a0b';
export const MUTED = '#5b5b63';
export const RULE = '#d4d4d8';
export const PAPER_TINT = '#f4f4f5';
export const ACCENT = '#ffd900';
export const ON_DARK = '#f4f4f5';
/** Where the page's content starts, below the head band and its rule. */
export const CONTENT_TOP = 112;
/** The height of the dark band at the foot of the page. */
export const FOOT_BAND = 14;

/** A new A4 document, and the bytes it will be once ended. */
export function openSheet(info: PDFKit.DocumentInfo): { doc: Doc; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: 0, info, pdfVersion: '1.7' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** The head: the brand's name on its dark chrome, what the paper is in small yellow capitals. */
export function drawHead(doc: Doc, kind: string) {
  doc.rect(0, 0, PAGE.width, 84).fill(INK);
  doc.rect(0, 84, PAGE.width, 3).fill(ACCENT);
  line(doc, BRAND_NAME.toUpperCase(), MARGIN, 36, {
    face: 'displayBold',
    size: 13,
    color: ON_DARK,
    spacing: 2.4,
  });
  line(
    doc,
    kind.toUpperCase(),
    PAGE.width - MARGIN,
    39,
    { face: 'textBold', size: 7.5, color: ACCENT, spacing: 1.6 },
    'right',
  );
}

/** The foot: a dark band along the bottom edge. */
export function drawFoot(doc: Doc) {
  doc.rect(0, PAGE.height - FOOT_BAND, PAGE.width, FOOT_BAND).fill(INK);
}

const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** 'November 27, 2026': a day as the public pages write it (a day, not an instant: read in UTC). */
export function formatDay(day: string): string {
  return longDay.format(new Date(`${day}T00:00:00Z`));
}
