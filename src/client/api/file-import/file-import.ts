import {
  IMPORT_FILE_URL,
  IMPORT_PREVIEW_URL,
  type FileImportResult,
  type ImportEvent,
  type ImportPreview,
} from '@core/file-import';
import type { ColumnMapping } from '@core/import-formats/types';
import { ImportError, messageOf } from '@client/api/file-import/after-import';

export interface ImportChoices {
  mapping?: ColumnMapping;
  skipBadRows?: boolean;
}

function addressOf(url: string, choices: ImportChoices): string {
  const query = new URLSearchParams();
  if (choices.mapping) query.set('mapping', JSON.stringify(choices.mapping));
  if (choices.skipBadRows) query.set('skipBadRows', 'true');
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

/** The file as it is (the server recognises its format): what it holds, storing nothing. */
export async function previewImport(file: File, choices: ImportChoices): Promise<ImportPreview> {
  const response = await fetch(addressOf(IMPORT_PREVIEW_URL, choices), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: file,
  });
  if (!response.ok) throw new ImportError(await messageOf(response));
  return (await response.json()) as ImportPreview;
}

/**
 * Imports the file, calling `onProgress` with the bytes the server has stored so far, and
 * resolves with what was added. Rejects with the server's reason when nothing was stored.
 */
export async function runImport(
  file: File,
  choices: ImportChoices,
  onProgress: (bytes: number) => void,
): Promise<FileImportResult> {
  const response = await fetch(addressOf(IMPORT_FILE_URL, choices), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: file,
  });
  if (!response.ok || !response.body) throw new ImportError(await messageOf(response));
  const lines = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { done, value } = await lines.read();
    if (done) break;
    buffered += value;
    let end = buffered.indexOf('\n');
    while (end !== -1) {
      const event = JSON.parse(buffered.slice(0, end)) as ImportEvent;
      buffered = buffered.slice(end + 1);
      if (event.type === 'progress') onProgress(event.bytes);
      else if (event.type === 'done') return event.result;
      else throw new ImportError(event.message);
      end = buffered.indexOf('\n');
    }
  }
  throw new ImportError('The connection ended before the import finished. Nothing was stored.');
}
