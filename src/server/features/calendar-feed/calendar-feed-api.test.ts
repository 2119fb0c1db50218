import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedCreated, CalendarFeedStatus } from '@core/calendar-feed';
import { api, type Who } from '../../test-support/api';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { hashToken } from '../../secret-token';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t.close());

const tokenOf = (url: string) => /\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(url)![1]!;
const pathOf = (url: string) => new URL(url).pathname;

async function person(timeZone = 'Europe/Berlin'): Promise<Who> {
  return registerUser(t.app, { timeZone });
}

async function medication(who: Who, body: Record<string, unknown>): Promise<string> {
  const response = await call(who, 'POST', '/api/medications', body);
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: string }).id;
}

async function createFeed(who: Who): Promise<CalendarFeedCreated> {
  const response = await call(who, 'POST', '/api/calendar-feed');
  expect(response.statusCode).toBe(201);
  return response.json() as CalendarFeedCreated;
}

async function fetchFeed(url: string) {
  return t.app.inject({ method: 'GET', url: pathOf(url) });
}

interface ParsedEvent {
  uid: string;
  summary: string;
  rrule: string;
  /** Wall-clock start as written, and its zone. */
  start: string;
  tzid: string;
  /** The start as an instant, read through the feed's own VTIMEZONE. */
  startUtc: string;
  minutes: number;
  alarms: string[];
  url: string | null;
  /** The instants of the next occurrences. */
  next(count: number): string[];
}

/** The feed as a calendar app reads it: ical.js, with the feed's own VTIMEZONE. */
function parse(text: string): { events: ParsedEvent[]; calendar: ICAL.Component } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  expect(zones).toHaveLength(1);
  // Resolved from the feed itself only, never from a zone ical.js already knew.
  ICAL.TimezoneService.reset();
  ICAL.TimezoneService.register(zones[0]!);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      rrule: String(component.getFirstPropertyValue('rrule')),
      start: event.startDate.toString(),
      tzid: String(component.getFirstProperty('dtstart')!.getParameter('tzid')),
      startUtc: event.startDate.toJSDate().toISOString(),
      minutes: (event.endDate.toUnixTime() - event.startDate.toUnixTime()) / 60,
      alarms: component
        .getAllSubcomponents('valarm')
        .map(
          (alarm) =>
            `${alarm.getFirstPropertyValue('action')} ${alarm.getFirstPropertyValue('trigger')}`,
        ),
      url: (component.getFirstPropertyValue('url') as string | null) ?? null,
      next(count: number) {
        const iterator = event.iterator();
        const out: string[] = [];
        for (let at = iterator.next(); at && out.length < count; at = iterator.next()) {
          out.push(at.toJSDate().toISOString());
        }
        return out;
      },
    };
  });
  return { events, calendar };
}

describe('the calendar link', () => {
  it('is off until made, and the answer says so', async () => {
    const who = await person();
    const response = await call(who, 'GET', '/api/calendar-feed');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ active: false, createdAt: null, lastUsedAt: null });
  });

  it('is made once, shown once, and only its hash is stored', async () => {
    const who = await person();
    const created = await createFeed(who);
    expect(created.url).toMatch(/^http:\/\/localhost:80\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = tokenOf(created.url);
    const rows = await t.database.db
      .selectFrom('calendar_feeds')
      .selectAll()
      .where('user_id', '=', who.user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    const status = (await call(who, 'GET', '/api/calendar-feed')).json() as CalendarFeedStatus;
    expect(status).toEqual({ active: true, createdAt: created.createdAt, lastUsedAt: null });
    expect(JSON.stringify(status)).not.toContain(token);
  });

  it('uses PUBLIC_URL for the address when it is set', async () => {
    const other = await createTestApp({ config: { publicUrl: 'https://cairn.example.test' } });
    try {
      const who = await registerUser(other.app);
      const response = await other.app.inject({
        method: 'POST',
        url: '/api/calendar-feed',
        headers: { cookie: who.cookie },
      });
      expect((response.json() as CalendarFeedCreated).url).toMatch(
        /^https:\/\/cairn\.example\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/,
      );
    } finally {
      await other.close();
    }
  });

  it('refuses a visitor who is not signed in, and changes nothing', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await call(null, method, '/api/calendar-feed');
      expect(response.statusCode).toBe(401);
    }
    const count = await t.database.db
      .selectFrom('calendar_feeds')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const before = Number(count.n);
    await call(null, 'POST', '/api/calendar-feed');
    const after = await t.database.db
      .selectFrom('calendar_feeds')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(before);
  });

  it('reset: the old address stops working at once, the new one works', async () => {
    const who = await person();
    const first = await createFeed(who);
    expect((await fetchFeed(first.url)).statusCode).toBe(200);
    const second = await createFeed(who);
    expect(tokenOf(second.url)).not.toBe(tokenOf(first.url));
    const old = await fetchFeed(first.url);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({
      message: 'No calendar at this address. Make a new calendar link in Cairn’s Settings.',
    });
    expect((await fetchFeed(second.url)).statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom('calendar_feeds')
      .select('token_hash')
      .where('user_id', '=', who.user.id)
      .execute();
    expect(rows).toEqual([{ token_hash: hashToken(tokenOf(second.url)) }]);
  });

  it('turned off: the address is gone and the status says off', async () => {
    const who = await person();
    const created = await createFeed(who);
    const response = await call(who, 'DELETE', '/api/calendar-feed');
    expect(response.statusCode).toBe(204);
    expect((await fetchFeed(created.url)).statusCode).toBe(404);
    expect((await call(who, 'GET', '/api/calendar-feed')).json()).toEqual({
      active: false,
      createdAt: null,
      lastUsedAt: null,
    });
    // Turning off what is off is no error.
    expect((await call(who, 'DELETE', '/api/calendar-feed')).statusCode).toBe(204);
  });

  it('answers 404 to an unknown or malformed address', async () => {
    for (const url of [
      `/api/calendar/${'A'.repeat(43)}.ics`,
      `/api/calendar/${'A'.repeat(43)}`,
      '/api/calendar/short.ics',
      `/api/calendar/${'A'.repeat(44)}.ics`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });
});

describe('the feed', () => {
  let owner: Who;
  let feedUrl: string;
  let naproxen: string;
  beforeAll(async () => {
    owner = await person('Europe/Berlin');
    naproxen = await medication(owner, {
      name: 'Naproxen',
      dosage: '500 mg',
      frequency: 'twice-daily',
      scheduleTimes: ['08:00', '20:00'],
      startDate: '2026-03-02',
    });
    await medication(owner, {
      name: 'Erenumab',
      dosage: '70 mg',
      frequency: 'monthly',
      scheduleTimes: ['09:30'],
      startDate: '2026-01-31',
    });
    const weekly = await medication(owner, {
      name: 'Methotrexate',
      dosage: '15 mg',
      frequency: 'weekly',
      scheduleTimes: ['19:00'],
      // A Wednesday.
      startDate: '2026-03-04',
    });
    await medication(owner, {
      name: 'Stopped',
      dosage: '1 mg',
      frequency: 'daily',
      isActive: false,
      startDate: '2026-01-01',
    });
    await medication(owner, { name: 'Ibuprofen', dosage: '400 mg', frequency: 'as-needed' });
    // Its reminder switched off: in the calendar, without an alert.
    await t.database.db
      .updateTable('medication_schedules')
      .set({ reminder_enabled: false })
      .where('user_id', '=', owner.user.id)
      .where('medication_id', '=', weekly)
      .execute();
    const settings = await call(owner, 'PUT', '/api/settings', {
      remindersEnabled: true,
      reminderTime: '20:00',
      pegEnabled: true,
      pegDay: 0,
      pegTime: '18:30',
    });
    expect(settings.statusCode).toBe(200);
    feedUrl = (await createFeed(owner)).url;
  });

  it('is iCalendar, private to caches, and records its use', async () => {
    const before = Date.now();
    const response = await fetchFeed(feedUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const status = (await call(owner, 'GET', '/api/calendar-feed')).json() as CalendarFeedStatus;
    expect(status.active).toBe(true);
    expect(Date.parse(status.lastUsedAt!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('has one recurring event per schedule row of an active medication, and the check-ins', async () => {
    const { events } = parse((await fetchFeed(feedUrl)).body);
    expect(events.map((e) => [e.summary, e.rrule, e.start, e.tzid])).toEqual([
      ['Erenumab 70 mg', 'FREQ=MONTHLY;BYMONTHDAY=-1', '2026-01-31T09:30:00', 'Europe/Berlin'],
      ['Methotrexate 15 mg', 'FREQ=WEEKLY;BYDAY=WE', '2026-03-04T19:00:00', 'Europe/Berlin'],
      ['Naproxen 500 mg', 'FREQ=DAILY', '2026-03-02T08:00:00', 'Europe/Berlin'],
      ['Naproxen 500 mg', 'FREQ=DAILY', '2026-03-02T20:00:00', 'Europe/Berlin'],
      ['Cairn: daily check-in', 'FREQ=DAILY', expect.stringMatching(/T20:00:00$/), 'Europe/Berlin'],
      [
        'Cairn: weekly check-in',
        'FREQ=WEEKLY;BYDAY=SU',
        expect.stringMatching(/T18:30:00$/),
        'Europe/Berlin',
      ],
    ]);
    expect(events.every((e) => e.minutes === 10)).toBe(true);
  });

  it('places the times in the person’s zone, across the change to summer time', async () => {
    const { events } = parse((await fetchFeed(feedUrl)).body);
    const morning = events.find((e) => e.start === '2026-03-02T08:00:00')!;
    expect(morning.startUtc).toBe('2026-03-02T07:00:00.000Z');
    // 29 March 2026: Berlin moves to UTC+2; 08:00 stays 08:00 on the wall.
    expect(morning.next(30).slice(26, 29)).toEqual([
      '2026-03-28T07:00:00.000Z',
      '2026-03-29T06:00:00.000Z',
      '2026-03-30T06:00:00.000Z',
    ]);
    const monthly = events.find((e) => e.summary === 'Erenumab 70 mg')!;
    expect(monthly.next(4)).toEqual([
      '2026-01-31T08:30:00.000Z',
      '2026-02-28T08:30:00.000Z',
      '2026-03-31T07:30:00.000Z',
      '2026-04-30T07:30:00.000Z',
    ]);
  });

  it('alerts at the start, except for a schedule whose reminder is off', async () => {
    const { events } = parse((await fetchFeed(feedUrl)).body);
    const alarms = Object.fromEntries(events.map((e) => [`${e.summary} ${e.start}`, e.alarms]));
    expect(alarms['Naproxen 500 mg 2026-03-02T08:00:00']).toEqual(['DISPLAY PT0S']);
    expect(alarms['Methotrexate 15 mg 2026-03-04T19:00:00']).toEqual([]);
    const checkin = events.find((e) => e.summary === 'Cairn: daily check-in')!;
    expect(checkin.alarms).toEqual(['DISPLAY PT0S']);
    expect(checkin.url).toBe('http://localhost:80/journal');
    expect(events.find((e) => e.summary === 'Cairn: weekly check-in')!.url).toBe(
      'http://localhost:80/weekly-check-in',
    );
  });

  it('keeps each event’s UID from one fetch to the next, named by its schedule row', async () => {
    const first = parse((await fetchFeed(feedUrl)).body).events.map((e) => e.uid);
    const second = parse((await fetchFeed(feedUrl)).body).events.map((e) => e.uid);
    expect(second).toEqual(first);
    const rows = await t.database.db
      .selectFrom('medication_schedules')
      .select('id')
      .where('medication_id', '=', naproxen)
      .execute();
    for (const row of rows) expect(first).toContain(`dose-${row.id}@cairn`);
    expect(new Set(first).size).toBe(first.length);
  });

  it('leaves out the check-ins that are off, and ends a medication on its end date', async () => {
    const who = await person('America/New_York');
    const id = await medication(who, {
      name: 'Prednisone',
      dosage: '10 mg',
      frequency: 'daily',
      scheduleTimes: ['07:00'],
      startDate: '2026-05-01',
    });
    await t.database.db
      .updateTable('medications')
      .set({ end_date: '2026-05-10' })
      .where('id', '=', id)
      .where('user_id', '=', who.user.id)
      .execute();
    await call(who, 'PUT', '/api/settings', { remindersEnabled: false, pegEnabled: false });
    const { events } = parse((await fetchFeed((await createFeed(who)).url)).body);
    expect(events.map((e) => e.summary)).toEqual(['Prednisone 10 mg']);
    expect(events[0]!.tzid).toBe('America/New_York');
    const all = events[0]!.next(100);
    expect(all).toHaveLength(10);
    expect(all[0]).toBe('2026-05-01T11:00:00.000Z');
    expect(all[9]).toBe('2026-05-10T11:00:00.000Z');
  });

  it('shows each person their own schedule only', async () => {
    const other = await person('Asia/Tokyo');
    await medication(other, {
      name: 'Pregabalin',
      dosage: '75 mg',
      frequency: 'daily',
      scheduleTimes: ['21:00'],
      startDate: '2026-02-01',
    });
    const otherFeed = (await fetchFeed((await createFeed(other)).url)).body;
    const ownFeed = (await fetchFeed(feedUrl)).body;
    expect(otherFeed).toContain('Pregabalin 75 mg');
    expect(otherFeed).not.toContain('Naproxen');
    expect(otherFeed).toContain('TZID:Asia/Tokyo');
    expect(otherFeed).not.toContain('Europe/Berlin');
    expect(ownFeed).not.toContain('Pregabalin');
  });
});
