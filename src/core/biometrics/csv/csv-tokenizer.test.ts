import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvFormatError } from './csv-format-error';
import { createCsvTokenizer, MAX_CELL_LENGTH } from './csv-tokenizer';

interface Row {
  cells: string[];
  line: number;
  unclosed: boolean;
}

function rowsOf(chunks: Iterable<string>): Row[] {
  const rows: Row[] = [];
  const tokenizer = createCsvTokenizer((cells, line, unclosed) =>
    rows.push({ cells, line, unclosed }),
  );
  for (const chunk of chunks) tokenizer.write(chunk);
  tokenizer.close();
  return rows;
}

const row = (line: number, ...cells: string[]): Row => ({ cells, line, unclosed: false });

/** `text` cut at the given places. */
function cutAt(text: string, places: number[]): string[] {
  const cuts = [...new Set(places)].sort((a, b) => a - b);
  return [...cuts, text.length].map((cut, index) =>
    text.slice(index === 0 ? 0 : cuts[index - 1], cut),
  );
}

describe('CSV tokenizer', () => {
  it('splits rows on LF, CRLF and a lone CR, numbering physical lines', () => {
    expect(rowsOf(['a,b\nc,d\r\ne,f\rg,h'])).toEqual([
      row(1, 'a', 'b'),
      row(2, 'c', 'd'),
      row(3, 'e', 'f'),
      row(4, 'g', 'h'),
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks, counting their lines', () => {
    const text =
      'name,note\r\n"Smith, Jo","said ""hi""\r\nand left"\r\nnext,"two\nlines\rthree"\r\nlast,x\r\n';
    expect(rowsOf([text])).toEqual([
      row(1, 'name', 'note'),
      row(2, 'Smith, Jo', 'said "hi"\r\nand left'),
      row(4, 'next', 'two\nlines\rthree'),
      row(7, 'last', 'x'),
    ]);
  });

  it('drops a byte order mark at the start only', () => {
    expect(rowsOf(['\uFEFFa,b\n\uFEFFc'])).toEqual([row(1, 'a', 'b'), row(2, '\uFEFFc')]);
    expect(rowsOf(['', '\uFEFF', 'a'])).toEqual([row(1, 'a')]);
  });

  it('gives no row for a final line break, an empty row for a blank line, and keeps empty cells', () => {
    expect(rowsOf(['a\n\nb,\n,\n'])).toEqual([
      row(1, 'a'),
      row(2, ''),
      row(3, 'b', ''),
      row(4, '', ''),
    ]);
    expect(rowsOf([''])).toEqual([]);
    expect(rowsOf(['""'])).toEqual([row(1, '')]);
  });

  it('keeps a stray quote inside an unquoted field and text after a closing quote', () => {
    expect(rowsOf(['5\'11",ab"c,"ab"cd,""""'])).toEqual([row(1, '5\'11"', 'ab"c', 'abcd', '"')]);
  });

  it('flags a last row whose quote never closes', () => {
    expect(rowsOf(['a,b\n1,"open\n2,3\n'])).toEqual([
      row(1, 'a', 'b'),
      { cells: ['1', 'open\n2,3\n'], line: 2, unclosed: true },
    ]);
  });

  it('refuses a cell longer than any real one', () => {
    const huge = `"${'x'.repeat(MAX_CELL_LENGTH + 1)}`;
    expect(() => rowsOf(['a\n', huge])).toThrow(CsvFormatError);
    expect(() => rowsOf(['a\n', huge])).toThrow(
      'Line 2 holds a cell longer than 1,000,000 characters: a quote (") is probably left open.',
    );
  });

  it('gives the same rows wherever the text is cut, CR and LF included', () => {
    const text = '\uFEFFa,"b\r\nc"\r\n"d""e",f\rg,"",h\n"i\nj",k\r\n\r\nl';
    const whole = rowsOf([text]);
    expect(whole).toHaveLength(6);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: text.length }), { maxLength: 20 }),
        (places) => {
          expect(rowsOf(cutAt(text, places))).toEqual(whole);
        },
      ),
    );
    expect(rowsOf(text.split(''))).toEqual(whole);
  });

  it('reads back any rows written with RFC 4180 quoting', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'é', ',', '"', '\r', '\n', ' ', '😀') });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom('\n', '\r\n'),
        fc.array(fc.nat(), { maxLength: 8 }),
        (rows, lineEnd, places) => {
          const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
          const text = rows.map((cells) => cells.map(quote).join(',')).join(lineEnd) + lineEnd;
          const read = rowsOf(
            cutAt(
              text,
              places.map((place) => place % (text.length + 1)),
            ),
          );
          expect(read.map((r) => r.cells)).toEqual(rows);
          // Each row starts on the line after the previous row's line breaks.
          let line = 1;
          read.forEach((r, index) => {
            expect(r.line).toBe(line);
            const inside = (rows[index] as string[])
              .map((text) => text.match(/\r\n|\r|\n/g)?.length ?? 0)
              .reduce((sum, count) => sum + count, 0);
            line += inside + 1;
          });
        },
      ),
    );
  });
});
