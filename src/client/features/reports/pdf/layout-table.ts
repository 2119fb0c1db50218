import { baselineOffset, runsOf, type PageCursor } from './page-cursor';
import { columnWidths } from './table-columns';
import { COLOR, CONTENT_WIDTH, lineHeight, PAGE, TYPE } from './theme';
import type { TextRun } from './types';
import { wrapRuns, type WrappedLine } from './wrap';

/**
 * A table: a shaded header row, rows with their cells wrapped, thin rules between rows. A row
 * never splits across pages; a row that does not fit starts the next page, which repeats the
 * header. A row taller than a whole page (not something the reports write) is cut to fit.
 */

const PAD_X = 4;
const PAD_Y = 3;
const SIZE = TYPE.table;

/**
 * A column's needs: its body cells on one line, and at least its longest word, the header's
 * included. The header may wrap ("Sleep quality (0-10)" over two lines) so that a column of
 * single digits does not take the room a column of notes needs.
 */
function needs(
  header: readonly TextRun[],
  cells: readonly TextRun[][],
  measure: PageCursor['measure'],
) {
  const width = (runs: readonly TextRun[]) =>
    runs.reduce((total, run) => total + measure(run.text, SIZE, run.bold), 0);
  const longestWord = (runs: readonly TextRun[]) =>
    Math.max(
      0,
      ...runs.flatMap((run) => run.text.split(/\s+/).map((word) => measure(word, SIZE, run.bold))),
    );
  const minimum = Math.max(longestWord(header), ...cells.map(longestWord)) + 2 * PAD_X;
  return {
    natural: Math.max(minimum, Math.max(0, ...cells.map(width)) + 2 * PAD_X),
    minimum,
  };
}

type Row = WrappedLine[][];

function rowHeight(row: Row): number {
  return Math.max(1, ...row.map((cell) => cell.length)) * lineHeight(SIZE) + 2 * PAD_Y;
}

function drawRow(cursor: PageCursor, row: Row, widths: readonly number[], header: boolean) {
  const height = rowHeight(row);
  const top = cursor.y;
  if (header) {
    cursor.draw({
      kind: 'rect',
      x: PAGE.marginX,
      y: top - height,
      width: CONTENT_WIDTH,
      height,
      color: COLOR.headerFill,
    });
  }
  let x = PAGE.marginX;
  row.forEach((cell, column) => {
    let baseline = top - PAD_Y - baselineOffset(SIZE);
    for (const line of cell) {
      cursor.drawLine(line, x + PAD_X, baseline, SIZE, header ? COLOR.muted : COLOR.text);
      baseline -= lineHeight(SIZE);
    }
    x += widths[column] as number;
  });
  cursor.draw({
    kind: 'line',
    x1: PAGE.marginX,
    y1: top - height,
    x2: PAGE.marginX + CONTENT_WIDTH,
    y2: top - height,
    width: header ? 0.8 : 0.4,
    color: COLOR.border,
  });
  cursor.y = top - height;
}

/** Cuts a cell's lines so the row fits a fresh page, marking the cut with "...". */
function clip(row: Row): Row {
  const usable = PAGE.height - PAGE.marginTop - PAGE.marginBottom - 4 * lineHeight(SIZE);
  const maxLines = Math.max(1, Math.floor((usable - 2 * PAD_Y) / lineHeight(SIZE)));
  return row.map((cell) => {
    if (cell.length <= maxLines) return cell;
    const kept = cell.slice(0, maxLines);
    const last = kept[maxLines - 1] as WrappedLine;
    kept[maxLines - 1] = { ...last, runs: [...last.runs, { text: ' ...', bold: false }] };
    return kept;
  });
}

export function layoutTable(
  cursor: PageCursor,
  header: readonly string[],
  rows: readonly TextRun[][][],
) {
  const widths = columnWidths(
    header.map((text, column) =>
      needs(
        runsOf(text, true),
        rows.map((row) => row[column] ?? []),
        cursor.measure,
      ),
    ),
    CONTENT_WIDTH,
  );
  const wrap = (runs: readonly TextRun[], column: number) =>
    wrapRuns(runs, (widths[column] as number) - 2 * PAD_X, SIZE, cursor.measure);
  const headerRow: Row = header.map((text, column) => wrap(runsOf(text, true), column));
  const bodyRows: Row[] = rows.map((row) =>
    clip(header.map((_, column) => wrap(row[column] ?? [], column))),
  );

  // The header with at least the first row.
  cursor.ensure(rowHeight(headerRow) + (bodyRows[0] ? rowHeight(bodyRows[0]) : 0));
  drawRow(cursor, headerRow, widths, true);
  for (const row of bodyRows) {
    if (cursor.ensure(rowHeight(row))) drawRow(cursor, headerRow, widths, true);
    drawRow(cursor, row, widths, false);
  }
}
