import { describe, expect, it } from 'vitest';
import { dailyValues, sleepHoursByDate } from './daily-values';
import { PHONE, row, WATCH, type TestDevice } from './test-days';

const DAY = '2026-11-20';

describe('daily values', () => {
  it('average a level over every reading of every device', () => {
    const values = dailyValues([
      row('resting_heart_rate', DAY, 0, WATCH, { count: 2, sum: 120, min: 58, max: 62 }),
      row('resting_heart_rate', DAY, 66, PHONE),
    ]);
    expect(values.get('resting_heart_rate')?.get(DAY)).toEqual({
      value: 62,
      value2: null,
      min: 58,
      max: 66,
      count: 3,
      // Sorted by name.
      sources: [WATCH.name, PHONE.name],
    });
  });

  it('take the largest device for steps and sleep rather than adding a phone to a watch', () => {
    const values = dailyValues([
      row('steps', DAY, 0, PHONE, { count: 40, sum: 5000, min: 10, max: 900 }),
      row('steps', DAY, 0, WATCH, { count: 60, sum: 6200, min: 5, max: 800 }),
      row('sleep', DAY, 0, WATCH, { count: 5, sum: 400, min: 30, max: 120 }),
      row('sleep', DAY, 0, PHONE, { count: 2, sum: 430, min: 200, max: 230 }),
    ]);
    expect(values.get('steps')?.get(DAY)).toEqual({
      value: 6200,
      value2: null,
      min: 5,
      max: 800,
      count: 60,
      sources: [WATCH.name],
    });
    expect(values.get('sleep')?.get(DAY)).toMatchObject({
      value: 430,
      count: 2,
      sources: [PHONE.name],
    });
  });

  it('average the diastolic of blood pressure as value2', () => {
    const values = dailyValues([
      row('blood_pressure', DAY, 0, WATCH, { count: 2, sum: 250, min: 120, max: 130, sum2: 160 }),
      row('blood_pressure', DAY, 0, PHONE, { count: 1, sum: 140, min: 140, max: 140, sum2: 90 }),
    ]);
    expect(values.get('blood_pressure')?.get(DAY)).toMatchObject({
      value: 130,
      value2: 250 / 3,
      count: 3,
    });
  });

  it('skip rows without readings', () => {
    const values = dailyValues([
      row('weight', DAY, 70.1, WATCH),
      row('weight', DAY, 0, PHONE, { count: 0, sum: 0 }),
    ]);
    expect(values.get('weight')?.get(DAY)).toMatchObject({ value: 70.1, count: 1 });
  });

  it('give the same answer to the last bit, and the same device on a tie, in any row order', () => {
    const SCALE: TestDevice = { id: 'scale', name: 'Bathroom scale' };
    // Added in one order these make 60.20000000000001, in the other 60.199999999999996.
    const rows = [
      row('weight', DAY, 60.1, WATCH),
      row('weight', DAY, 60.2, PHONE),
      row('weight', DAY, 60.3, SCALE),
      row('steps', DAY, 6000, WATCH),
      row('steps', DAY, 6000, PHONE),
    ];
    const values = dailyValues(rows);
    expect(dailyValues([...rows].reverse())).toEqual(values);
    expect(values.get('steps')?.get(DAY)?.sources).toEqual([PHONE.name]);
  });
});

describe('sleep hours by date', () => {
  it('read sleep in hours, and fall back to time in bed only on nights without sleep', () => {
    const nights = sleepHoursByDate(
      dailyValues([
        row('sleep', '2026-11-20', 420),
        row('time_in_bed', '2026-11-20', 500),
        row('time_in_bed', '2026-11-21', 480, PHONE),
        row('sleep', '2026-11-22', 330),
      ]),
    );
    expect([...nights]).toEqual([
      ['2026-11-20', { hours: 7, fromTimeInBed: false, sources: [WATCH.name] }],
      ['2026-11-21', { hours: 8, fromTimeInBed: true, sources: [PHONE.name] }],
      ['2026-11-22', { hours: 5.5, fromTimeInBed: false, sources: [WATCH.name] }],
    ]);
  });

  it('give no nights without sleep readings', () => {
    expect(sleepHoursByDate(dailyValues([row('steps', DAY, 100)])).size).toBe(0);
  });
});
