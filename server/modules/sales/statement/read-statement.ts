import { createHash } from 'node:crypto';

/** One credit on the bank's statement, as read. */
export interface StatementCredit {
  /** Stable across uploads of the same statement (and apart for two equal lines of one day). */
  key: string;
  bookedOn: string;
  /** Minor units of the shop's currency. */
  amount: number;
  reference: string;
  payer: string;
}

/** RFC 4180 fields of one text, with the delimiter the header line uses (comma, semicolon or tab). */
function parseRows(text: string): string[][] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  const delimiter = counts.sort((a, b) => b[1] - a[1])[0]![0];
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

/** The header names banks use for each column, in English and German (the two seen most here). */
const COLUMNS = {
  date: /^(date|booking ?date|booked ?on|value ?date|transaction ?date|buchungstag|datum|valuta)$/i,
  amount: /^(amount|credit|betrag|amount \(.*\)|betrag \(.*\)|umsatz)$/i,
  reference:
    /^(reference|payment ?reference|description|details|memo|purpose|verwendungszweck|remittance ?information)$/i,
  payer:
    /^(name|payer|counterparty|from|sender|auftraggeber|beguenstigter\/zahlungspflichtiger|counterparty ?name)$/i,
};

export class StatementError extends Error {}

/** "4,800.00", "4.800,00", "4800" and "-12.50" as minor units of a currency with `exponent` decimals. */
export function readAmount(text: string, exponent: number): number | null {
  let cleaned = text.trim().replace(/[\s'’]|[A-Z]{3}|[€$£¥]/g, '');
  if (!/^[-+]?[\d.,]+$/.test(cleaned)) return null;
  const lastComma = cleaned.lastIndexOf(',');
  const lastDot = cleaned.lastIndexOf('.');
  // The later of comma and dot is the decimal mark, unless the digits after it are a group of thousands.
  const markAt = Math.max(lastComma, lastDot);
  const fractionDigits = markAt === -1 ? 0 : cleaned.length - markAt - 1;
  const isDecimal = markAt !== -1 && (fractionDigits !== 3 || exponent === 3) && fractionDigits <= exponent;
  const sign = cleaned.startsWith('-') ? -1 : 1;
  cleaned = cleaned.replace(/^[-+]/, '');
  let whole = cleaned;
  let fraction = '';
  if (isDecimal) {
    whole = cleaned.slice(0, markAt);
    fraction = cleaned.slice(markAt + 1);
  }
  whole = whole.replace(/[.,]/g, '');
  if (!/^\d*$/.test(whole + fraction)) return null;
  const minor = Number(whole || '0') * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
  return Number.isSafeInteger(minor) ? sign * minor : null;
}

/** "2027-03-12", "12.03.2027", "12/03/2027" as YYYY-MM-DD (day first, as European banks write). */
function readDay(text: string): string {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const dmy = /^(\d{1,2})[./](\d{1,2})[./](\d{2,4})$/.exec(t);
  if (dmy) {
    const year = dmy[3]!.length === 2 ? `20${dmy[3]}` : dmy[3]!;
    return `${year}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
  }
  return t;
}

/**
 * The credits of a bank statement exported as CSV: a header line naming the columns (date, amount,
 * reference; the payer when there is one), then one line per booking. Debits are left out.
 */
export function readStatement(csv: string, exponent: number): StatementCredit[] {
  const rows = parseRows(csv.replace(/^\uFEFF/, ''));
  const headerIndex = rows.findIndex((cells) => cells.some((cell) => COLUMNS.amount.test(cell.trim())));
  if (headerIndex === -1)
    throw new StatementError(
      'The statement needs a header line with at least Date, Amount and Reference columns.',
    );
  const header = rows[headerIndex]!.map((cell) => cell.trim());
  const column = (pattern: RegExp) => header.findIndex((name) => pattern.test(name));
  const at = {
    date: column(COLUMNS.date),
    amount: column(COLUMNS.amount),
    reference: column(COLUMNS.reference),
    payer: column(COLUMNS.payer),
  };
  if (at.date === -1 || at.amount === -1 || at.reference === -1)
    throw new StatementError(
      'The statement needs a header line with at least Date, Amount and Reference columns.',
    );
  const seen = new Map<string, number>();
  const credits: StatementCredit[] = [];
  for (const cells of rows.slice(headerIndex + 1)) {
    const amount = readAmount(cells[at.amount] ?? '', exponent);
    if (amount === null || amount <= 0) continue;
    const bookedOn = readDay(cells[at.date] ?? '');
    const reference = (cells[at.reference] ?? '').trim();
    const payer = at.payer === -1 ? '' : (cells[at.payer] ?? '').trim();
    const line = `${bookedOn}|${amount}|${reference}|${payer}`;
    const occurrence = (seen.get(line) ?? 0) + 1;
    seen.set(line, occurrence);
    const key = createHash('sha256').update(`${line}|${occurrence}`).digest('base64url').slice(0, 32);
    credits.push({ key, bookedOn, amount, reference, payer });
  }
  return credits;
}
