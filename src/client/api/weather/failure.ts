/**
 * What a failed weather request says to a person: the server's `message` from an answer like
 * `503: {"message":"..."}`, else a plain sentence (no connection, a proxy's error page).
 */
export function weatherFailure(error: unknown, fallback: string): string {
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
