import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  calendarFileSchema,
  doseEventTitle,
  scheduleRecurrences,
  untilPart,
} from './calendar-feed';
import { addDays } from './calendar';
import { isDueOn } from './medication-schedule';

const rules = (days: number[]) => scheduleRecurrences(days, '2026-03-04').map((r) => r.rule);

/**
 * The dates a calendar app shows for `days` starting on `start`, through `end`: each rule is
 * expanded by ical.js, an independent RFC 5545 implementation, from its own first due date.
 */
function calendarDates(days: number[], from: string, end: string): string[] {
  const dates: string[] = [];
  for (const { rule, start } of scheduleRecurrences(days, from)) {
    const iterator = ICAL.Recur.fromString(rule).iterator(ICAL.Time.fromDateString(start));
    for (let next = iterator.next(); next; next = iterator.next()) {
      const date = next.toString().slice(0, 10);
      if (date > end) break;
      dates.push(date);
    }
  }
  return dates.sort();
}

/** The dates Cairn itself counts a dose due on (medication-schedule.ts). */
function cairnDates(days: number[], start: string, end: string): string[] {
  const dates: string[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    if (isDueOn(days, date)) dates.push(date);
  }
  return dates;
}

describe('schedule rows as recurrence rules', () => {
  it('says every day as DAILY, some weekdays as WEEKLY with BYDAY', () => {
    expect(rules([0, 1, 2, 3, 4, 5, 6])).toEqual(['FREQ=DAILY']);
    expect(rules([6, 5, 4, 3, 2, 1, 0, 3])).toEqual(['FREQ=DAILY']);
    expect(rules([1])).toEqual(['FREQ=WEEKLY;BYDAY=MO']);
    expect(rules([5, 1, 3])).toEqual(['FREQ=WEEKLY;BYDAY=MO,WE,FR']);
    expect(rules([0])).toEqual(['FREQ=WEEKLY;BYDAY=SU']);
  });

  it('says a day of the month up to the 28th as BYMONTHDAY', () => {
    expect(rules([-15])).toEqual(['FREQ=MONTHLY;BYMONTHDAY=15']);
    expect(rules([-1])).toEqual(['FREQ=MONTHLY;BYMONTHDAY=1']);
    expect(rules([-28])).toEqual(['FREQ=MONTHLY;BYMONTHDAY=28']);
    expect(rules([-15, -1])).toEqual(['FREQ=MONTHLY;BYMONTHDAY=1,15']);
  });

  it("puts the 29th and 30th on February's last day, the 31st on every month's last day", () => {
    expect(rules([-29])).toEqual([
      'FREQ=MONTHLY;BYMONTH=1,3,4,5,6,7,8,9,10,11,12;BYMONTHDAY=29',
      'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1',
    ]);
    expect(rules([-30])).toEqual([
      'FREQ=MONTHLY;BYMONTH=1,3,4,5,6,7,8,9,10,11,12;BYMONTHDAY=30',
      'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1',
    ]);
    expect(rules([-31])).toEqual(['FREQ=MONTHLY;BYMONTHDAY=-1']);
  });

  it('has no rule for an as-needed medication', () => {
    expect(rules([])).toEqual([]);
  });

  it('keeps weekdays and month days in rules of their own', () => {
    expect(scheduleRecurrences([2, -10, -31], '2026-03-04')).toEqual([
      { rule: 'FREQ=WEEKLY;BYDAY=TU', start: '2026-03-10' },
      { rule: 'FREQ=MONTHLY;BYMONTHDAY=10', start: '2026-03-10' },
      { rule: 'FREQ=MONTHLY;BYMONTHDAY=-1', start: '2026-03-31' },
    ]);
  });

  it('gives the 31st as 28 or 29 February, 30 April and 31 May in a calendar app', () => {
    expect(calendarDates([-31], '2027-12-01', '2028-06-01')).toEqual([
      '2027-12-31',
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
      '2028-05-31',
    ]);
    expect(calendarDates([-31], '2027-02-01', '2027-03-01')).toEqual(['2027-02-28']);
    expect(calendarDates([-30], '2027-01-01', '2027-04-01')).toEqual([
      '2027-01-30',
      '2027-02-28',
      '2027-03-30',
    ]);
    expect(calendarDates([-29], '2028-01-01', '2028-04-01')).toEqual([
      '2028-01-29',
      '2028-02-29',
      '2028-03-29',
    ]);
  });

  it('shows in a calendar app exactly the days Cairn counts a dose due, once each', () => {
    // What the medication form stores: a set of weekdays, or one day of the month.
    const schedule = fc.oneof(
      fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
      fc.integer({ min: -31, max: -1 }).map((day) => [day]),
    );
    const from = fc
      .integer({ min: 0, max: 3 * 365 })
      .map((offset) => addDays('2026-01-01', offset));
    fc.assert(
      fc.property(schedule, from, (days, start) => {
        const end = addDays(start, 800);
        expect(calendarDates(days, start, end)).toEqual(cairnDates(days, start, end));
      }),
      { numRuns: 80 },
    );
  });

  it('covers every due day for mixed rows too', () => {
    const mixed = fc.tuple(
      fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
      fc.uniqueArray(fc.integer({ min: -31, max: -1 }), { minLength: 1, maxLength: 3 }),
    );
    fc.assert(
      fc.property(mixed, ([weekdays, monthDays]) => {
        const days = [...weekdays, ...monthDays];
        const end = '2028-12-31';
        const shown = [...new Set(calendarDates(days, '2026-01-01', end))];
        expect(shown).toEqual(cairnDates(days, '2026-01-01', end));
      }),
      { numRuns: 40 },
    );
  });
});

describe('the first day of an event', () => {
  const start = (days: number[], from: string) => scheduleRecurrences(days, from)[0]?.start;

  it('is the start date when a dose is due on it', () => {
    expect(start([0, 1, 2, 3, 4, 5, 6], '2026-03-04')).toBe('2026-03-04');
  });

  it('is the next due day after the start otherwise', () => {
    // 2026-03-04 is a Wednesday; the next Monday is the 9th.
    expect(start([1], '2026-03-04')).toBe('2026-03-09');
    expect(start([-3], '2026-03-04')).toBe('2026-04-03');
    expect(start([-31], '2027-02-10')).toBe('2027-02-28');
    expect(scheduleRecurrences([-30], '2027-01-31')).toEqual([
      { rule: 'FREQ=MONTHLY;BYMONTH=1,3,4,5,6,7,8,9,10,11,12;BYMONTHDAY=30', start: '2027-03-30' },
      { rule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1', start: '2027-02-28' },
    ]);
  });
});

describe('the rest of the feed', () => {
  it('ends a rule at a UTC instant', () => {
    expect(untilPart(new Date('2026-05-31T21:59:00.000Z'))).toBe(';UNTIL=20260531T215900Z');
  });

  it('names a dose event by the medication and its dosage', () => {
    expect(doseEventTitle('Naproxen', '500 mg')).toBe('Naproxen 500 mg');
    expect(doseEventTitle('Naproxen', '')).toBe('Naproxen');
  });

  it('takes the token out of the file name, and refuses anything else', () => {
    const token = 'A'.repeat(43);
    expect(calendarFileSchema.parse({ file: `${token}.ics` })).toEqual({ file: token });
    for (const file of [
      token,
      `${token}.ICS`,
      `${'A'.repeat(42)}.ics`,
      `${token}x.ics`,
      '../x.ics',
    ]) {
      expect(calendarFileSchema.safeParse({ file }).success).toBe(false);
    }
  });
});
