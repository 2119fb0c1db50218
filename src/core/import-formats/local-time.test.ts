import { describe, expect, it } from 'vitest';
import { entryInstant, parseDate, parseTime, readMoment } from './local-time';

const day = (date: string, time: string | null = null) => ({ date, time, instant: null });

describe('parseDate', () => {
  it('reads the ways dates are written', () => {
    expect(parseDate('2024-03-14', 'dmy')).toEqual(day('2024-03-14'));
    expect(parseDate('2024/03/14', 'mdy')).toEqual(day('2024-03-14'));
    expect(parseDate('14/03/2024', 'dmy')).toEqual(day('2024-03-14'));
    expect(parseDate('03/14/2024', 'mdy')).toEqual(day('2024-03-14'));
    expect(parseDate('3/4/24', 'mdy')).toEqual(day('2024-03-04'));
    expect(parseDate('14.03.2024', 'mdy')).toEqual(day('2024-03-14'));
    expect(parseDate('Mar 14, 2024', 'dmy')).toEqual(day('2024-03-14'));
    expect(parseDate('Thursday, March 14, 2024', 'dmy')).toEqual(day('2024-03-14'));
    expect(parseDate('14 March 2024', 'mdy')).toEqual(day('2024-03-14'));
    expect(parseDate('14th Mar 2024', 'mdy')).toEqual(day('2024-03-14'));
  });

  it('reads an ambiguous slash date in the order given', () => {
    expect(parseDate('03/04/2025', 'dmy')).toEqual(day('2025-04-03'));
    expect(parseDate('03/04/2025', 'mdy')).toEqual(day('2025-03-04'));
    // With the year-first order, what the numbers allow (day-first when both could be).
    expect(parseDate('03/14/2025', 'ymd')).toEqual(day('2025-03-14'));
    expect(parseDate('03/04/2025', 'ymd')).toEqual(day('2025-04-03'));
  });

  it('keeps a time written with the date', () => {
    expect(parseDate('2024-03-14T08:30', 'dmy')).toEqual(day('2024-03-14', '08:30'));
    expect(parseDate('2024-03-14 20:30:15', 'dmy')).toEqual(day('2024-03-14', '20:30:15'));
    expect(parseDate('14/03/2024 8:30 PM', 'dmy')).toEqual(day('2024-03-14', '20:30'));
    expect(parseDate('Mar 14, 2024 8:05 am', 'dmy')).toEqual(day('2024-03-14', '08:05'));
  });

  it('reads a date-time with an offset as the instant it names', () => {
    expect(parseDate('2024-03-14T08:30:00Z', 'dmy')).toEqual({
      date: null,
      time: null,
      instant: '2024-03-14T08:30:00.000Z',
    });
    expect(parseDate('2024-03-31T01:30:00.250+01:00', 'dmy')).toMatchObject({
      instant: '2024-03-31T00:30:00.250Z',
    });
    expect(parseDate('2024-03-14 08:30:00 -0500', 'dmy')).toMatchObject({
      instant: '2024-03-14T13:30:00.000Z',
    });
  });

  it('says why a date cannot be read', () => {
    expect(parseDate('2025-02-30', 'dmy')).toEqual({
      problem: 'the date 2025-02-30 is not a real date',
    });
    expect(parseDate('31/04/2025', 'dmy')).toEqual({
      problem: 'the date 31/04/2025 is not a real date',
    });
    expect(parseDate('13/13/2025', 'mdy')).toEqual({
      problem: 'the date 13/13/2025 is not a real date',
    });
    expect(parseDate('yesterday', 'dmy')).toEqual({
      problem: 'the date "yesterday" is not a date Cairn can read',
    });
    expect(parseDate('2025-03-14T25:00', 'dmy')).toEqual({
      problem: 'the time in 2025-03-14T25:00 is not a real time',
    });
  });
});

describe('parseTime', () => {
  it('reads 24-hour and 12-hour clocks', () => {
    expect(parseTime('08:30')).toBe('08:30');
    expect(parseTime('8:30')).toBe('08:30');
    expect(parseTime('8:30 PM')).toBe('20:30');
    expect(parseTime('12:15 am')).toBe('00:15');
    expect(parseTime('12 pm')).toBe('12:00');
    expect(parseTime('20:30:15')).toBe('20:30:15');
  });

  it('answers null for what is no time', () => {
    expect(parseTime('25:00')).toBeNull();
    expect(parseTime('13:00 pm')).toBeNull();
    expect(parseTime('8')).toBeNull();
    expect(parseTime('am')).toBeNull();
  });
});

describe('entryInstant', () => {
  it('is the local time in the zone, 12:00 without one', () => {
    expect(entryInstant('2024-03-14', '08:30', 'Europe/London')).toBe('2024-03-14T08:30:00.000Z');
    expect(entryInstant('2024-07-14', '08:30', 'Europe/London')).toBe('2024-07-14T07:30:00.000Z');
    expect(entryInstant('2024-07-14', null, 'America/New_York')).toBe('2024-07-14T16:00:00.000Z');
    expect(entryInstant('2024-07-14', '20:30:15', 'UTC')).toBe('2024-07-14T20:30:15.000Z');
  });

  it('follows the clock across the March change in London', () => {
    // Clocks go from 01:00 GMT to 02:00 BST on 31 March 2024.
    expect(entryInstant('2024-03-31', '00:30', 'Europe/London')).toBe('2024-03-31T00:30:00.000Z');
    expect(entryInstant('2024-03-31', '12:00', 'Europe/London')).toBe('2024-03-31T11:00:00.000Z');
    // 01:30 does not exist that morning: it is read as 02:30 BST.
    expect(entryInstant('2024-03-31', '01:30', 'Europe/London')).toBe('2024-03-31T01:30:00.000Z');
  });

  it('takes the first of the two 01:30s of the November change in New York', () => {
    expect(entryInstant('2024-11-03', '01:30', 'America/New_York')).toBe(
      '2024-11-03T05:30:00.000Z',
    );
    expect(entryInstant('2024-11-03', '12:00', 'America/New_York')).toBe(
      '2024-11-03T17:00:00.000Z',
    );
  });
});

describe('readMoment', () => {
  it("gives an instant's date as the day it was in the account's zone", () => {
    expect(readMoment('2024-03-15T02:30:00Z', undefined, 'ymd', 'America/New_York')).toEqual({
      date: '2024-03-14',
      instant: '2024-03-15T02:30:00.000Z',
      timed: true,
    });
  });

  it('uses a separate time cell, or 12:00', () => {
    expect(readMoment('31/03/2024', '9:15 pm', 'dmy', 'Europe/London')).toEqual({
      date: '2024-03-31',
      instant: '2024-03-31T20:15:00.000Z',
      timed: true,
    });
    expect(readMoment('31/03/2024', '', 'dmy', 'Europe/London')).toEqual({
      date: '2024-03-31',
      instant: '2024-03-31T11:00:00.000Z',
      timed: false,
    });
  });

  it('names what is missing or wrong', () => {
    expect(readMoment(' ', undefined, 'ymd', 'UTC')).toEqual({ problem: 'it has no date' });
    expect(readMoment('2024-03-14', 'noon', 'ymd', 'UTC')).toEqual({
      problem: 'the time "noon" is not a time',
    });
  });
});
