export const ADD_FAILED = 'Failed to add trigger. Please try again.';

/**
 * The toast description when adding fails. A 409 carries a message written for the user
 * ("You already track a trigger with this name"), so it is shown as it is; anything else gets
 * the spec's generic text. `apiRequest` errors read "{status}: {body}".
 */
export function addFailureDescription(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const match = /^409: ([\s\S]*)$/.exec(message);
  if (!match) return ADD_FAILED;
  try {
    const body = JSON.parse(match[1]!) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : ADD_FAILED;
  } catch {
    return ADD_FAILED;
  }
}
