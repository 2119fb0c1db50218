/**
 * A streaming CSV tokenizer (RFC 4180, read leniently, as spreadsheets write it): text goes in
 * chunk by chunk, cut anywhere, and each record comes out as its cells with the spreadsheet row
 * it is on. Only the current record is held, so a file of any length reads in flat memory.
 *
 * - The delimiter is the one the first line uses most outside quotes: comma, semicolon (a
 *   spreadsheet saved with a European locale) or tab. The first line is held until it ends.
 * - A UTF-8 byte order mark at the start is dropped.
 * - Quoted cells may hold delimiters, doubled quotes and line breaks. A quote opening after
 *   spaces still opens ("a, "b, c"" as some apps write it); text after a closing quote is kept
 *   as part of the cell rather than refused, so a slightly broken file still reads.
 * - CRLF, LF and a lone CR all end a record, even when the CR and LF arrive in two chunks.
 * - Row numbers are what a spreadsheet shows: the header is row 1, every record is one row
 *   whatever line breaks its quoted cells hold, and an empty line counts as the empty row a
 *   spreadsheet shows for it. Records with no text in any cell are not handed over.
 */

export type CsvRecordHandler = (cells: string[], line: number) => void;

export interface CsvReader {
  push(chunk: string): void;
  /** After the last chunk: hands over the last record (a file need not end with a line break). */
  end(): void;
}

const COMMA = 44;
const SEMICOLON = 59;
const TAB = 9;
const QUOTE = 34;
const CR = 13;
const LF = 10;
const SPACE = 32;
const BOM = '\uFEFF';

/** The delimiter the first line uses most, counted outside quotes; comma on a tie or none. */
class DelimiterGuess {
  private counts = new Map<number, number>([
    [COMMA, 0],
    [SEMICOLON, 0],
    [TAB, 0],
  ]);
  private inQuotes = false;
  private scanned = 0;
  /** Whether the first line has begun (empty lines before it are passed over). */
  private begun = false;

  /**
   * Scans `text` from where the last call stopped; the index where the first line that holds
   * anything ends, or -1.
   */
  lineEnd(text: string): number {
    for (let i = this.scanned; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      if (code === QUOTE) this.inQuotes = !this.inQuotes;
      else if (!this.inQuotes) {
        if (code === CR || code === LF) {
          if (this.begun) return i;
          continue;
        }
        const count = this.counts.get(code);
        if (count !== undefined) this.counts.set(code, count + 1);
      }
      if (code !== SPACE) this.begun = true;
    }
    this.scanned = text.length;
    return -1;
  }

  best(): number {
    let best = COMMA;
    for (const [code, count] of this.counts) {
      if (count > (this.counts.get(best) ?? 0)) best = code;
    }
    return best;
  }
}

export function createCsvReader(onRecord: CsvRecordHandler): CsvReader {
  let delimiter: number | null = null;
  let guess: DelimiterGuess | null = new DelimiterGuess();
  /** The text of the first line while its delimiter is not known yet. */
  let head = '';
  let started = false;

  let cells: string[] = [];
  let cell = '';
  /** Whether the current cell has begun (a quote or any text), so an empty last cell counts. */
  let cellBegun = false;
  let cellWasQuoted = false;
  let inQuotes = false;
  /** A quote met inside quotes: the next character tells a doubled quote from the closing one. */
  let quotePending = false;
  /** A CR ended the last record: an LF right after it (maybe in the next chunk) is the same end. */
  let afterCr = false;
  /** The spreadsheet row of the record being read. */
  let line = 1;

  const endCell = () => {
    cells.push(cell);
    cell = '';
    cellBegun = false;
    cellWasQuoted = false;
  };

  const endRecord = () => {
    if (cellBegun || cells.length > 0) endCell();
    if (cells.some((value) => value.trim() !== '')) onRecord(cells, line);
    cells = [];
    line += 1;
  };

  /** Whether the cell so far is only spaces, which an opening quote may follow. */
  const onlySpaces = () => {
    for (let i = 0; i < cell.length; i += 1) if (cell.charCodeAt(i) !== SPACE) return false;
    return true;
  };

  const tokenize = (text: string, separator: number) => {
    const length = text.length;
    let i = 0;
    while (i < length) {
      const code = text.charCodeAt(i);
      if (afterCr) {
        afterCr = false;
        if (code === LF) {
          i += 1;
          continue;
        }
      }
      if (inQuotes) {
        if (quotePending) {
          quotePending = false;
          if (code === QUOTE) {
            cell += '"';
            i += 1;
            continue;
          }
          inQuotes = false; // that quote closed the cell: read this character as unquoted
          continue;
        }
        if (code === QUOTE) {
          quotePending = true;
          i += 1;
          continue;
        }
        const next = text.indexOf('"', i);
        const stop = next === -1 ? length : next;
        cell += text.slice(i, stop);
        i = stop;
        continue;
      }
      if (code === separator) {
        endCell();
        i += 1;
      } else if (code === CR || code === LF) {
        endRecord();
        afterCr = code === CR;
        i += 1;
      } else if (code === QUOTE && !cellWasQuoted && onlySpaces()) {
        cell = '';
        cellBegun = true;
        cellWasQuoted = true;
        inQuotes = true;
        i += 1;
      } else {
        // A run of plain text up to the next character that means something.
        let stop = i + 1;
        while (stop < length) {
          const c = text.charCodeAt(stop);
          if (c === separator || c === CR || c === LF || c === QUOTE) break;
          stop += 1;
        }
        cell += text.slice(i, stop);
        cellBegun = true;
        i = stop;
      }
    }
  };

  const push = (chunk: string) => {
    if (chunk === '') return;
    let text = chunk;
    if (!started) {
      started = true;
      if (text.startsWith(BOM)) text = text.slice(1);
    }
    if (delimiter !== null) {
      tokenize(text, delimiter);
      return;
    }
    head += text;
    if (guess && guess.lineEnd(head) !== -1) {
      delimiter = guess.best();
      guess = null;
      const firstLines = head;
      head = '';
      tokenize(firstLines, delimiter);
    }
  };

  const end = () => {
    if (delimiter === null) {
      delimiter = guess?.best() ?? COMMA;
      guess = null;
      tokenize(head, delimiter);
      head = '';
    }
    // A quote left open runs to the end of the file: its text is kept in the last cell.
    quotePending = false;
    inQuotes = false;
    if (cellBegun || cells.length > 0) endRecord();
  };

  return { push, end };
}

/** The records of a whole text (for tests and for texts already in memory). */
export function readCsvRecords(text: string): { cells: string[]; line: number }[] {
  const records: { cells: string[]; line: number }[] = [];
  const reader = createCsvReader((cells, line) => records.push({ cells, line }));
  reader.push(text);
  reader.end();
  return records;
}
