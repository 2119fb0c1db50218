import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets Cairn hands to people and their devices (ARCHITECTURE section 8): 256 random bits,
 * of which only the SHA-256 is stored, so a copy of the database opens nothing. Clinician links
 * and device tokens are both made here.
 */

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A token as it is handed out: 43 base64url characters. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
