import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { BRAND_NAME } from '../../../contract/brand';
import { editionFraction, formatCode, sizeLabel } from '../../../contract/certificates';
import type { SizeModel } from '../../../contract/limits';
import { type FaceName, fontRuns } from './certificate-fonts';

/** Everything one certificate prints. */
export interface CertificateSheet {
  code: string;
  title: string;
  size: SizeModel;
  number: number;
  total: number;
  medium: string;
  finish: string;
  dimensions: string;
  /** 'YYYY-MM-DD' */
  issuedOn: string;
  /** Printed only when the owner chose to. */
  collectorName: string | null;
  verifyUrl: string;
  /** The piece's photo as JPEG or PNG, or null when it has none. */
  image: Buffer | null;
}

// A4 portrait in points; the page is printed on white paper, so the brand's dark chrome is a band
// at the head and a rule at the foot, and its yellow a thin mark on the dark band only.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const INK = '#0a0a0b';
const MUTED = '#5b5b63';
const RULE = '#d4d4d8';
const PAPER_TINT = '#f4f4f5';
const ACCENT = '#ffd900';
const ON_DARK = '#f4f4f5';

type Doc = InstanceType<typeof PDFDocument>;

interface TextStyle {
  face: FaceName;
  size: number;
  color: string;
  /** Extra space between letters, in points (the site's small caps labels). */
  spacing?: number;
}

const registered = new WeakMap<Doc, Set<string>>();

/** Sets the run's font file, registering it with this document the first time. */
function setFont(doc: Doc, run: { name: string; bytes: Buffer }, size: number): Doc {
  const names = registered.get(doc) ?? new Set<string>();
  registered.set(doc, names);
  if (!names.has(run.name)) {
    doc.registerFont(run.name, run.bytes);
    names.add(run.name);
  }
  return doc.font(run.name).fontSize(size);
}

function widthOf(doc: Doc, text: string, style: TextStyle): number {
  let width = 0;
  for (const run of fontRuns(style.face, text)) {
    setFont(doc, run, style.size);
    width += doc.widthOfString(run.text, { characterSpacing: style.spacing ?? 0 });
  }
  return width;
}

/** One line at (x, y); align 'center' and 'right' take x as the middle or the right edge. */
function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
  align: 'left' | 'center' | 'right' = 'left',
) {
  const width = widthOf(doc, text, style);
  let at = align === 'left' ? x : align === 'center' ? x - width / 2 : x - width;
  for (const run of fontRuns(style.face, text)) {
    setFont(doc, run, style.size).fillColor(style.color);
    doc.text(run.text, at, y, { lineBreak: false, characterSpacing: style.spacing ?? 0 });
    at += doc.widthOfString(run.text, { characterSpacing: style.spacing ?? 0 });
  }
}

/** The longest prefix of `text` that fits `width`, with an ellipsis when cut (a long title). */
function fitted(doc: Doc, text: string, width: number, style: TextStyle): string {
  if (widthOf(doc, text, style) <= width) return text;
  let cut = text;
  while (cut.length > 1 && widthOf(doc, `${cut}…`, style) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

function drawQr(doc: Doc, url: string, x: number, y: number, size: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  // Four modules of quiet zone on every side, as scanners expect.
  const module = size / (count + 8);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.modules.get(row, col)) {
        doc.rect(x + (col + 4) * module, y + (row + 4) * module, module + 0.02, module + 0.02);
      }
    }
  }
  doc.fill(INK);
}

/** A print-ready A4 certificate: the piece, its number, the code and the QR code of its check. */
export async function renderCertificatePdf(sheet: CertificateSheet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: {
      Title: `Certificate of Authenticity — ${sheet.title}, ${editionFraction(sheet.number, sheet.total)}`,
      Author: BRAND_NAME,
      Subject: `Certificate ${formatCode(sheet.code)}`,
    },
    // The same bytes for the same certificate: no creation time in the file.
    pdfVersion: '1.7',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const inner = PAGE.width - 2 * MARGIN;
  const right = PAGE.width - MARGIN;

  // The head: the brand's dark chrome with its yellow rule.
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
    'CERTIFICATE OF AUTHENTICITY',
    right,
    39,
    { face: 'textBold', size: 7.5, color: ACCENT, spacing: 1.6 },
    'right',
  );

  let y = 112;
  line(doc, 'Certificate of Authenticity', MARGIN, y, { face: 'display', size: 30, color: INK });
  y += 42;
  setFont(doc, fontRuns('text', 'a')[0]!, 9.5)
    .fillColor(MUTED)
    .text(
      `This certifies that the sculpture described below is an authentic, hand-finished cast of a limited edition by ${BRAND_NAME}, numbered as stated.`,
      MARGIN,
      y,
      { width: inner, lineGap: 2 },
    );
  y += 36;

  // The piece's photo, whole, on a light tint.
  const photoHeight = 236;
  doc.rect(MARGIN, y, inner, photoHeight).fill(PAPER_TINT);
  if (sheet.image) {
    doc.image(sheet.image, MARGIN + 12, y + 12, {
      fit: [inner - 24, photoHeight - 24],
      align: 'center',
      valign: 'center',
    });
  }
  y += photoHeight + 22;

  const titleStyle: TextStyle = { face: 'display', size: 26, color: INK };
  line(doc, fitted(doc, sheet.title, inner, titleStyle), MARGIN, y, titleStyle);
  y += 34;
  line(doc, `${sizeLabel(sheet.size)}  ·  Edition ${editionFraction(sheet.number, sheet.total)}`, MARGIN, y, {
    face: 'displayBold',
    size: 13,
    color: INK,
  });
  y += 26;
  doc.moveTo(MARGIN, y).lineTo(right, y).lineWidth(0.6).strokeColor(RULE).stroke();
  y += 16;

  // The details, three columns of label over value.
  const details: [string, string][] = [
    ['Size', sizeLabel(sheet.size)],
    ['Edition', editionFraction(sheet.number, sheet.total)],
    ['Medium', sheet.medium],
    ['Finish', sheet.finish],
    ['Dimensions', sheet.dimensions],
    ['Date of issue', formatDay(sheet.issuedOn)],
  ];
  if (sheet.collectorName) details.push(['Collector', sheet.collectorName]);
  const column = inner / 3;
  const labelStyle: TextStyle = { face: 'textBold', size: 7, color: MUTED, spacing: 1.2 };
  const valueStyle: TextStyle = { face: 'text', size: 10.5, color: INK };
  details.forEach(([label, value], index) => {
    const x = MARGIN + (index % 3) * column;
    const rowY = y + Math.floor(index / 3) * 36;
    line(doc, label.toUpperCase(), x, rowY, labelStyle);
    // A long value (a medium in full) is set a little smaller before it is ever cut.
    let style = valueStyle;
    while (style.size > 8.5 && widthOf(doc, value, style) > column - 14)
      style = { ...style, size: style.size - 0.5 };
    line(doc, fitted(doc, value, column - 14, style), x, rowY + 12, style);
  });
  y += Math.ceil(details.length / 3) * 36 + 2;
  doc.moveTo(MARGIN, y).lineTo(right, y).lineWidth(0.6).strokeColor(RULE).stroke();

  // The foot: the code, the signature, and the QR code of the public check.
  const qrSize = 104;
  const footTop = PAGE.height - 50 - qrSize;
  drawQr(doc, sheet.verifyUrl, right - qrSize, footTop, qrSize);
  line(doc, 'SCAN TO VERIFY', right - qrSize / 2, footTop + qrSize + 6, labelStyle, 'center');

  line(doc, 'CERTIFICATE CODE', MARGIN, footTop + 4, labelStyle);
  line(doc, formatCode(sheet.code), MARGIN, footTop + 17, { face: 'displayBold', size: 17, color: INK });
  const verifyStyle: TextStyle = { face: 'text', size: 8.5, color: MUTED };
  line(
    doc,
    fitted(doc, `Verify at ${sheet.verifyUrl}`, inner - qrSize - 24, verifyStyle),
    MARGIN,
    footTop + 42,
    verifyStyle,
  );
  const signY = footTop + qrSize - 8;
  doc
    .moveTo(MARGIN, signY)
    .lineTo(MARGIN + 220, signY)
    .lineWidth(0.8)
    .strokeColor(INK)
    .stroke();
  line(doc, `SIGNED FOR ${BRAND_NAME.toUpperCase()}`, MARGIN, signY + 7, labelStyle);

  doc.rect(0, PAGE.height - 14, PAGE.width, 14).fill(INK);
  doc.end();
  return done;
}

const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** 'November 27, 2026': a day as the public pages write it (a day, not an instant: read in UTC). */
export function formatDay(day: string): string {
  return longDay.format(new Date(`${day}T00:00:00Z`));
}
