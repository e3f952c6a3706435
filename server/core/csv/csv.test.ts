import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('quotes cells holding a comma, a quote or a line break', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Dana, collector')).toBe('"Dana, collector"');
    expect(csvCell('the "Hero" Kid')).toBe('"the ""Hero"" Kid"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.test","x")')).toBe(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('toCsv', () => {
  it('writes a BOM, a header row and CRLF rows', () => {
    const csv = toCsv(
      [{ header: 'Email', value: (row: { email: string }) => row.email }],
      [{ email: 'a@b.test' }],
    );
    expect(csv).toBe('\uFEFFEmail\r\na@b.test\r\n');
  });
});
