import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueReminderDate, nextReminderAt } from './reminders';
import { REMINDER_TIMES } from './settings';
import { localMinutes, minutesOf } from './time-zone';

const at = (iso: string) => new Date(iso);
const next = (now: string, time: string, zone: string) =>
  nextReminderAt(at(now), time, zone).toISOString();

describe('nextReminderAt', () => {
  it("is later today when today's time is still ahead", () => {
    expect(next('2026-06-10T07:59:59.000Z', '08:00', 'UTC')).toBe('2026-06-10T08:00:00.000Z');
    expect(next('2026-06-10T12:00:00.000Z', '20:00', 'America/New_York')).toBe(
      '2026-06-11T00:00:00.000Z',
    );
  });

  it('is tomorrow once the time has come or gone', () => {
    expect(next('2026-06-10T08:00:00.000Z', '08:00', 'UTC')).toBe('2026-06-11T08:00:00.000Z');
    expect(next('2026-06-10T21:00:00.000Z', '20:00', 'UTC')).toBe('2026-06-11T20:00:00.000Z');
  });

  it("uses the user's calendar day, not UTC's", () => {
    // 11:00 UTC on 10 June is 23:00 on 10 June in Auckland (UTC+12 in winter).
    expect(next('2026-06-10T11:00:00.000Z', '22:00', 'Pacific/Auckland')).toBe(
      '2026-06-11T10:00:00.000Z',
    );
    // 23:30 UTC on 9 June is already 08:30 on 10 June in Tokyo: the next 08:00 is the 11th's.
    expect(next('2026-06-09T23:30:00.000Z', '08:00', 'Asia/Tokyo')).toBe(
      '2026-06-10T23:00:00.000Z',
    );
  });

  it('keeps the wall-clock time across a spring-forward night', () => {
    // Berlin moves from UTC+1 to UTC+2 at 02:00 on 29 March 2026.
    expect(next('2026-03-28T20:00:00.000Z', '08:00', 'Europe/Berlin')).toBe(
      '2026-03-29T06:00:00.000Z',
    );
    // New York moves from UTC-5 to UTC-4 on 8 March 2026.
    expect(next('2026-03-07T23:00:00.000Z', '12:00', 'America/New_York')).toBe(
      '2026-03-08T16:00:00.000Z',
    );
  });

  it('keeps the wall-clock time across a fall-back night', () => {
    // Berlin moves from UTC+2 to UTC+1 at 03:00 on 25 October 2026.
    // 21:00 on the 24th (summer time): the next 20:00 is the 25th's, in winter time.
    expect(next('2026-10-24T19:00:00.000Z', '20:00', 'Europe/Berlin')).toBe(
      '2026-10-25T19:00:00.000Z',
    );
    expect(next('2026-10-24T19:00:00.000Z', '08:00', 'Europe/Berlin')).toBe(
      '2026-10-25T07:00:00.000Z',
    );
  });

  it('always lands on the chosen wall-clock time, within the next 25 hours', () => {
    const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Pacific/Auckland', 'Asia/Kolkata'];
    fc.assert(
      fc.property(
        fc.date({
          min: at('2020-01-01T00:00:00Z'),
          max: at('2035-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...REMINDER_TIMES),
        fc.constantFrom(...zones),
        (now, time, zone) => {
          const result = nextReminderAt(now, time, zone);
          expect(result.getTime()).toBeGreaterThan(now.getTime());
          expect(result.getTime() - now.getTime()).toBeLessThanOrEqual(25 * 3_600_000);
          expect(localMinutes(result, zone)).toBe(minutesOf(time));
        },
      ),
    );
  });
});

describe('dueReminderDate', () => {
  const base = {
    time: '20:00',
    timeZone: 'Europe/Berlin',
    lastReminded: null,
  };

  it('is due when the reminder time passed while the app was open', () => {
    // 20:00 in Berlin in June is 18:00 UTC.
    const check = { ...base, since: at('2026-06-10T17:59:00.000Z') };
    expect(dueReminderDate({ ...check, now: at('2026-06-10T18:00:00.000Z') })).toBe('2026-06-10');
    expect(dueReminderDate({ ...check, now: at('2026-06-10T19:30:00.000Z') })).toBe('2026-06-10');
  });

  it('is not due just before the time', () => {
    const check = { ...base, since: at('2026-06-10T17:00:00.000Z') };
    expect(dueReminderDate({ ...check, now: at('2026-06-10T17:59:59.999Z') })).toBeNull();
  });

  it('does not remind someone who opens the app after the time', () => {
    const check = { ...base, since: at('2026-06-10T18:00:00.000Z') };
    expect(dueReminderDate({ ...check, now: at('2026-06-10T18:30:00.000Z') })).toBeNull();
  });

  it('reminds at most once a day', () => {
    const check = {
      ...base,
      since: at('2026-06-10T17:00:00.000Z'),
      now: at('2026-06-10T18:00:00.000Z'),
    };
    expect(dueReminderDate({ ...check, lastReminded: '2026-06-10' })).toBeNull();
    expect(dueReminderDate({ ...check, lastReminded: '2026-06-09' })).toBe('2026-06-10');
  });

  it("counts the day in the user's time zone", () => {
    // 08:00 in Auckland on 11 June (UTC+12) is 20:00 UTC on 10 June.
    const check = {
      time: '08:00',
      timeZone: 'Pacific/Auckland',
      since: at('2026-06-10T19:00:00.000Z'),
      now: at('2026-06-10T20:00:00.000Z'),
    };
    expect(dueReminderDate({ ...check, lastReminded: '2026-06-10' })).toBe('2026-06-11');
    expect(dueReminderDate({ ...check, lastReminded: '2026-06-11' })).toBeNull();
  });

  it('is due on the morning of a clock change', () => {
    const check = { ...base, time: '08:00', lastReminded: '2026-03-28' };
    // 08:00 in Berlin on 29 March 2026 (summer time) is 06:00 UTC.
    expect(
      dueReminderDate({
        ...check,
        since: at('2026-03-29T05:59:00.000Z'),
        now: at('2026-03-29T06:00:30.000Z'),
      }),
    ).toBe('2026-03-29');
    // One hour later, the winter-time reading, it has already been given.
    expect(
      dueReminderDate({
        ...check,
        since: at('2026-03-29T06:30:00.000Z'),
        now: at('2026-03-29T07:00:00.000Z'),
      }),
    ).toBeNull();
  });
});
