import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE } from '@core/auth';
import {
  createTestApp,
  registerUser,
  sessionCookie,
  setCookies,
  uniqueEmail,
  type TestApp,
} from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: new Set(['boss@example.test']) } });
});
afterAll(() => t.close());

const countUsers = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/register', () => {
  it('creates the account, signs it in and never returns the password hash', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email, password: 'long enough pw', firstName: ' Jo ', lastName: 'Rivers' },
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      email,
      firstName: 'Jo',
      lastName: 'Rivers',
      isAdmin: false,
      subscriptionType: 'free',
      subscriptionStatus: 'active',
      profileImageUrl: null,
    });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
    expect(JSON.stringify(user)).not.toMatch(/password|scrypt/i);

    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(response) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it('stores the password hashed with scrypt', async () => {
    const { email } = await registerUser(t.app, { password: 'plain text secret' });
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(row.password_hash).not.toContain('plain text secret');
  });

  it('answers 409 for a taken email, compared case-insensitively', async () => {
    const { email } = await registerUser(t.app);
    const before = await countUsers();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: email.toUpperCase(), password: 'another password' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An account with this email already exists');
    expect(await countUsers()).toBe(before);
  });

  it.each([
    [{ email: 'not-an-email', password: 'long enough pw' }, 'email'],
    [{ email: uniqueEmail(), password: 'short' }, 'password'],
    [{ email: uniqueEmail(), password: 12345678 }, 'password'],
    [{ password: 'long enough pw' }, 'email'],
    [{ email: uniqueEmail(), password: 'x'.repeat(201) }, 'password'],
    [{ email: uniqueEmail(), password: 'long enough pw', firstName: 'x'.repeat(101) }, 'firstName'],
    [{ email: uniqueEmail(), password: 'long enough pw', lastName: 42 }, 'lastName'],
    [{ email: `${'x'.repeat(250)}@example.test`, password: 'long enough pw' }, 'email'],
  ])('answers 400 naming the field and stores nothing: %j', async (payload, field) => {
    const before = await countUsers();
    const response = await t.app.inject({ method: 'POST', url: '/api/register', payload });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message.startsWith(`${field}: `)).toBe(true);
    expect(body.issues[0].path).toBe(field);
    expect(await countUsers()).toBe(before);
  });

  it('gives the password rule in words', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: uniqueEmail(), password: 'short' },
    });
    expect(response.json().message).toBe('password: Password must be at least 8 characters');
  });

  it('keeps a valid time zone and ignores an unknown one', async () => {
    const good = await registerUser(t.app, { timeZone: 'Europe/Berlin' });
    const bad = await registerUser(t.app, { timeZone: 'Mars/Olympus' });
    const me = async (cookie: string) =>
      (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).json();
    expect((await me(good.cookie)).timeZone).toBe('Europe/Berlin');
    expect((await me(bad.cookie)).timeZone).toBe('UTC');
  });

  it('makes every address in ADMIN_EMAILS an admin', async () => {
    const { cookie } = await registerUser(t.app, { email: 'Boss@Example.test' });
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ email: 'boss@example.test', isAdmin: true });
  });
});

describe('POST /api/login', () => {
  it('signs in with the right password and a differently cased email', async () => {
    const { email, password } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: `  ${email.toUpperCase()} `, password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(email);
    const cookie = (response.headers['set-cookie'] as string[]).find((c) =>
      c.startsWith('cairn_session='),
    );
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const { email } = await registerUser(t.app);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'not the password' },
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: uniqueEmail('nobody'), password: 'not the password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: INVALID_CREDENTIALS_MESSAGE });
    expect(unknownEmail.json()).toEqual({ message: INVALID_CREDENTIALS_MESSAGE });
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('issues a new session id at every sign-in and ends the old one', async () => {
    const { email, password, cookie: first } = await registerUser(t.app);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      headers: { cookie: first },
    });
    const second = sessionCookie(again);
    expect(second).not.toBe(first);
    expect(
      (await t.app.inject({ url: '/api/auth/user', headers: { cookie: first } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/auth/user', headers: { cookie: second } })).statusCode,
    ).toBe(200);
  });

  it('answers 400 for a malformed body without touching accounts', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.test", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('body: Malformed JSON');
  });

  it('redirects a browser form post to / with the session cookie', async () => {
    const { email, password } = await registerUser(t.app, { timeZone: 'Europe/Berlin' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password, timeZone: 'America/New_York' }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(response) },
    });
    // Signing in from a device in another zone keeps the account's own (changed in Settings).
    expect(me.json().timeZone).toBe('Europe/Berlin');
  });

  it('shows the sign-in page again with the message after a wrong form post', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=someone%40example.test&password=wrong-password',
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('Invalid email or password');
    expect(response.body).toContain('value="someone@example.test"');
  });
});

describe('GET /api/login', () => {
  it('shows the sign-in form with Email, Password and a way to create an account', async () => {
    const response = await t.app.inject({ url: '/api/login' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<label for="email">Email<\/label>/);
    expect(response.body).toMatch(/<label for="password">Password<\/label>/);
    expect(response.body).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(response.body).toContain('href="/api/login?mode=register">Create account</a>');
  });

  it('adds optional first and last name when creating an account', async () => {
    const response = await t.app.inject({ url: '/api/login?mode=register' });
    expect(response.body).toContain('First name <span class="optional">(optional)</span>');
    expect(response.body).toContain('Last name <span class="optional">(optional)</span>');
    expect(response.body).toMatch(/<form method="post" action="\/api\/register"/);
  });

  it('escapes what it echoes back', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email: '"><script>alert(1)</script>',
        password: 'x',
      }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('&lt;script&gt;');
  });

  it('sends a signed-in visitor home', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await t.app.inject({ url: '/api/login', headers: { cookie } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });
});

describe('sign-out and /api/auth/user', () => {
  it('answers 401 Unauthorized without a session', async () => {
    const response = await t.app.inject({ url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('rejects a cookie whose signature was tampered with', async () => {
    const { cookie } = await registerUser(t.app);
    const tampered = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(
      (await t.app.inject({ url: '/api/auth/user', headers: { cookie: tampered } })).statusCode,
    ).toBe(401);
  });

  it('POST /api/logout ends the session with 204', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/cairn_session=;/);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('GET /api/logout ends the session and redirects home', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await t.app.inject({ url: '/api/logout', headers: { cookie } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });
});

describe('the signed-in hint cookie', () => {
  const hintOf = (response: LightMyRequestResponse) =>
    setCookies(response).find((c) => c.startsWith('cairn_signed_in='));

  it('is set beside the session, readable by the page, for as long as the session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: uniqueEmail(), password: 'correct horse battery' },
    });
    expect(response.statusCode).toBe(201);
    const hint = hintOf(response);
    expect(hint).toMatch(/^cairn_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    const session = setCookies(response).find((c) => c.startsWith('cairn_session='));
    expect(hint?.match(/Max-Age=\d+/)?.[0]).toBe(session?.match(/Max-Age=\d+/)?.[0]);
  });

  it('is cleared at sign-out', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie },
    });
    expect(hintOf(response)).toMatch(/^cairn_signed_in=;/);
  });

  it('is cleared when it comes with no live session, and alone it signs nobody in', async () => {
    const response = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: 'cairn_signed_in=1' },
    });
    expect(response.statusCode).toBe(401);
    expect(hintOf(response)).toMatch(/^cairn_signed_in=;/);
  });
});
