import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_RATE_LIMIT_MESSAGE, TICKET_NUMBER_PATTERN } from '@core/support';
import {
  createTestApp,
  registerUser,
  uniqueEmail,
  type TestApp,
} from '../../test-support/test-app';
import { createSupportStore } from './store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validRequest = () => ({
  name: 'Jo Bloggs',
  email: uniqueEmail('requester'),
  subject: 'Cannot export my journal',
  category: 'technical',
  message: 'The export button does nothing.\nI use Firefox on Windows.',
});

let ipCounter = 0;
/** Each test speaks from its own address unless it says otherwise, so limits stay per test. */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function post(
  app: TestApp,
  payload: unknown,
  options: { cookie?: string; ip?: string; origin?: string } = {},
) {
  return app.app.inject({
    method: 'POST',
    url: '/api/support',
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
    payload: payload as object,
  });
}

const ticketByNumber = (app: TestApp, ticketNumber: string) =>
  app.database.db
    .selectFrom('support_tickets')
    .selectAll()
    .where('ticket_number', '=', ticketNumber)
    .executeTakeFirstOrThrow();

const countTickets = async (app: TestApp) =>
  Number(
    (
      await app.database.db
        .selectFrom('support_tickets')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/support', () => {
  it('creates an open, normal-priority ticket for a visitor who is not signed in', async () => {
    const request = validRequest();
    const response = await post(t, request);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['ticketId']);
    expect(body.ticketId).toMatch(TICKET_NUMBER_PATTERN);

    const row = await ticketByNumber(t, body.ticketId);
    expect(row).toMatchObject({
      ticket_number: body.ticketId,
      user_id: null,
      name: 'Jo Bloggs',
      email: request.email,
      subject: 'Cannot export my journal',
      category: 'technical',
      message: request.message,
      status: 'open',
      priority: 'normal',
      admin_notes: null,
      resolved_at: null,
    });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('links the ticket to the account when signed in, keeping the address typed', async () => {
    const user = await registerUser(t.app);
    const request = { ...validRequest(), category: 'billing' };
    const response = await post(t, request, { cookie: user.cookie });
    expect(response.statusCode).toBe(201);
    const row = await ticketByNumber(t, response.json().ticketId);
    expect(row.user_id).toBe(user.user.id);
    expect(row.email).toBe(request.email);
    expect(row.category).toBe('billing');
  });

  it('treats a forged session cookie as signed out instead of refusing', async () => {
    const response = await post(t, validRequest(), { cookie: 'cairn_session=forged.value' });
    expect(response.statusCode).toBe(201);
    expect((await ticketByNumber(t, response.json().ticketId)).user_id).toBeNull();
  });

  it('trims and folds the fields, and ignores status, priority and owner sent by the client', async () => {
    const other = await registerUser(t.app);
    const response = await post(t, {
      ...validRequest(),
      name: '  Jo \n  Bloggs ',
      email: '  Jo.Bloggs@Example.COM ',
      subject: 'Help\r\nBcc: someone@example.com',
      message: '  First line\r\nSecond line  ',
      status: 'closed',
      priority: 'urgent',
      userId: other.user.id,
      user_id: other.user.id,
      adminNotes: 'vip',
      ticketNumber: 'CRN-2222-2222',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().ticketId).not.toBe('CRN-2222-2222');
    expect(await ticketByNumber(t, response.json().ticketId)).toMatchObject({
      name: 'Jo Bloggs',
      email: 'jo.bloggs@example.com',
      subject: 'Help Bcc: someone@example.com',
      message: 'First line\nSecond line',
      status: 'open',
      priority: 'normal',
      user_id: null,
      admin_notes: null,
    });
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['a blank name', { name: '  \n ' }, 'name'],
    ['a name of 101 characters', { name: 'n'.repeat(101) }, 'name'],
    ['a name that is not text', { name: 42 }, 'name'],
    ['a name with a NUL byte', { name: 'Jo\u0000' }, 'name'],
    ['a missing email', { email: undefined }, 'email'],
    ['an empty email', { email: '' }, 'email'],
    ['an email without a domain', { email: 'jo@' }, 'email'],
    ['an email that is not one', { email: 'not an email' }, 'email'],
    ['an email of 255 characters', { email: `${'e'.repeat(243)}@example.com` }, 'email'],
    ['a missing subject', { subject: undefined }, 'subject'],
    ['a blank subject', { subject: '   ' }, 'subject'],
    ['a subject of 151 characters', { subject: 's'.repeat(151) }, 'subject'],
    ['a missing category', { category: undefined }, 'category'],
    ['an unknown category', { category: 'complaint' }, 'category'],
    ['a category in capitals', { category: 'Billing' }, 'category'],
    ['a missing message', { message: undefined }, 'message'],
    ['a blank message', { message: '\n\n  ' }, 'message'],
    ['a message of 5001 characters', { message: 'm'.repeat(5001) }, 'message'],
    ['a message with a NUL byte', { message: 'a\u0000b' }, 'message'],
    ['a message that is a list', { message: ['a'] }, 'message'],
  ])('answers 400 naming the field for %s, and stores nothing', async (_case, change, field) => {
    const before = await countTickets(t);
    const response = await post(t, { ...validRequest(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
    expect(response.json().issues[0].path).toBe(field);
    expect(await countTickets(t)).toBe(before);
  });

  it('accepts every field at its longest', async () => {
    const email = `${'e'.repeat(242)}@example.com`;
    expect(email).toHaveLength(254);
    const response = await post(t, {
      ...validRequest(),
      name: 'n'.repeat(100),
      email,
      subject: 's'.repeat(150),
      message: 'm'.repeat(5000),
    });
    expect(response.statusCode).toBe(201);
    const row = await ticketByNumber(t, response.json().ticketId);
    expect([row.name.length, row.email.length, row.subject.length, row.message.length]).toEqual([
      100, 254, 150, 5000,
    ]);
  });

  it.each(['billing', 'technical', 'feature', 'data', 'account', 'other'])(
    'accepts the category %s',
    async (category) => {
      const response = await post(t, { ...validRequest(), category });
      expect(response.statusCode).toBe(201);
      expect((await ticketByNumber(t, response.json().ticketId)).category).toBe(category);
    },
  );

  it('answers 400 for a body that is not an object, or not JSON, and stores nothing', async () => {
    const before = await countTickets(t);
    const list = await post(t, [validRequest()]);
    expect(list.statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/support',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'body: Malformed JSON' });
    expect(await countTickets(t)).toBe(before);
  });

  it('answers 413 to a huge body and stores nothing', async () => {
    const before = await countTickets(t);
    const response = await post(t, { ...validRequest(), message: 'm'.repeat(100_000) });
    expect(response.statusCode).toBe(413);
    expect(await countTickets(t)).toBe(before);
  });

  it('refuses a post from another site, and accepts one from the same origin', async () => {
    const before = await countTickets(t);
    const foreign = await post(t, validRequest(), { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(await countTickets(t)).toBe(before);
    const same = await post(t, validRequest(), { origin: 'http://localhost:80' });
    expect(same.statusCode).toBe(201);
  });

  it('gives every ticket its own readable number', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const response = await post(t, validRequest());
      expect(response.statusCode).toBe(201);
      numbers.push(response.json().ticketId);
    }
    expect(new Set(numbers).size).toBe(30);
    for (const number of numbers) expect(number).toMatch(TICKET_NUMBER_PATTERN);
  });
});

describe('ticket numbers already taken', () => {
  const request = {
    name: 'Jo',
    email: 'jo@example.com',
    subject: 'Hi',
    category: 'other' as const,
    message: 'Hello',
  };

  it('draws again until the number is free', async () => {
    const draws = ['CRN-AAAA-AAAA', 'CRN-AAAA-AAAA', 'CRN-AAAA-AAAA', 'CRN-BBBB-BBBB'];
    const store = createSupportStore(t.database.db, () => draws.shift()!);
    expect((await store.insert(request, null)).ticket_number).toBe('CRN-AAAA-AAAA');
    expect((await store.insert(request, null)).ticket_number).toBe('CRN-BBBB-BBBB');
    expect(draws).toEqual([]);
  });

  it('gives up after five taken numbers rather than looping forever', async () => {
    let draws = 0;
    const store = createSupportStore(t.database.db, () => {
      draws += 1;
      return 'CRN-CCCC-CCCC';
    });
    await store.insert(request, null);
    draws = 0;
    await expect(store.insert(request, null)).rejects.toThrow();
    expect(draws).toBe(5);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ config: { supportRateLimitPerIp: 3 } });
  });
  afterAll(() => limited.close());

  it('answers 429 with a message after the hourly allowance of an address', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 3; i += 1) {
      expect((await post(limited, validRequest(), { ip })).statusCode).toBe(201);
    }
    const before = await countTickets(limited);
    const refused = await post(limited, validRequest(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: SUPPORT_RATE_LIMIT_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await countTickets(limited)).toBe(before);

    // Bad input is still answered as bad input, and another address is unaffected.
    expect((await post(limited, { ...validRequest(), email: 'x' }, { ip })).statusCode).toBe(400);
    expect((await post(limited, validRequest(), { ip: '192.0.2.11' })).statusCode).toBe(201);
  });

  it('limits the requests for one requester address to five an hour from anywhere', async () => {
    const email = uniqueEmail('flooded');
    for (let i = 0; i < 5; i += 1) {
      expect((await post(limited, { ...validRequest(), email })).statusCode).toBe(201);
    }
    const refused = await post(limited, { ...validRequest(), email: email.toUpperCase() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(SUPPORT_RATE_LIMIT_MESSAGE);
  });
});

describe('GET /api/support/contact', () => {
  it('answers null without SUPPORT_EMAIL', async () => {
    const response = await t.app.inject({ url: '/api/support/contact' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: null });
  });

  it('answers the configured address', async () => {
    const configured = await createTestApp({ config: { supportEmail: 'help@cairn.test' } });
    try {
      const response = await configured.app.inject({ url: '/api/support/contact' });
      expect(response.json()).toEqual({ email: 'help@cairn.test' });
    } finally {
      await configured.close();
    }
  });
});
