import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

/** Reads one cell back the way a spreadsheet does. */
function unquote(cell: string): string {
  return cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
}

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Lower Back')).toBe('Lower Back');
    expect(csvCell(7)).toBe('7');
    expect(csvCell(-3.5)).toBe('-3.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(true)).toBe('true');
  });

  it('writes nothing for a missing value or a number that is not one', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling quotes inside', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it('prefixes text a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+44 20 7946 0000')).toBe("'+44 20 7946 0000");
    expect(csvCell('-not a number')).toBe("'-not a number");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    // Only the first character counts.
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('reads back as the text it was given (plus the guard quote)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const cell = csvCell(text);
        const guarded = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
        expect(unquote(cell)).toBe(guarded);
        // Unquoted cells never hold a separator or a line break.
        if (!cell.startsWith('"')) expect(cell).not.toMatch(/[",\r\n]/);
      }),
    );
  });
});

describe('toCsv', () => {
  it('starts with a byte order mark and ends every line with CRLF', () => {
    expect(
      toCsv(
        ['A', 'B'],
        [
          ['x', 1],
          [null, 'y,z'],
        ],
      ),
    ).toBe('\uFEFFA,B\r\nx,1\r\n,"y,z"\r\n');
  });

  it('is only the header for no rows', () => {
    expect(toCsv(['Date'], [])).toBe('\uFEFFDate\r\n');
  });
});
