import { createHmac } from 'node:crypto';

/**
 * A participant's pseudonym and date shift in one study: HMAC-SHA256 keyed with the study's salt
 * over the user id. Stable within a study, unrelated across studies (each has its own salt), and
 * not reversible without the salt, which never leaves the server.
 */
function digest(salt: string, userId: string): Buffer {
  return createHmac('sha256', Buffer.from(salt, 'hex')).update(userId, 'utf8').digest();
}

/** "P-" and ten upper-case hex characters. */
export function pseudonymOf(salt: string, userId: string): string {
  return `P-${digest(salt, userId).toString('hex').slice(0, 10).toUpperCase()}`;
}

/** Days every date of this participant moves by: 1 to 365, either way, never 0. */
export function dayOffsetOf(salt: string, userId: string): number {
  const hash = digest(salt, userId);
  const magnitude = (hash.readUInt32BE(8) % 365) + 1;
  return (hash[12]! & 1) === 1 ? magnitude : -magnitude;
}
