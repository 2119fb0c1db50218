import { describe, expect, it } from 'vitest';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'a-session-secret-that-is-long-enough-0123456789';
const USER = '3f2b8c1e-4a5d-4e6f-8a7b-9c0d1e2f3a4b';

describe('the unsubscribe token', () => {
  it('carries the user id, signed', () => {
    const token = unsubscribeToken(SECRET, USER);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribeToken(SECRET, token)).toBe(USER);
  });

  it('is refused under another secret', () => {
    const token = unsubscribeToken(SECRET, USER);
    expect(verifyUnsubscribeToken(`${SECRET}-rotated`, token)).toBeNull();
  });

  it("is refused when another user's id is put in front of the signature", () => {
    const [, signature] = unsubscribeToken(SECRET, USER).split('.');
    const other = Buffer.from('00000000-0000-4000-8000-000000000000').toString('base64url');
    expect(verifyUnsubscribeToken(SECRET, `${other}.${signature}`)).toBeNull();
  });

  it('is refused with a changed, cut or lengthened signature', () => {
    const token = unsubscribeToken(SECRET, USER);
    const [id, signature] = token.split('.') as [string, string];
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    for (const forged of [
      `${id}.${flipped}`,
      `${id}.${signature.slice(0, 42)}`,
      `${id}.${signature}AA`,
      `${id}.${signature}.x`,
      `${id}`,
      `.${signature}`,
      '',
    ]) {
      expect(verifyUnsubscribeToken(SECRET, forged)).toBeNull();
    }
  });

  it('accepts only the one spelling of the signature', () => {
    const token = unsubscribeToken(SECRET, USER);
    // The 43rd character holds 4 bits of the digest and 2 unused bits: change only those.
    const last = token.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const index = alphabet.indexOf(last);
    const twin = `${token.slice(0, -1)}${alphabet[index ^ 1]}`;
    expect(Buffer.from(twin.split('.')[1]!, 'base64url')).toEqual(
      Buffer.from(token.split('.')[1]!, 'base64url'),
    );
    expect(verifyUnsubscribeToken(SECRET, twin)).toBeNull();
  });
});
