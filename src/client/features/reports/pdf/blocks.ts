import type { ReportData } from '@core/report/build';
import {
  inlineRuns,
  markdownBlocks,
  plainText,
  type MarkdownBlock,
} from '@core/report/markdown-blocks';
import { SEVERE_RANGE } from '@core/report/words';
import type { PdfBlock } from './types';

/**
 * The PDF's content: the report's own text (the same markdown the preview, download and print
 * show, so the PDF never says something the report does not), with the header's detail lines
 * set as a block, and after the first section a picture of the daily pain. The body chart's
 * parts are not drawn again as bars: the report's table gives them (once, and readable by a
 * screen reader and in print).
 */

const DETAIL_LINE = /^\*\*(.+?):\*\*\s*(.*)$/;

const plain = (text: string): string => plainText(inlineRuns(text));

/** The header's "**Label:** value" list as label/value pairs; null for any other list. */
function detailRows(block: MarkdownBlock | undefined): [string, string][] | null {
  if (block?.type !== 'list') return null;
  const rows: [string, string][] = [];
  for (const item of block.items) {
    const match = DETAIL_LINE.exec(item);
    if (!match) return null;
    rows.push([plain(match[1] as string), plain(match[2] as string)]);
  }
  return rows;
}

function pictures(data: ReportData): PdfBlock[] {
  if (data.dailyLog.length === 0) return [];
  return [
    { type: 'heading', level: 2, text: 'At a Glance' },
    {
      type: 'chart',
      title: 'Daily pain',
      caption:
        "Each dot is one day's pain (the mean of its entries, 0 to 10); lines join consecutive " +
        `days, so a gap is a day without entries. Dashed line: severe pain (${SEVERE_RANGE}).`,
      start: data.period.start,
      end: data.period.end,
      points: data.dailyLog.map((row) => ({ date: row.date, painLevel: row.painLevel })),
    },
  ];
}

function toPdfBlock(block: MarkdownBlock): PdfBlock {
  switch (block.type) {
    case 'heading':
      return { type: 'heading', level: Math.max(block.level, 2), text: plain(block.text) };
    case 'paragraph':
      return { type: 'paragraph', runs: inlineRuns(block.text) };
    case 'list':
      return { type: 'list', items: block.items.map((item) => inlineRuns(item)) };
    case 'table':
      return {
        type: 'table',
        header: block.header.map(plain),
        rows: block.rows.map((row) => row.map((cell) => inlineRuns(cell))),
      };
    case 'rule':
      return { type: 'rule' };
  }
}

export function reportPdfBlocks(text: string, data: ReportData): PdfBlock[] {
  const source = markdownBlocks(text);
  const blocks: PdfBlock[] = [];
  let index = 0;
  const first = source[0];
  if (first?.type === 'heading' && first.level === 1) {
    blocks.push({ type: 'title', text: plain(first.text) });
    index = 1;
    const rows = detailRows(source[1]);
    if (rows) {
      blocks.push({ type: 'details', rows });
      index = 2;
    }
  }
  // The pictures go after the first section (the summary), before the next heading or rule.
  let sectionsSeen = 0;
  let placed = false;
  for (; index < source.length; index += 1) {
    const block = source[index] as MarkdownBlock;
    const endsFirstSection =
      (block.type === 'heading' && block.level <= 2 && sectionsSeen === 1) || block.type === 'rule';
    if (!placed && endsFirstSection) {
      blocks.push(...pictures(data));
      placed = true;
    }
    if (block.type === 'heading' && block.level <= 2) sectionsSeen += 1;
    blocks.push(toPdfBlock(block));
  }
  if (!placed) blocks.push(...pictures(data));
  return blocks;
}
