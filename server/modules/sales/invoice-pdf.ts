import { BRAND_NAME } from '../../../contract/brand';
import { isRealDate } from '../../../contract/editions';
import { formatMoney } from '../../../contract/money';
import {
  formatTaxRate,
  groupIban,
  PAID_BY,
  pieceLine,
  placeLines,
  streetLines,
} from '../../../contract/sales-text';
import {
  ACCENT,
  CONTENT_TOP,
  drawFoot,
  drawHead,
  FOOT_BAND,
  formatDay,
  INK,
  MARGIN,
  MUTED,
  openSheet,
  PAGE,
  PAPER_TINT,
  RULE,
} from '../../core/pdf/pdf-sheet';
import {
  type Doc,
  fitted,
  line,
  lines,
  sizedToFit,
  type TextStyle,
  widthOf,
  wrapped,
} from '../../core/pdf/pdf-text';
import type { InvoiceSnapshot } from './documents/invoice-snapshot';

/**
 * Everything one invoice, receipt or credit note prints: what was kept when it was issued
 * (documents/invoice-snapshot.ts), its number and day, and whether it was paid (a paid invoice
 * prints as the receipt: "Paid on 12 March 2027 by card").
 */
export interface InvoiceSheet extends InvoiceSnapshot {
  kind: 'invoice' | 'credit-note';
  /** 'INV-2027-0001'; a credit note is numbered in the same series. */
  number: string;
  /** YYYY-MM-DD */
  issuedOn: string;
  paid: { on: string; method: 'card' | 'bank-transfer' | 'by-hand' } | null;
}

const INNER = PAGE.width - 2 * MARGIN;
const RIGHT = PAGE.width - MARGIN;
/**
 * The page's right half: the seller in the head, what is due, paid or credited beside the buyer,
 * and the sums' labels all start on this one edge, which is also the particulars' third column.
 */
const SIDE_WIDTH = INNER / 2;
const SIDE_X = RIGHT - SIDE_WIDTH;
const AMOUNT_COLUMN = 120;
// How many lines each block may take at most, so the longest of everything still fits one page.
const SELLER_NAME_LINES = 3;
const SELLER_ADDRESS_LINES = 3;
const BUYER_ADDRESS_LINES = 5;
const DESCRIPTION_LINES = 3;
/** The rule above the small print at the foot: everything else stays above it. */
export const FOOTER_RULE = PAGE.height - FOOT_BAND - 28;

// The site's small capitals, spaced no wider than a PDF reader still reads as one word (at 1.2
// points 'DUE DATE' is copied and searched as 'D U E D AT E').
const LABEL: TextStyle = { face: 'textBold', size: 7, color: MUTED, spacing: 0.6 };
const VALUE: TextStyle = { face: 'text', size: 10.5, color: INK };
const VALUE_STRONG: TextStyle = { face: 'textBold', size: 10.5, color: INK };
const SMALL: TextStyle = { face: 'text', size: 8.5, color: MUTED };
const BODY: TextStyle = { face: 'text', size: 9.5, color: INK };
const BODY_MUTED: TextStyle = { ...BODY, color: MUTED };

/** What the paper is: an unpaid invoice, the same invoice once paid, or the note cancelling one. */
type Paper = 'invoice' | 'receipt' | 'credit-note';
const TITLES: Record<Paper, string> = {
  invoice: 'Invoice',
  receipt: 'Receipt',
  'credit-note': 'Credit note',
};

/**
 * Refuses a sheet that would print something false: amounts that do not add up or are not whole
 * minor units, a credit note that names no invoice. The caller's bug, never the collector's paper.
 */
function check(sheet: InvoiceSheet) {
  const { net, tax, gross } = sheet.amounts;
  if (![net, tax, gross].every(Number.isSafeInteger) || net + tax !== gross)
    throw new Error(`Invoice ${sheet.number}: net ${net} and tax ${tax} do not make the total ${gross}`);
  // Amounts are what the invoice charged; a credit note turns them negative itself.
  if (net < 0 || tax < 0) throw new Error(`Invoice ${sheet.number}: amounts are never negative`);
  if (sheet.kind === 'credit-note' && !sheet.cancels)
    throw new Error(`Credit note ${sheet.number} names no invoice it cancels`);
  for (const day of [sheet.issuedOn, sheet.dueOn, sheet.paid?.on]) {
    if (day !== null && day !== undefined && !(/^\d{4}-\d{2}-\d{2}$/.test(day) && isRealDate(day)))
      throw new Error(`Invoice ${sheet.number}: '${day}' is not a day (YYYY-MM-DD)`);
  }
}

/** A print-ready A4 invoice, receipt (an invoice once paid) or credit note, on one page. */
export async function renderInvoicePdf(sheet: InvoiceSheet): Promise<Buffer> {
  check(sheet);
  const paper: Paper = sheet.kind === 'credit-note' ? 'credit-note' : sheet.paid ? 'receipt' : 'invoice';
  const { doc, bytes } = openSheet({
    Title: `${TITLES[paper]} ${sheet.number}`,
    Author: sheet.seller.legalName || BRAND_NAME,
    Subject: `${TITLES[paper]} ${sheet.number}, order ${sheet.orderReference}`,
  });
  // A credit note takes back what the invoice charged: every amount on it is negative.
  const sign = paper === 'credit-note' ? -1 : 1;
  const money = (minor: number) => formatMoney(sign * minor, sheet.amounts.currency);

  drawHead(doc, TITLES[paper]);
  let y = drawTitleAndSeller(doc, sheet, paper);
  y = drawParticulars(doc, sheet, paper, y + 18);
  y = drawParties(doc, sheet, paper, money, y + 20);
  y = drawLine(doc, sheet, paper, money, y + 26);
  if (paper === 'invoice' && sheet.bank) drawHowToPay(doc, sheet, sheet.bank, money, y + 20);
  drawFooter(doc, sheet);
  drawFoot(doc);
  doc.end();
  return bytes;
}

/** The paper's title and number on the left; who sells, with address and tax id, on the right. */
function drawTitleAndSeller(doc: Doc, sheet: InvoiceSheet, paper: Paper): number {
  line(doc, TITLES[paper], MARGIN, CONTENT_TOP, { face: 'display', size: 30, color: INK });
  const numberStyle: TextStyle = { face: 'displayBold', size: 13, color: INK };
  line(
    doc,
    fitted(doc, sheet.number, SIDE_X - MARGIN - 24, numberStyle),
    MARGIN,
    CONTENT_TOP + 42,
    numberStyle,
  );
  const titleBottom = CONTENT_TOP + 60;

  const { legalName, address, taxId } = sheet.seller;
  let y = CONTENT_TOP + 4;
  y = lines(
    doc,
    wrapped(doc, legalName, SIDE_WIDTH, VALUE_STRONG, SELLER_NAME_LINES),
    SIDE_X,
    y,
    VALUE_STRONG,
    14,
  );
  y += 2;
  // Typed by the owner, one part a line: the last line (a country, a city) is the place.
  const addressParts = address
    .split(/\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  y = lines(
    doc,
    addressBlock(
      doc,
      addressParts.slice(0, -1),
      addressParts.slice(-1),
      SIDE_WIDTH,
      SMALL,
      SELLER_ADDRESS_LINES,
    ),
    SIDE_X,
    y,
    SMALL,
    11.5,
  );
  if (taxId)
    y = lines(doc, wrapped(doc, `Tax ID ${taxId}`, SIDE_WIDTH, SMALL, 2), SIDE_X, y + 3, SMALL, 11.5);
  return Math.max(titleBottom, y);
}

/**
 * An address as lines of at most `width`, each part on its own line when they fit `maxLines`.
 * When they do not, the place (city, postal code, country) stays whole and the street parts run
 * together with commas into the lines left, cut short with an ellipsis if they must be: the
 * place is what a reader, a tax office and a courier cannot do without.
 */
function addressBlock(
  doc: Doc,
  street: string[],
  place: string[],
  width: number,
  style: TextStyle,
  maxLines: number,
): string[] {
  const each = (parts: string[]) => parts.flatMap((part) => wrapped(doc, part, width, style));
  const whole = each([...street, ...place]);
  if (whole.length <= maxLines) return whole;
  const placed = each(place);
  if (placed.length >= maxLines)
    return wrapped(doc, [...street, ...place].join(', '), width, style, maxLines);
  return [...wrapped(doc, street.join(', '), width, style, maxLines - placed.length), ...placed];
}

/** A rule, then the paper's dates and references, label over value, in four columns. */
function drawParticulars(doc: Doc, sheet: InvoiceSheet, paper: Paper, top: number): number {
  doc.moveTo(MARGIN, top).lineTo(RIGHT, top).lineWidth(0.6).strokeColor(RULE).stroke();
  const items: [string, string][] = [['Date of issue', formatDay(sheet.issuedOn)]];
  if (paper === 'invoice' && sheet.dueOn) items.push(['Due date', formatDay(sheet.dueOn)]);
  if (paper === 'receipt' && sheet.paid) items.push(['Paid on', formatDay(sheet.paid.on)]);
  if (paper === 'credit-note' && sheet.cancels) items.push(['Cancels invoice', sheet.cancels.number]);
  items.push(['Order', sheet.orderReference]);
  const column = INNER / 4;
  items.forEach(([label, value], index) => {
    const x = MARGIN + index * column;
    line(doc, label.toUpperCase(), x, top + 16, LABEL);
    line(doc, fitted(doc, value, column - 12, VALUE), x, top + 28, VALUE);
  });
  return top + 46;
}

/** Billed to on the left; on the right what the paper says of the money: due, paid, or credited. */
function drawParties(
  doc: Doc,
  sheet: InvoiceSheet,
  paper: Paper,
  money: (minor: number) => string,
  top: number,
): number {
  const leftWidth = SIDE_X - MARGIN - 24;
  line(doc, paper === 'credit-note' ? 'CREDITED TO' : 'BILLED TO', MARGIN, top, LABEL);
  let y = top + 13;
  y = lines(doc, wrapped(doc, sheet.buyer.name, leftWidth, VALUE_STRONG, 2), MARGIN, y, VALUE_STRONG, 14);
  if (sheet.buyer.address) {
    const sameName = sheet.buyer.address.name.trim() === sheet.buyer.name.trim();
    const { address } = sheet.buyer;
    const street = streetLines(address, !sameName);
    const block = addressBlock(doc, street, placeLines(address), leftWidth, BODY, BUYER_ADDRESS_LINES);
    y = lines(doc, block, MARGIN, y + 1, BODY, 13);
  }
  if (sheet.buyer.email)
    y = lines(doc, wrapped(doc, sheet.buyer.email, leftWidth, BODY_MUTED, 2), MARGIN, y + 2, BODY_MUTED, 13);

  const side =
    paper === 'receipt'
      ? drawPaidMark(doc, sheet, money, top)
      : paper === 'credit-note'
        ? drawCancels(doc, sheet, money, top)
        : drawAmountDue(doc, sheet, money, top);
  return Math.max(y, side);
}

/** A label over an amount set large, smaller only when a long amount must fit (never cut). */
function bigAmount(doc: Doc, label: string, amount: string, top: number): number {
  line(doc, label, SIDE_X, top, LABEL);
  const style = sizedToFit(doc, amount, SIDE_WIDTH, { face: 'display', size: 24, color: INK }, 12);
  line(doc, amount, SIDE_X, top + 13, style);
  return top + 46;
}

/** An unpaid invoice: the total due, large, and by when. */
function drawAmountDue(doc: Doc, sheet: InvoiceSheet, money: (minor: number) => string, top: number): number {
  const y = bigAmount(doc, 'AMOUNT DUE', money(sheet.amounts.gross), top);
  if (!sheet.dueOn) return y;
  line(doc, `Due by ${formatDay(sheet.dueOn)}`, SIDE_X, y, BODY_MUTED);
  return y + 14;
}

/** A receipt: a stamp in the brand's yellow that no one can miss, and when and how it was paid. */
function drawPaidMark(doc: Doc, sheet: InvoiceSheet, money: (minor: number) => string, top: number): number {
  const paid = sheet.paid!;
  const stampHeight = 40;
  doc.roundedRect(SIDE_X, top, SIDE_WIDTH, stampHeight, 3).fill(ACCENT);
  line(
    doc,
    'PAID',
    SIDE_X + SIDE_WIDTH / 2,
    top + 9,
    { face: 'displayBold', size: 22, color: INK, spacing: 1.6 },
    'center',
  );
  let y = top + stampHeight + 10;
  const said = `${money(sheet.amounts.gross)} paid on ${formatDay(paid.on)} ${PAID_BY[paid.method]}.`;
  y = lines(doc, wrapped(doc, said, SIDE_WIDTH, BODY, 3), SIDE_X, y, BODY, 13);
  return y;
}

/** A credit note: which invoice it cancels, in full, and why when the studio said. */
function drawCancels(doc: Doc, sheet: InvoiceSheet, money: (minor: number) => string, top: number): number {
  const cancels = sheet.cancels!;
  let y = bigAmount(doc, 'CREDITED', money(sheet.amounts.gross), top);
  const said = `This credit note cancels ${cancels.number} in full.`;
  y = lines(doc, wrapped(doc, said, SIDE_WIDTH, BODY, 3), SIDE_X, y, BODY, 13);
  if (cancels.reason.trim())
    y = lines(
      doc,
      wrapped(doc, `Reason: ${cancels.reason.trim()}`, SIDE_WIDTH, BODY_MUTED, 4),
      SIDE_X,
      y + 2,
      BODY_MUTED,
      13,
    );
  return y;
}

/**
 * The piece's line in at most DESCRIPTION_LINES lines. A title too long for them is cut (with an
 * ellipsis), never the size and number after it: those say which piece was sold.
 */
function descriptionOf(doc: Doc, piece: InvoiceSheet['line'], width: number): string[] {
  const { size, number, editionSize } = piece;
  const whole = wrapped(doc, pieceLine(piece.title, size, number, editionSize), width, VALUE);
  if (whole.length <= DESCRIPTION_LINES) return whole;
  // The most of the title that still fits, found by halving (each try wraps the whole line).
  const chars = Array.from(piece.title);
  const cutTo = (count: number) =>
    wrapped(
      doc,
      pieceLine(`${chars.slice(0, count).join('').trimEnd()}…`, size, number, editionSize),
      width,
      VALUE,
    );
  let low = 0;
  let high = chars.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (cutTo(middle).length <= DESCRIPTION_LINES) low = middle;
    else high = middle - 1;
  }
  return cutTo(low).slice(0, DESCRIPTION_LINES);
}

/** The one line sold, then net, tax and total, each amount right-aligned in one column. */
function drawLine(
  doc: Doc,
  sheet: InvoiceSheet,
  paper: Paper,
  money: (minor: number) => string,
  top: number,
): number {
  const { net, tax, gross, taxRatePercent, pricesIncludeTax } = sheet.amounts;
  line(doc, 'DESCRIPTION', MARGIN, top, LABEL);
  line(doc, 'AMOUNT', RIGHT, top, LABEL, 'right');
  let y = top + 13;
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.8).strokeColor(INK).stroke();
  y += 11;
  // The line's price is what the shop lists: with tax in it when its prices include tax.
  const price = money(pricesIncludeTax ? gross : net);
  const amountWidth = Math.max(AMOUNT_COLUMN, widthOf(doc, price, VALUE));
  const descriptionLines = descriptionOf(doc, sheet.line, INNER - amountWidth - 24);
  // Drawn before its amount, so a reader copying the line gets it in that order.
  const below = lines(doc, descriptionLines, MARGIN, y, VALUE, 15);
  line(doc, price, RIGHT, y, VALUE, 'right');
  y = below + 8;
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.6).strokeColor(RULE).stroke();

  // The sums, under the amount column, their labels to its left.
  const labelX = SIDE_X;
  y += 12;
  const rows: [string, number][] = [
    ['Net', net],
    [`Tax ${formatTaxRate(taxRatePercent)}${pricesIncludeTax ? ' (included)' : ''}`, tax],
  ];
  for (const [label, amount] of rows) {
    line(doc, label, labelX, y, BODY_MUTED);
    line(doc, money(amount), RIGHT, y, BODY, 'right');
    y += 16;
  }
  y += 2;
  doc.moveTo(labelX, y).lineTo(RIGHT, y).lineWidth(0.8).strokeColor(INK).stroke();
  y += 9;
  const totalLabel =
    paper === 'credit-note' ? 'Total credited' : paper === 'receipt' ? 'Total paid' : 'Total due';
  const totalStyle: TextStyle = { face: 'displayBold', size: 14, color: INK };
  line(doc, totalLabel, labelX, y + 1, VALUE_STRONG);
  line(doc, money(gross), RIGHT, y, totalStyle, 'right');
  y += 22;
  if (pricesIncludeTax && taxRatePercent > 0) {
    line(doc, `Prices include ${formatTaxRate(taxRatePercent)} tax.`, RIGHT, y, SMALL, 'right');
    y += 12;
  }
  return y;
}

/** An unpaid invoice for bank transfer: where to send the money, the reference, by when. */
function drawHowToPay(
  doc: Doc,
  sheet: InvoiceSheet,
  bank: NonNullable<InvoiceSheet['bank']>,
  money: (minor: number) => string,
  top: number,
) {
  const pad = 18;
  const x = MARGIN + pad;
  const width = INNER - 2 * pad;
  const due = sheet.dueOn ? ` by ${formatDay(sheet.dueOn)}` : '';
  const said = wrapped(
    doc,
    `Please transfer ${money(sheet.amounts.gross)}${due} to the account below, quoting the reference so the studio can match your payment.`,
    width,
    BODY,
    3,
  );
  const rows: [string, string, TextStyle][] = [
    ['Account holder', bank.accountHolder, VALUE],
    ['IBAN', groupIban(bank.iban), VALUE_STRONG],
    ['BIC', bank.bic, VALUE],
    ['Reference to quote', bank.reference, { face: 'displayBold', size: 13, color: INK }],
  ].filter(([, value]) => value) as [string, string, TextStyle][];
  const column = width / 2;
  const height = pad + 12 + said.length * 13 + 10 + Math.ceil(rows.length / 2) * 34 + pad - 8;
  doc.rect(MARGIN, top, INNER, height).fill(PAPER_TINT);
  doc.rect(MARGIN, top, 3, height).fill(ACCENT);

  line(doc, 'HOW TO PAY', x, top + pad, LABEL);
  const y = lines(doc, said, x, top + pad + 13, BODY, 13) + 10;
  rows.forEach(([label, value, style], index) => {
    const at = x + (index % 2) * column;
    const rowY = y + Math.floor(index / 2) * 34;
    line(doc, label.toUpperCase(), at, rowY, LABEL);
    // A long holder's name or IBAN is set smaller before it is ever cut: the bank needs it whole.
    const fitting = sizedToFit(doc, value, column - 12, style, 7.5);
    line(doc, fitted(doc, value, column - 12, fitting), at, rowY + 12, fitting);
  });
}

/** Who issued the paper, in small type above the foot band: a page torn off still says whose it is. */
function drawFooter(doc: Doc, sheet: InvoiceSheet) {
  doc.moveTo(MARGIN, FOOTER_RULE).lineTo(RIGHT, FOOTER_RULE).lineWidth(0.6).strokeColor(RULE).stroke();
  const y = FOOTER_RULE + 9;
  const who = [sheet.seller.legalName, sheet.seller.taxId && `Tax ID ${sheet.seller.taxId}`]
    .filter(Boolean)
    .join('  ·  ');
  line(doc, sheet.number, RIGHT, y, SMALL, 'right');
  const numberWidth = 120;
  line(doc, fitted(doc, who, INNER - numberWidth, SMALL), MARGIN, y, SMALL);
}
