import { downloadFile } from '@client/api/data-export/download';
import { adminStudyUrl } from './keys';

export type DatasetFormat = 'csv' | 'json';

/** The URL of a study's dataset; the server writes every download to the audit log. */
export function datasetUrl(studyId: string, format: DatasetFormat): string {
  return `${adminStudyUrl(studyId)}/dataset?format=${format}`;
}

/** The server's file name, used when its answer carries none. */
export function datasetFileName(studyId: string, today: string, format: DatasetFormat): string {
  return `cairn-study-${studyId.slice(0, 8)}-${today}.${format}`;
}

/**
 * GET /api/admin/research-studies/:id/dataset?format=csv|json, saved as a file. Resolves with
 * the file name; throws `"{status}: {body}"` when refused.
 */
export function downloadDataset(
  studyId: string,
  format: DatasetFormat,
  today: string,
): Promise<string> {
  return downloadFile(datasetUrl(studyId, format), datasetFileName(studyId, today, format));
}
