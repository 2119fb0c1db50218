import type { ReportData } from '../report/build';
import { observations } from '../report/sections/observations';
import { summaryLines } from '../report/sections/frame';
import { periodLabel, reportTypeLabel, type ReportType } from '../report/settings';

/**
 * A shared report's card text, taken from the report itself so the card never says anything the
 * report does not: the summary is the report's Summary lines, the key insights its Clinical
 * Observations. Markdown marks (bold, escapes) are removed: cards show plain text.
 */

export function plainText(markdown: string): string {
  return markdown.replace(/\*\*/g, '').replace(/\\(.)/g, '$1').trim();
}

export function reportSummary(data: ReportData): string {
  return summaryLines(data).map(plainText).join(' ');
}

export function keyInsights(data: ReportData): string[] {
  return observations(data).map(plainText);
}

/** "Last 3 months, comprehensive". */
export function defaultReportTitle(days: number, type: ReportType): string {
  return `${periodLabel(days)}, ${reportTypeLabel(type).toLowerCase()}`;
}
