import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dailyOfTuple,
  dailyTuple,
  readingOfTuple,
  readingTuple,
  type ExportReading,
} from './biometric-export';
import { SLEEP_STAGES } from './biometrics/reading-types';

const T = 1_767_225_600_000;

describe('readingTuple', () => {
  it('leaves out empty items at the end and writes null for those in the middle', () => {
    const moment = { start: T, end: null, value: 72, value2: null, context: '', quality: null };
    expect(readingTuple(moment)).toEqual([T, 72]);
    expect(JSON.stringify(readingTuple(moment))).toBe('[1767225600000,72]');
    expect(readingTuple({ ...moment, value2: 80 })).toEqual([T, 72, 80]);
    expect(readingTuple({ ...moment, quality: 90 })).toEqual([T, 72, null, null, null, 90]);
    expect(readingTuple({ ...moment, end: T + 1, context: 'rem' })).toEqual([
      T,
      72,
      null,
      T + 1,
      'rem',
    ]);
  });

  it('reads back every reading exactly as it was', () => {
    const nullable = <V>(value: fc.Arbitrary<V>) => fc.option(value, { nil: null });
    // JSON has no -0: a device never measures one.
    const number = fc
      .double({ noNaN: true, noDefaultInfinity: true })
      .filter((v) => !Object.is(v, -0));
    fc.assert(
      fc.property(
        fc.record({
          start: fc.integer({ min: 0, max: 2 ** 42 }),
          end: nullable(fc.integer({ min: 0, max: 2 ** 42 })),
          value: number,
          value2: nullable(number),
          context: fc.constantFrom('', ...SLEEP_STAGES),
          quality: nullable(fc.integer({ min: 0, max: 100 })),
        }),
        (reading) => {
          const tuple = JSON.parse(JSON.stringify(readingTuple(reading))) as ExportReading;
          expect(readingOfTuple('sleep', tuple)).toEqual({ type: 'sleep', ...reading });
          expect(tuple.length).toBeLessThanOrEqual(6);
          expect(tuple[tuple.length - 1]).not.toBeNull();
        },
      ),
    );
  });
});

describe('dailyTuple', () => {
  it('leaves out the diastolic sum when there is none, and reads back exactly', () => {
    const day = { date: '2026-02-10', count: 3, sum: 190.5, min: 60, max: 70.5, sum2: null };
    expect(dailyTuple(day)).toEqual(['2026-02-10', 3, 190.5, 60, 70.5]);
    expect(dailyOfTuple(dailyTuple(day))).toEqual(day);
    expect(dailyOfTuple(dailyTuple({ ...day, sum2: 240 }))).toEqual({ ...day, sum2: 240 });
  });
});
