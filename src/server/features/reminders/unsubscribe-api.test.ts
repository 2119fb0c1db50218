import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { unsubscribeToken } from './unsubscribe-token';

const INVALID =
  'This unsubscribe link is not valid. You can turn reminder e-mails off in Cairn’s Settings.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof registerUser>>;

/** Someone who gets reminder e-mails, and their unsubscribe token. */
async function subscriber(): Promise<Person & { token: string }> {
  const who = await registerUser(t.app);
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: { cookie: who.cookie },
    payload: { reminderEmail: true },
  });
  expect(response.json()).toMatchObject({ reminderEmail: true });
  return { ...who, token: unsubscribeToken(t.config.sessionSecret, who.user.id) };
}

async function reminderEmail(who: Person): Promise<boolean> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/settings',
    headers: { cookie: who.cookie },
  });
  return (response.json() as { reminderEmail: boolean }).reminderEmail;
}

const oneClick = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

const withJson = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reminders/unsubscribe',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

describe('POST /api/reminders/unsubscribe', () => {
  it('turns reminder e-mails off from the one-click form post, signed out', async () => {
    const who = await subscriber();
    const response = await oneClick(who.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unsubscribed: true });
    expect(await reminderEmail(who)).toBe(false);
    // A second click (or a mail program's retry) is no error.
    expect((await oneClick(who.token)).statusCode).toBe(200);
    expect(await reminderEmail(who)).toBe(false);
  });

  it('turns them off from the page’s JSON body', async () => {
    const who = await subscriber();
    const response = await withJson({ token: who.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unsubscribed: true });
    expect(await reminderEmail(who)).toBe(false);
  });

  it('acts for the token’s owner, whoever is signed in on the browser', async () => {
    const owner = await subscriber();
    const other = await subscriber();
    expect((await withJson({ token: owner.token }, other.cookie)).statusCode).toBe(200);
    expect(await reminderEmail(owner)).toBe(false);
    expect(await reminderEmail(other)).toBe(true);
  });

  it('refuses a forged token and changes nothing', async () => {
    const victim = await subscriber();
    const attacker = await subscriber();
    const [, attackerSignature] = attacker.token.split('.');
    const victimId = Buffer.from(victim.user.id).toString('base64url');
    const forgeries = [
      `${victimId}.${attackerSignature}`,
      unsubscribeToken('another-secret-that-is-long-enough-0123456789', victim.user.id),
    ];
    for (const token of forgeries) {
      for (const response of [await oneClick(token), await withJson({ token })]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: `token: ${INVALID}`,
          issues: [{ path: 'token', message: INVALID }],
        });
      }
    }
    expect(await reminderEmail(victim)).toBe(true);
    expect(await reminderEmail(attacker)).toBe(true);
  });

  it('names the token when it is missing or malformed', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'token: The unsubscribe link has no token'],
      [{ token: 42 }, 'token: The unsubscribe link has no token'],
      [{ token: 'not-a-token' }, `token: ${INVALID}`],
      [{ token: `${'a'.repeat(300)}.${'b'.repeat(43)}` }, `token: ${INVALID}`],
    ];
    for (const [payload, message] of cases) {
      const response = await withJson(payload);
      expect({ payload, status: response.statusCode, message: response.json().message }).toEqual({
        payload,
        status: 400,
        message,
      });
    }
    const formWithout = await t.app.inject({
      method: 'POST',
      url: '/api/reminders/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(formWithout.statusCode).toBe(400);
    expect(formWithout.json().message).toBe('token: The unsubscribe link has no token');
  });

  it('answers 404 when the account is gone', async () => {
    const response = await oneClick(unsubscribeToken(t.config.sessionSecret, randomUUID()));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'This account no longer exists.' });
  });

  it('does nothing on GET, which link scanners send', async () => {
    const who = await subscriber();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/reminders/unsubscribe?token=${encodeURIComponent(who.token)}`,
    });
    expect(response.statusCode).toBe(404);
    expect(await reminderEmail(who)).toBe(true);
  });
});
