import { buildReportData, type ReportData, type ReportInput } from '@core/report/build';
import {
  REPORT_TITLES,
  renderReport,
  reportFileNameFor,
  type ReportKind,
} from '@core/report/kinds';
import { photosSection, type ReportPhoto } from '@core/report/photos';
import { previewOf } from '@core/report/preview';
import { normalizeReportSettings, type ReportSettings } from '@core/report/settings';

/** One generated report: its figures, its markdown, and what the page shows and saves. */
export interface GeneratedReport {
  kind: ReportKind;
  title: string;
  data: ReportData;
  text: string;
  /** The first 1500 characters (spec). */
  preview: string;
  /** healthcare-report-{date}.md, insurance-documentation-… or progress-report-… */
  fileName: string;
  pdfFileName: string;
  /** The photos the patient ticked for this report (provider report only). */
  photos: ReportPhoto[];
}

export interface ReportRequest {
  kind: ReportKind;
  settings: ReportSettings;
  today: string;
  timeZone: string;
  /** Photos ticked for this report; only the provider report carries them. */
  photos?: readonly ReportPhoto[];
}

const photosOf = (request: ReportRequest): ReportPhoto[] =>
  request.kind === 'provider' ? [...(request.photos ?? [])] : [];

/** The same name as the markdown download, ending in .pdf. */
export const pdfFileNameFor = (kind: ReportKind, date: string): string =>
  reportFileNameFor(kind, date).replace(/\.md$/, '.pdf');

export function makeReport(
  request: ReportRequest,
  records: Pick<ReportInput, 'entries' | 'medications' | 'triggers' | 'pegCheckins'>,
): GeneratedReport {
  const data = buildReportData({
    ...records,
    settings: request.settings,
    today: request.today,
    timeZone: request.timeZone,
  });
  const photos = photosOf(request);
  const section = photosSection(photos);
  const report = renderReport(request.kind, data);
  const text = section === '' ? report : `${report.trimEnd()}\n\n${section}`;
  return {
    kind: request.kind,
    title: REPORT_TITLES[request.kind],
    data,
    text,
    preview: previewOf(text),
    fileName: reportFileNameFor(request.kind, request.today),
    pdfFileName: pdfFileNameFor(request.kind, request.today),
    photos,
  };
}

/** Whether the form has changed since `report` was made (the preview no longer matches it). */
export function isOutdated(report: GeneratedReport, request: ReportRequest): boolean {
  return (
    report.kind !== request.kind ||
    report.data.generatedOn !== request.today ||
    JSON.stringify(report.data.settings) !==
      JSON.stringify(normalizeReportSettings(request.settings)) ||
    report.photos.map((photo) => photo.id).join() !==
      photosOf(request)
        .map((photo) => photo.id)
        .join()
  );
}
