import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PegCheckin, PegCurrent } from '@core/peg';
import { api, rowCount, type Who } from '../../test-support/api';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let call: ReturnType<typeof api>;
let alice: Who;
let bob: Who;

/** A Thursday in ISO week 2026-W48 (Monday 23 November). */
const THURSDAY = new Date('2026-11-26T12:00:00.000Z');

// Only Date is faked: the server's "now" is fixed, timers and I/O run as usual.
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(THURSDAY);
  t = await createTestApp();
  call = api(t);
  alice = await registerUser(t.app, { timeZone: 'UTC' });
  bob = await registerUser(t.app, { timeZone: 'UTC' });
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const answer = (who: Who | null, payload: unknown) =>
  call(who, 'POST', '/api/peg-checkins', payload);
const list = async (who: Who) =>
  (await call(who, 'GET', '/api/peg-checkins')).json() as PegCheckin[];
const current = async (who: Who) =>
  (await call(who, 'GET', '/api/peg-checkins/current')).json() as PegCurrent;

describe('/api/peg-checkins', () => {
  it('needs a session', async () => {
    expect((await call(null, 'GET', '/api/peg-checkins')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/peg-checkins/current')).statusCode).toBe(401);
    const response = await answer(null, { pain: 5, enjoyment: 5, activity: 5 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers this week in the user’s zone, and shows it as this week’s check-in', async () => {
    expect(await current(alice)).toEqual({
      week: '2026-W48',
      weekStart: '2026-11-23',
      checkin: null,
    });

    const response = await answer(alice, { pain: 6, enjoyment: 7, activity: 5 });
    expect(response.statusCode).toBe(201);
    const saved = response.json() as PegCheckin;
    expect(saved).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      week: '2026-W48',
      weekStart: '2026-11-23',
      pain: 6,
      enjoyment: 7,
      activity: 5,
      score: 6,
      answeredAt: '2026-11-26T12:00:00.000Z',
    });
    expect(await current(alice)).toEqual({
      week: '2026-W48',
      weekStart: '2026-11-23',
      checkin: saved,
    });
    expect(await list(alice)).toEqual([saved]);
  });

  it('replaces the answers when the same week is answered again, keeping its id', async () => {
    const [first] = await list(alice);
    vi.setSystemTime(new Date('2026-11-29T19:30:00.000Z'));
    try {
      const response = await answer(alice, { pain: 3, enjoyment: 4, activity: 4 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: first!.id,
        week: '2026-W48',
        weekStart: '2026-11-23',
        pain: 3,
        enjoyment: 4,
        activity: 4,
        // (3 + 4 + 4) / 3 = 3.666..., to one decimal.
        score: 3.7,
        answeredAt: '2026-11-29T19:30:00.000Z',
      });
      // Naming the week explicitly is the same week.
      const named = await answer(alice, { pain: 2, enjoyment: 2, activity: 3, week: '2026-W48' });
      expect(named.statusCode).toBe(200);
      expect(named.json()).toMatchObject({ id: first!.id, score: 2.3 });
      expect(await rowCount(t, 'peg_checkins', alice.user.id)).toBe(1);
    } finally {
      vi.setSystemTime(THURSDAY);
    }
  });

  it('takes an earlier week, even one of a 53-week year, and lists weeks oldest first', async () => {
    const late = await answer(alice, { pain: 8, enjoyment: 8, activity: 9, week: '2026-W46' });
    expect(late.statusCode).toBe(201);
    expect(late.json()).toMatchObject({ week: '2026-W46', weekStart: '2026-11-09', score: 8.3 });
    const edge = await answer(alice, { pain: 0, enjoyment: 0, activity: 1, week: '2020-W53' });
    expect(edge.statusCode).toBe(201);
    expect(edge.json()).toMatchObject({ week: '2020-W53', weekStart: '2020-12-28', score: 0.3 });

    const weeks = (await list(alice)).map((c) => [c.week, c.weekStart, c.score]);
    expect(weeks).toEqual([
      ['2020-W53', '2020-12-28', 0.3],
      ['2026-W46', '2026-11-09', 8.3],
      ['2026-W48', '2026-11-23', 2.3],
    ]);
  });

  it('shows another user nothing of this user’s check-ins', async () => {
    expect(await list(bob)).toEqual([]);
    expect((await current(bob)).checkin).toBeNull();
    const own = await answer(bob, { pain: 1, enjoyment: 2, activity: 3 });
    expect(own.statusCode).toBe(201);
    expect(await list(bob)).toEqual([own.json()]);
    expect((await list(alice)).map((c) => c.id)).not.toContain(own.json().id);
  });

  const valid = { pain: 4, enjoyment: 5, activity: 6 };
  it.each([
    ['pain above 10', { ...valid, pain: 11 }, 'pain'],
    ['pain below 0', { ...valid, pain: -1 }, 'pain'],
    ['pain not whole', { ...valid, pain: 2.5 }, 'pain'],
    ['pain as text', { ...valid, pain: '5' }, 'pain'],
    ['pain null', { ...valid, pain: null }, 'pain'],
    ['pain missing', { enjoyment: 5, activity: 6 }, 'pain'],
    ['enjoyment above 10', { ...valid, enjoyment: 11 }, 'enjoyment'],
    ['enjoyment not whole', { ...valid, enjoyment: 9.9 }, 'enjoyment'],
    ['enjoyment as a list', { ...valid, enjoyment: [5] }, 'enjoyment'],
    ['activity below 0', { ...valid, activity: -3 }, 'activity'],
    ['activity true', { ...valid, activity: true }, 'activity'],
    ['activity missing', { pain: 4, enjoyment: 5 }, 'activity'],
    ['a week without W', { ...valid, week: '2026-48' }, 'week'],
    ['week 0', { ...valid, week: '2026-W00' }, 'week'],
    ['week 54', { ...valid, week: '2026-W54' }, 'week'],
    ['week 53 of a 52-week year', { ...valid, week: '2021-W53' }, 'week'],
    ['a week as a number', { ...valid, week: 48 }, 'week'],
    ['next week', { ...valid, week: '2026-W49' }, 'week'],
    ['a week of next year', { ...valid, week: '2027-W01' }, 'week'],
    ['a list for a body', [4, 5, 6], 'body'],
  ])('answers %s with a 400 naming %s and stores nothing', async (_case, payload, field) => {
    const before = await list(alice);
    const response = await answer(alice, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
    expect(await list(alice)).toEqual(before);
  });

  it('answers malformed JSON with a 400 naming the body and stores nothing', async () => {
    const before = await rowCount(t, 'peg_checkins', alice.user.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/peg-checkins',
      headers: { cookie: alice.cookie, 'content-type': 'application/json' },
      payload: '{"pain": 4,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'body: Malformed JSON' });
    expect(await rowCount(t, 'peg_checkins', alice.user.id)).toBe(before);
  });
});

describe('/api/peg-checkins: the week is the user’s', () => {
  afterAll(() => vi.setSystemTime(THURSDAY));

  it('puts a Sunday evening in UTC into next week in Auckland', async () => {
    const auckland = await registerUser(t.app, { timeZone: 'Pacific/Auckland' });
    const london = await registerUser(t.app, { timeZone: 'UTC' });
    // Sunday 29 November 12:00 UTC is Monday 30 November 01:00 in Auckland (UTC+13).
    vi.setSystemTime(new Date('2026-11-29T12:00:00.000Z'));
    expect(await current(auckland)).toEqual({
      week: '2026-W49',
      weekStart: '2026-11-30',
      checkin: null,
    });
    expect((await current(london)).week).toBe('2026-W48');
    const there = await answer(auckland, { pain: 5, enjoyment: 5, activity: 5 });
    expect(there.json()).toMatchObject({ week: '2026-W49', weekStart: '2026-11-30' });
    const here = await answer(london, { pain: 5, enjoyment: 5, activity: 5 });
    expect(here.json()).toMatchObject({ week: '2026-W48', weekStart: '2026-11-23' });
  });

  it('refuses next week where it has not begun, and takes it where it has', async () => {
    const losAngeles = await registerUser(t.app, { timeZone: 'America/Los_Angeles' });
    const utc = await registerUser(t.app, { timeZone: 'UTC' });
    // Monday 30 November 05:00 UTC is still Sunday 21:00 in Los Angeles.
    vi.setSystemTime(new Date('2026-11-30T05:00:00.000Z'));
    const early = await answer(losAngeles, {
      pain: 2,
      enjoyment: 2,
      activity: 2,
      week: '2026-W49',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('week: Week must not be after this week (2026-W48)');
    expect(await rowCount(t, 'peg_checkins', losAngeles.user.id)).toBe(0);
    const ok = await answer(utc, { pain: 2, enjoyment: 2, activity: 2, week: '2026-W49' });
    expect(ok.statusCode).toBe(201);
  });

  it('names the last days of December by their ISO week', async () => {
    // Friday 1 January 2027 belongs to week 53 of 2026, which began on 28 December.
    vi.setSystemTime(new Date('2027-01-01T09:00:00.000Z'));
    const person = await registerUser(t.app, { timeZone: 'Europe/Berlin' });
    expect(await current(person)).toEqual({
      week: '2026-W53',
      weekStart: '2026-12-28',
      checkin: null,
    });
    const saved = await answer(person, { pain: 4, enjoyment: 4, activity: 4 });
    expect(saved.json()).toMatchObject({
      week: '2026-W53',
      answeredAt: '2027-01-01T09:00:00.000Z',
    });
  });
});
