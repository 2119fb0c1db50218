import { SUPPORT_FAILED_FALLBACK, SUPPORT_TRY_LATER } from '@core/support';

/**
 * The text under "Failed to send message" (spec document 2 section 8): the server's error
 * message; else, when the server answered without one, "Failed to submit request"; else the
 * error's own message (a network failure); else "Please try again later.". `apiRequest`
 * errors read "{status}: {body}".
 */
export function supportFailureDescription(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const http = /^\d{3}: ([\s\S]*)$/.exec(message);
  if (!http) return message.trim() || SUPPORT_TRY_LATER;
  try {
    const body = JSON.parse(http[1]!) as { message?: unknown };
    return typeof body.message === 'string' && body.message.trim()
      ? body.message
      : SUPPORT_FAILED_FALLBACK;
  } catch {
    return SUPPORT_FAILED_FALLBACK;
  }
}
