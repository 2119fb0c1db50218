/**
 * What a failed request says to a person: the server's `message` from an answer like
 * `409: {"message":"..."}`, else the fallback (no connection, a proxy's error page).
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const answer = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!answer) return fallback;
  try {
    const body = JSON.parse(answer[1]!) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON.
  }
  return fallback;
}

/** The HTTP status of a failed request, or null when it never got an answer. */
export function failureStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : null;
}
