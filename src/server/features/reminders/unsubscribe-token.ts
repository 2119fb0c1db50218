import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token in a reminder e-mail's unsubscribe link: the user id and an HMAC-SHA256 of it under
 * the session secret. Signed rather than stored, so every e-mail can carry one without a table
 * of them, and a link in an e-mail from months ago still works (RFC 8058 expects that); all it
 * can do is turn reminder e-mails off. A new SESSION_SECRET ends every such link.
 */

// Names what the signature is for, so no other signed value of Cairn's can pass as this one.
const PURPOSE = 'cairn/reminder-unsubscribe/v1';

function mac(secret: string, userId: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${userId}`, 'utf8').digest();
}

export function unsubscribeToken(secret: string, userId: string): string {
  const id = Buffer.from(userId, 'utf8').toString('base64url');
  return `${id}.${mac(secret, userId).toString('base64url')}`;
}

/** The user id the token was made for, or null when it was not made with this secret. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [id, signature, ...rest] = token.split('.');
  if (!id || !signature || rest.length > 0) return null;
  const userId = Buffer.from(id, 'base64url').toString('utf8');
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, userId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  // A second spelling of the same bytes (padding bits) must not make a second valid token.
  return unsubscribeToken(secret, userId) === token ? userId : null;
}
