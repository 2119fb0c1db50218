import { layoutChart, layoutPhoto } from './layout-figures';
import { layoutTable } from './layout-table';
import { baselineOffset, PageCursor, runsOf } from './page-cursor';
import { COLOR, CONTENT_WIDTH, lineHeight, PAGE, TYPE } from './theme';
import type { Measure, PdfBlock, PdfPage, TextRun } from './types';
import { fitText, wrapRuns } from './wrap';

/**
 * The PDF's pages: blocks laid out top to bottom in A4 pages, text wrapped to the margins, a
 * heading never left alone at the foot of a page, and on every page a footer naming the report
 * with "Page 1 of 3". Pure: the measure comes in, draw operations come out.
 */

const DETAILS_PAD = 10;
const BULLET_INDENT = 14;
/** A heading keeps at least this much of what follows on its page. */
const KEEP_WITH_NEXT = 3 * lineHeight(TYPE.body);

function layoutTitle(cursor: PageCursor, text: string) {
  const lines = wrapRuns(runsOf(text, true), CONTENT_WIDTH, TYPE.title, cursor.measure);
  cursor.writeLines(lines, PAGE.marginX, TYPE.title, COLOR.accent);
  cursor.gap(8);
}

function layoutDetails(cursor: PageCursor, rows: readonly [string, string][]) {
  const { measure } = cursor;
  const labelWidth = Math.min(
    Math.max(0, ...rows.map(([label]) => measure(label, TYPE.body, true))) + 12,
    170,
  );
  const valueWidth = CONTENT_WIDTH - 2 * DETAILS_PAD - labelWidth;
  const wrapped = rows.map(([label, value]) => ({
    label: wrapRuns(runsOf(label, true), labelWidth - 8, TYPE.body, measure),
    value: wrapRuns(runsOf(value), valueWidth, TYPE.body, measure),
  }));
  const rowLines = (row: (typeof wrapped)[number]) =>
    Math.max(row.label.length, row.value.length, 1);
  const height =
    wrapped.reduce((total, row) => total + rowLines(row) * lineHeight(TYPE.body), 0) +
    2 * DETAILS_PAD;
  cursor.ensure(height);
  cursor.draw({
    kind: 'rect',
    x: PAGE.marginX,
    y: cursor.y - height,
    width: CONTENT_WIDTH,
    height,
    color: COLOR.accentSoft,
  });
  cursor.draw({
    kind: 'rect',
    x: PAGE.marginX,
    y: cursor.y - height,
    width: 3,
    height,
    color: COLOR.accent,
  });
  cursor.y -= DETAILS_PAD;
  for (const row of wrapped) {
    const top = cursor.y;
    cursor.writeLines(row.label, PAGE.marginX + DETAILS_PAD, TYPE.body, COLOR.muted);
    cursor.y = top;
    cursor.writeLines(row.value, PAGE.marginX + DETAILS_PAD + labelWidth, TYPE.body);
    cursor.y = top - rowLines(row) * lineHeight(TYPE.body);
  }
  cursor.y -= DETAILS_PAD;
  cursor.gap(6);
}

function layoutHeading(cursor: PageCursor, level: number, text: string) {
  const size = level <= 2 ? TYPE.h2 : TYPE.h3;
  cursor.gap(level <= 2 ? 14 : 8);
  const lines = wrapRuns(runsOf(text, true), CONTENT_WIDTH, size, cursor.measure);
  cursor.ensure(lines.length * lineHeight(size) + KEEP_WITH_NEXT);
  cursor.writeLines(lines, PAGE.marginX, size, level <= 2 ? COLOR.accent : COLOR.text);
  if (level <= 2) {
    cursor.draw({
      kind: 'line',
      x1: PAGE.marginX,
      y1: cursor.y + 1,
      x2: PAGE.marginX + CONTENT_WIDTH,
      y2: cursor.y + 1,
      width: 0.6,
      color: COLOR.border,
    });
    cursor.y -= 5;
  } else {
    cursor.y -= 2;
  }
}

function layoutParagraph(cursor: PageCursor, runs: readonly TextRun[]) {
  cursor.writeLines(
    wrapRuns(runs, CONTENT_WIDTH, TYPE.body, cursor.measure),
    PAGE.marginX,
    TYPE.body,
  );
  cursor.gap(6);
}

function layoutList(cursor: PageCursor, items: readonly TextRun[][]) {
  for (const item of items) {
    const lines = wrapRuns(item, CONTENT_WIDTH - BULLET_INDENT, TYPE.body, cursor.measure);
    // The bullet goes with the item's first line, on whichever page that lands.
    cursor.ensure(lineHeight(TYPE.body));
    cursor.draw({
      kind: 'text',
      x: PAGE.marginX + 3,
      y: cursor.y - baselineOffset(TYPE.body),
      text: '\u2022',
      size: TYPE.body,
      bold: false,
      color: COLOR.accent,
    });
    cursor.writeLines(lines, PAGE.marginX + BULLET_INDENT, TYPE.body);
    cursor.y -= 2;
  }
  cursor.gap(6);
}

function layoutRule(cursor: PageCursor) {
  cursor.gap(8);
  cursor.ensure(12);
  cursor.draw({
    kind: 'line',
    x1: PAGE.marginX,
    y1: cursor.y,
    x2: PAGE.marginX + CONTENT_WIDTH,
    y2: cursor.y,
    width: 0.6,
    color: COLOR.border,
  });
  cursor.y -= 10;
}

function layoutBlock(cursor: PageCursor, block: PdfBlock) {
  switch (block.type) {
    case 'title':
      return layoutTitle(cursor, block.text);
    case 'details':
      return layoutDetails(cursor, block.rows);
    case 'heading':
      return layoutHeading(cursor, block.level, block.text);
    case 'paragraph':
      return layoutParagraph(cursor, block.runs);
    case 'list':
      return layoutList(cursor, block.items);
    case 'table':
      layoutTable(cursor, block.header, block.rows);
      return cursor.gap(8);
    case 'rule':
      return layoutRule(cursor);
    case 'chart':
      return layoutChart(cursor, block);
    case 'photo':
      return layoutPhoto(cursor, block);
  }
}

/** "Page 2 of 3". */
export const pageLabel = (page: number, total: number): string => `Page ${page} of ${total}`;

function addFooters(pages: PdfPage[], footer: string, measure: Measure) {
  const size = TYPE.small;
  pages.forEach((page, index) => {
    const label = pageLabel(index + 1, pages.length);
    const labelWidth = measure(label, size, false);
    page.push(
      {
        kind: 'line',
        x1: PAGE.marginX,
        y1: PAGE.footerY + 12,
        x2: PAGE.marginX + CONTENT_WIDTH,
        y2: PAGE.footerY + 12,
        width: 0.4,
        color: COLOR.border,
      },
      {
        kind: 'text',
        x: PAGE.marginX,
        y: PAGE.footerY,
        text: fitText(footer, CONTENT_WIDTH - labelWidth - 24, size, measure),
        size,
        bold: false,
        color: COLOR.muted,
      },
      {
        kind: 'text',
        x: PAGE.marginX + CONTENT_WIDTH - labelWidth,
        y: PAGE.footerY,
        text: label,
        size,
        bold: false,
        color: COLOR.muted,
      },
    );
  });
}

/** `footer` names the report (and the patient) on every page. */
export function layoutDocument(
  blocks: readonly PdfBlock[],
  options: { measure: Measure; footer: string },
): PdfPage[] {
  const cursor = new PageCursor(options.measure);
  for (const block of blocks) layoutBlock(cursor, block);
  addFooters(cursor.pages, options.footer, options.measure);
  return cursor.pages;
}
