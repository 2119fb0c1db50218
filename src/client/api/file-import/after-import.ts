import type { QueryClient } from '@tanstack/react-query';

/** An import that the server refused, with its message meant for people. */
export class ImportError extends Error {}

/** The `message` of a JSON error answer, else the status line. */
export async function messageOf(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON (a proxy's error page): fall through.
  }
  return `${response.status}: ${text || response.statusText}`;
}

/**
 * An import can add to every screen (a Cairn export restores providers, devices and check-ins
 * too): every answer kept is fetched again.
 */
export function afterImport(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries();
}
