import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '@core/provider-portal/constants';

export { hashToken, isWellFormedToken, newSecretToken as newLinkToken } from '../../secret-token';

/**
 * The secrets handed to a clinician (ARCHITECTURE section 8): a 256-bit random link token, of
 * which only the SHA-256 is stored, and a 6-digit code e-mailed with the invitation, stored as
 * a hash salted with the provider's id. A copy of the database opens nothing; a code is only
 * ever tried online, a few times, against a link that is already secret.
 */

export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

export function hashCode(providerId: string, code: string): string {
  return createHash('sha256').update(`${providerId}:${code}`, 'utf8').digest('hex');
}

export function codeMatches(providerId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(providerId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The clinician's address of a link: the token rides in the fragment, which no server logs. */
export function clinicianLink(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/clinician#${token}`;
}
