/**
 * CSV for spreadsheets (RFC 4180): comma-separated, CRLF line ends, a field in double quotes
 * when it holds a comma, a quote or a line break, quotes inside doubled.
 */

export type CsvValue = string | number | boolean | null | undefined;

/**
 * Text a spreadsheet would run as a formula (= + - @, and tab or carriage return, which some
 * programs strip before looking) gets a leading single quote, so a note such as
 * "=HYPERLINK(...)" stays text. Numbers are written as numbers: "-3" cannot be a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A whole file: the header row, then one line per row. It starts with a byte order mark so
 * Excel reads it as UTF-8 (accents and other scripts intact); other programs skip the mark.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
