import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCsvReader, readCsvRecords } from './csv-reader';

/** The records of `text` pushed in pieces of `size` characters. */
function inChunks(text: string, size: number) {
  const records: { cells: string[]; line: number }[] = [];
  const reader = createCsvReader((cells, line) => records.push({ cells, line }));
  for (let i = 0; i < text.length; i += size) reader.push(text.slice(i, i + size));
  reader.end();
  return records;
}

const cellsOf = (text: string) => readCsvRecords(text).map((record) => record.cells);

/** RFC 4180 quoting, for the round trip. */
const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

describe('createCsvReader', () => {
  it('splits records into cells, quoted cells holding commas, quotes and line breaks', () => {
    expect(cellsOf('a,b,c\n1,"two, three","say ""hi"""\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'two, three', 'say "hi"'],
    ]);
    expect(cellsOf('a,b\n"line one\nline two",x\n')).toEqual([
      ['a', 'b'],
      ['line one\nline two', 'x'],
    ]);
  });

  it('keeps empty cells, a last empty cell included', () => {
    expect(cellsOf('a,,c,\n,,x,\n')).toEqual([
      ['a', '', 'c', ''],
      ['', '', 'x', ''],
    ]);
    expect(cellsOf('a,""\n')).toEqual([['a', '']]);
  });

  it('numbers records as a spreadsheet shows them: one row each, blank lines counted', () => {
    const text =
      'Date,Notes\n2025-01-01,"two\nlines"\n\n2025-01-02,x\r\n,\r\n2025-01-03,"a\r\nb\r\nc"\n2025-01-04,y';
    expect(readCsvRecords(text)).toEqual([
      { cells: ['Date', 'Notes'], line: 1 },
      { cells: ['2025-01-01', 'two\nlines'], line: 2 },
      { cells: ['2025-01-02', 'x'], line: 4 },
      { cells: ['2025-01-03', 'a\r\nb\r\nc'], line: 6 },
      { cells: ['2025-01-04', 'y'], line: 7 },
    ]);
  });

  it('reads CRLF, LF and lone CR line ends alike', () => {
    const expected = [
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ];
    expect(cellsOf('a,b\r\n1,2\r\n3,4\r\n')).toEqual(expected);
    expect(cellsOf('a,b\n1,2\n3,4')).toEqual(expected);
    expect(cellsOf('a,b\r1,2\r3,4\r')).toEqual(expected);
  });

  it('drops a byte order mark at the start only', () => {
    expect(cellsOf('\uFEFFDate,Pain\n2025-01-01,\uFEFF4\n')).toEqual([
      ['Date', 'Pain'],
      ['2025-01-01', '\uFEFF4'],
    ]);
  });

  it('takes the delimiter the first line uses most: comma, semicolon or tab', () => {
    expect(cellsOf('Datum;Schmerz;Notiz\n14.03.2024;6;"müde; steif"\n')).toEqual([
      ['Datum', 'Schmerz', 'Notiz'],
      ['14.03.2024', '6', 'müde; steif'],
    ]);
    expect(cellsOf('date\tpain\tnotes\n2024-03-14\t6\tok, fine\n')).toEqual([
      ['date', 'pain', 'notes'],
      ['2024-03-14', '6', 'ok, fine'],
    ]);
    // Semicolons inside quotes do not count: this file is comma-separated.
    expect(cellsOf('"a;b;c",d\n1,2\n')).toEqual([
      ['a;b;c', 'd'],
      ['1', '2'],
    ]);
    expect(cellsOf('only one column\nvalue\n')).toEqual([['only one column'], ['value']]);
    // Empty lines before the header do not decide it.
    expect(readCsvRecords('\r\n\nDate;Pain\n2024-03-14;6\n')).toEqual([
      { cells: ['Date', 'Pain'], line: 3 },
      { cells: ['2024-03-14', '6'], line: 4 },
    ]);
  });

  it('opens a quote after spaces and keeps text after a closing quote', () => {
    expect(cellsOf('date, detail, notes\n2024-03-14, "Coffee, black", ok\n')).toEqual([
      ['date', ' detail', ' notes'],
      ['2024-03-14', 'Coffee, black', ' ok'],
    ]);
    expect(cellsOf('a,b\n"x"y,5" tall\n')).toEqual([
      ['a', 'b'],
      ['xy', '5" tall'],
    ]);
  });

  it('keeps the text of a quote left open to the end of the file', () => {
    expect(cellsOf('a,b\n1,"never closed\n2,3\n')).toEqual([
      ['a', 'b'],
      ['1', 'never closed\n2,3\n'],
    ]);
  });

  it('leaves out rows with nothing in them', () => {
    expect(readCsvRecords('a,b\n,\n , \n1,2\n')).toEqual([
      { cells: ['a', 'b'], line: 1 },
      { cells: ['1', '2'], line: 4 },
    ]);
    expect(readCsvRecords('')).toEqual([]);
    expect(readCsvRecords('\uFEFF')).toEqual([]);
  });

  it('reads the same however the text is cut, even between CR and LF or inside a quote', () => {
    const text =
      '\uFEFFDate;Notes;Pain\r\n2025-03-30;"said ""ouch""; then\r\nrested";7\r\n\r\n2025-03-31;"a";8\r\n';
    const whole = readCsvRecords(text);
    expect(whole).toHaveLength(3);
    for (const size of [1, 2, 3, 7, 13]) expect(inChunks(text, size)).toEqual(whole);
  });

  it('gives back any table written with RFC 4180 quoting, in any chunks', () => {
    const cell = fc.string({
      unit: fc.constantFrom('a', 'b', ' ', ',', '"', '\n', '\r\n', 'é', ';'),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }).chain((width) =>
          fc.array(fc.array(cell, { minLength: width, maxLength: width }), {
            minLength: 1,
            maxLength: 6,
          }),
        ),
        fc.integer({ min: 1, max: 9 }),
        (rows, size) => {
          // The first row is a plain header, so the delimiter is a comma.
          const header = rows[0]!.map((_, i) => `c${i}`);
          const text = [header, ...rows].map((row) => row.map(quote).join(',')).join('\r\n');
          const expected = [header, ...rows].filter((row) =>
            row.some((value) => value.trim() !== ''),
          );
          expect(inChunks(text, size).map((record) => record.cells)).toEqual(expected);
        },
      ),
    );
  });

  it('tokenizes 50,000 rows in well under a second', () => {
    const row = '2025-03-14,6,"Lower Back; Neck","Tired, ""heavy"" legs",7.5,walking\n';
    const text = `Date,Pain,Locations,Notes,Sleep,Activities\n${row.repeat(50_000)}`;
    let count = 0;
    const reader = createCsvReader(() => {
      count += 1;
    });
    const started = performance.now();
    for (let i = 0; i < text.length; i += 65_536) reader.push(text.slice(i, i + 65_536));
    reader.end();
    const elapsed = performance.now() - started;
    expect(count).toBe(50_001);
    // About 50-300 ms here; the bound leaves room for a busy machine.
    expect(elapsed).toBeLessThan(1000);
  });
});
