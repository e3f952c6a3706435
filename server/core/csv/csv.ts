export interface CsvColumn<Row> {
  header: string;
  value(row: Row): string;
}

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (CSV injection): a
 * leading apostrophe makes it text. Tab and carriage return are on OWASP's list too.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * RFC 4180 text (CRLF rows, quoted where needed) behind a UTF-8 byte order mark, without which
 * Excel reads UTF-8 as the local code page and garbles accented names.
 */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header))];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))));
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}
