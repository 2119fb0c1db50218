import type { ReportData } from '@core/report/build';
import {
  inlineRuns,
  markdownBlocks,
  plainText,
  type MarkdownBlock,
} from '@core/report/markdown-blocks';
import { format1 } from '@core/report/words';
import type { PdfBlock, TextRun } from './types';
import { toWinAnsi } from './win-ansi';

/**
 * The PDF's content: the report's own text (the same markdown the preview, download and print
 * show, so the PDF never says something the report does not), with the header's detail lines
 * set as a block, and two pictures after the first section: the daily pain chart and the body
 * parts marked most often. Every piece of text is made WinAnsi-safe here.
 */

export const BODY_PARTS_SHOWN = 8;
const DETAIL_LINE = /^\*\*(.+?):\*\*\s*(.*)$/;

const safeRuns = (text: string): TextRun[] =>
  inlineRuns(text).map((run) => ({ text: toWinAnsi(run.text), bold: run.bold }));
const safePlain = (text: string): string => toWinAnsi(plainText(inlineRuns(text)));

/** The header's "**Label:** value" list as label/value pairs; null for any other list. */
function detailRows(block: MarkdownBlock | undefined): [string, string][] | null {
  if (block?.type !== 'list') return null;
  const rows: [string, string][] = [];
  for (const item of block.items) {
    const match = DETAIL_LINE.exec(item);
    if (!match) return null;
    rows.push([safePlain(match[1] as string), safePlain(match[2] as string)]);
  }
  return rows;
}

function pictures(data: ReportData): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  if (data.dailyLog.length > 0) {
    blocks.push({
      type: 'chart',
      title: 'Daily pain',
      caption:
        "Each dot is one day's pain (the mean of its entries, 0 to 10); lines join consecutive " +
        'days, so a gap is a day without entries. Dashed line: severe pain (7).',
      start: data.period.start,
      end: data.period.end,
      points: data.dailyLog.map((row) => ({ date: row.date, painLevel: row.painLevel })),
    });
  }
  if (data.locations.length > 0) {
    const logged = data.daysWithEntries;
    blocks.push({
      type: 'bars',
      title: 'Where it hurts',
      caption:
        `The body chart parts marked most often, by the days they were marked (of ${logged} ` +
        `${logged === 1 ? 'day' : 'days'} logged), with their average intensity.`,
      rows: data.locations.slice(0, BODY_PARTS_SHOWN).map((location) => ({
        label: toWinAnsi(location.name),
        share: logged === 0 ? 0 : Math.min(location.days / logged, 1),
        valueText: `${location.days} ${location.days === 1 ? 'day' : 'days'}`,
        note: `average ${format1(location.averageIntensity)}/10`,
      })),
    });
  }
  return blocks.length === 0 ? [] : [{ type: 'heading', level: 2, text: 'At a Glance' }, ...blocks];
}

function toPdfBlock(block: MarkdownBlock): PdfBlock {
  switch (block.type) {
    case 'heading':
      return { type: 'heading', level: Math.max(block.level, 2), text: safePlain(block.text) };
    case 'paragraph':
      return { type: 'paragraph', runs: safeRuns(block.text) };
    case 'list':
      return { type: 'list', items: block.items.map(safeRuns) };
    case 'table':
      return {
        type: 'table',
        header: block.header.map(safePlain),
        rows: block.rows.map((row) => row.map(safeRuns)),
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
    blocks.push({ type: 'title', text: safePlain(first.text) });
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
