import { saveBlob } from '@client/lib/save-blob';
import { fileNameFrom } from './file-name';

/**
 * Fetches a download and saves it under the name the server gives. Fetched rather than
 * followed as a link so the caller learns whether it worked and can say so. Resolves with the
 * file name; throws `"{status}: {body}"` for a non-OK answer, like every API call.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) {
    throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  }
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(blob, name);
  return name;
}
