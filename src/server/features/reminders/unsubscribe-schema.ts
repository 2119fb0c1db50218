import { z } from 'zod';

/**
 * POST /api/reminders/unsubscribe. The token comes in the address (the List-Unsubscribe link a
 * mail program posts to, with the RFC 8058 form body `List-Unsubscribe=One-Click`) or in a JSON
 * body `{ token }` (Cairn's own unsubscribe page). Kept here until src/core has a home for it:
 * the page only sends the token it was given.
 */
export const UNSUBSCRIBE_URL = '/api/reminders/unsubscribe';

export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. You can turn reminder e-mails off in Cairn’s Settings.';

export const unsubscribeSchema = z.object({
  token: z
    .string({ error: 'The unsubscribe link has no token' })
    .max(300, { error: INVALID_UNSUBSCRIBE_LINK })
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/, { error: INVALID_UNSUBSCRIBE_LINK }),
});

/** The token where it was sent: the body's (JSON) first, else the address's. */
export function unsubscribeInput(body: unknown, query: unknown): { token: unknown } {
  const from = (value: unknown) =>
    typeof value === 'object' && value !== null && 'token' in value
      ? (value as { token: unknown }).token
      : undefined;
  return { token: from(body) ?? from(query) };
}
