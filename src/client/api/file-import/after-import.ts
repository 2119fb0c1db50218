import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { IMPORT_URL, type ImportResult } from '@core/data-export';
import { ANALYTICS_KEY } from '@client/api/analytics/get-analytics';
import { settingsKey } from '@client/api/settings/get-settings';
import { TRIGGERS_KEY } from '@client/api/triggers/keys';

/** An import that the server refused, with its message meant for people. */
export class ImportError extends Error {}

/** The `message` of a JSON error answer, else the status line. */
async function messageOf(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON (a proxy's error page): fall through.
  }
  return `${response.status}: ${text || response.statusText}`;
}

/** Sends the file's text as it is: the server checks it, so it is not parsed here. */
export async function importData(fileText: string): Promise<ImportResult> {
  const response = await fetch(IMPORT_URL, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: fileText,
  });
  if (!response.ok) throw new ImportError(await messageOf(response));
  return (await response.json()) as ImportResult;
}

/**
 * Everything an import can add to: entries (list, days, analytics), medications, triggers, settings,
 * and exercise sessions (keyed by their URL, as the other lists are).
 */
export async function afterImport(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/journal-entries'] }),
    queryClient.invalidateQueries({ queryKey: ANALYTICS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['/api/medications'] }),
    queryClient.invalidateQueries({ queryKey: TRIGGERS_KEY }),
    queryClient.invalidateQueries({ queryKey: settingsKey }),
    queryClient.invalidateQueries({ queryKey: ['/api/exercise-sessions'] }),
  ]);
}

export function useImportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importData,
    onSuccess: () => afterImport(queryClient),
  });
}
