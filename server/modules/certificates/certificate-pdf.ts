import QRCode from 'qrcode';
import { BRAND_NAME } from '../../../contract/brand';
import { editionFraction, formatCode, sizeLabel } from '../../../contract/certificates';
import type { SizeModel } from '../../../contract/limits';
import { fontRuns } from '../../core/pdf/pdf-fonts';
import {
  CONTENT_TOP,
  drawFoot,
  drawHead,
  formatDay,
  INK,
  MARGIN,
  MUTED,
  openSheet,
  PAGE,
  PAPER_TINT,
  RULE,
} from '../../core/pdf/pdf-sheet';
import { type Doc, fitted, line, setFont, sizedToFit, type TextStyle } from '../../core/pdf/pdf-text';

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
  const { doc, bytes } = openSheet({
    Title: `Certificate of Authenticity — ${sheet.title}, ${editionFraction(sheet.number, sheet.total)}`,
    Author: BRAND_NAME,
    Subject: `Certificate ${formatCode(sheet.code)}`,
  });

  const inner = PAGE.width - 2 * MARGIN;
  const right = PAGE.width - MARGIN;

  drawHead(doc, 'Certificate of Authenticity');

  let y = CONTENT_TOP;
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
    const style = sizedToFit(doc, value, column - 14, valueStyle, 8.5);
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

  drawFoot(doc);
  doc.end();
  return bytes;
}
