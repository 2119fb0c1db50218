import type { ReportData } from './build';
import { renderInsuranceReport } from './render-insurance';
import { renderProgressReport } from './render-progress';
import { renderProviderReport } from './render-provider';
import { reportFileName } from './preview';

/** The three report cards of the Reports page, with their renderers and download names. */

export const REPORT_KINDS = ['provider', 'insurance', 'progress'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_TITLES: Record<ReportKind, string> = {
  provider: 'Healthcare Provider Report',
  insurance: 'Insurance Documentation',
  progress: 'Personal Progress Report',
};

const RENDERERS: Record<ReportKind, (data: ReportData) => string> = {
  provider: renderProviderReport,
  insurance: renderInsuranceReport,
  progress: renderProgressReport,
};

export function renderReport(kind: ReportKind, data: ReportData): string {
  return RENDERERS[kind](data);
}

/** healthcare-report-…, insurance-documentation-…, progress-report-{yyyy-MM-dd}.md. */
export function reportFileNameFor(kind: ReportKind, date: string): string {
  if (kind === 'provider') return reportFileName(date);
  return kind === 'insurance' ? `insurance-documentation-${date}.md` : `progress-report-${date}.md`;
}
