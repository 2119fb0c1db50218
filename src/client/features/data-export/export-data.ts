import { ENTRIES_CSV_URL, entriesCsvFileName, EXPORT_URL, exportFileName } from '@core/data-export';
import { todayIn } from '@client/lib/today';
import { downloadFile } from '@client/api/data-export/download';
import { exportFailed, exportSucceeded } from './export-toasts';

export type ExportKind = 'json' | 'csv';

/** Only used when the server sends no file name; it always does. */
function fallbackName(kind: ExportKind): string {
  const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
  return kind === 'json' ? exportFileName(today) : entriesCsvFileName(today);
}

/**
 * The one export action, used by Settings and by the quick actions menu: downloads the file
 * and says how it went with the spec's toasts. Resolves with whether it worked; never throws.
 */
export async function exportData(kind: ExportKind = 'json'): Promise<boolean> {
  try {
    await downloadFile(kind === 'json' ? EXPORT_URL : ENTRIES_CSV_URL, fallbackName(kind));
    exportSucceeded();
    return true;
  } catch {
    exportFailed();
    return false;
  }
}
