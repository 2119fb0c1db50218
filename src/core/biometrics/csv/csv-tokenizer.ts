import { CsvFormatError } from './csv-format-error';

/**
 * RFC 4180 rows from text that arrives in chunks: fields in double quotes may hold commas,
 * doubled quotes and line breaks; lines end in CRLF, LF or a lone CR; a UTF-8 byte order mark
 * at the start is dropped. Only the row being read is held. Files written by hand break the
 * rules in small ways, read leniently: a quote inside an unquoted field, or text after a
 * closing quote, is kept as text.
 */

export interface CsvTokenizer {
  write(chunk: string): void;
  close(): void;
}

/**
 * Receives each row with the 1-based physical line it starts on. `unclosedQuote` is true for a
 * last row whose quoted field never closed: everything after its quote was read into it.
 */
export type RowHandler = (cells: string[], line: number, unclosedQuote: boolean) => void;

/** No real cell comes near this; a longer one means an open quote swallowing the file. */
export const MAX_CELL_LENGTH = 1_000_000;

const COMMA = 44;
const QUOTE = 34;
const CR = 13;
const LF = 10;

type State = 'fieldStart' | 'unquoted' | 'quoted' | 'quoteInQuoted';

export function createCsvTokenizer(onRow: RowHandler): CsvTokenizer {
  let state: State = 'fieldStart';
  let cells: string[] = [];
  let field = '';
  let line = 1;
  let rowLine = 1;
  /** The last character was a CR: an LF right after it belongs to the same line break. */
  let afterCr = false;
  let atFileStart = true;

  const append = (text: string) => {
    field += text;
    if (field.length > MAX_CELL_LENGTH) {
      throw new CsvFormatError(
        `Line ${rowLine} holds a cell longer than ${MAX_CELL_LENGTH.toLocaleString('en-US')} ` +
          'characters: a quote (") is probably left open.',
      );
    }
  };
  const endField = () => {
    cells.push(field);
    field = '';
    state = 'fieldStart';
  };
  const endRow = (unclosedQuote = false) => {
    endField();
    const row = cells;
    cells = [];
    onRow(row, rowLine, unclosedQuote);
  };

  const write = (chunk: string) => {
    let at = 0;
    if (atFileStart && chunk.length > 0) {
      atFileStart = false;
      if (chunk.charCodeAt(0) === 0xfeff) at = 1;
    }
    let segment = at;
    for (; at < chunk.length; at += 1) {
      const code = chunk.charCodeAt(at);
      if (code === LF && afterCr) {
        afterCr = false;
        // The CR already ended the line; inside quotes the LF is part of the cell's text.
        if (state !== 'quoted') segment = at + 1;
        continue;
      }
      afterCr = code === CR;
      if (state === 'quoted') {
        if (code === QUOTE) {
          append(chunk.slice(segment, at));
          state = 'quoteInQuoted';
        } else if (code === LF || code === CR) {
          line += 1;
        }
        continue;
      }
      if (state === 'quoteInQuoted') {
        state = code === QUOTE ? 'quoted' : 'unquoted';
        if (code === QUOTE) {
          // A doubled quote: the second one starts the next piece of text.
          segment = at;
          continue;
        }
        segment = at;
      }
      if (code === COMMA) {
        append(chunk.slice(segment, at));
        endField();
        segment = at + 1;
      } else if (code === LF || code === CR) {
        append(chunk.slice(segment, at));
        line += 1;
        endRow();
        rowLine = line;
        segment = at + 1;
      } else if (code === QUOTE && state === 'fieldStart') {
        state = 'quoted';
        segment = at + 1;
      } else if (state === 'fieldStart') {
        state = 'unquoted';
      }
    }
    if (state !== 'quoteInQuoted') append(chunk.slice(segment));
  };

  return {
    write,
    close() {
      const open = state === 'quoted';
      // A file that ends with a line break has no row after it.
      if (cells.length > 0 || field !== '' || state !== 'fieldStart') endRow(open);
    },
  };
}
