import { IMPORT_URL, type ImportResult } from '@core/data-export';
import { ImportError, messageOf } from '@client/api/file-import/after-import';

/**
 * A Cairn full export (its zip) into the account: the document and its photos and voice notes.
 * Rejects with the server's reason when nothing was stored.
 */
export async function importZip(file: File): Promise<ImportResult> {
  const response = await fetch(IMPORT_URL, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/zip' },
    body: file,
  });
  if (!response.ok) throw new ImportError(await messageOf(response));
  return (await response.json()) as ImportResult;
}
