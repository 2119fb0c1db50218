import { describe, expect, it } from 'vitest';
import { moment, parseCsv } from './test-support';

const KG_PER_LB = 0.45359237;

describe('CSV parser, Withings weight.csv', () => {
  it('reads one weight a row in the time zone, passing over rows without a weight', () => {
    const text = [
      'Date,"Weight (kg)","Fat mass (kg)","Bone mass (kg)","Muscle mass (kg)","Hydration (kg)",Comments',
      '"2026-09-17 10:00:00","72.35","15.2","3.1","51.8","40.1",',
      '"2026-09-16 09:58:12","","15.0",,,,"only body fat"',
      '"2026-09-15 07:00:00","abc",,,,,',
      '"2026-09-14 07:00:00","800",,,,,',
      '"15/09/2026","70",,,,,',
      '"2026-01-10 07:00:00","71.9",,,,,"after the holidays, finally"',
    ].join('\r\n');
    const parsed = parseCsv(`\uFEFF${text}\r\n`);
    expect(parsed.layout).toBe('withings_weight');
    expect(parsed.readings).toEqual([
      { line: 2, reading: moment('weight', '2026-09-17T08:00:00Z', 72.35) },
      { line: 7, reading: moment('weight', '2026-01-10T06:00:00Z', 71.9) },
    ]);
    expect(parsed.errors).toEqual([
      { line: 4, message: "Weight (kg): 'abc' is not a number" },
      { line: 5, message: 'Weight (kg): Weight must be 1 to 500 kg' },
      {
        line: 6,
        message:
          "Date: '15/09/2026' is not a date and time (expected a date and time such as 2026-09-17 10:00:00)",
      },
    ]);
    expect(parsed.stats).toEqual({ rows: 6, readings: 2, badRows: 3 });
  });

  it('converts a weight column in pounds', () => {
    const parsed = parseCsv(
      'Date,"Weight (lb)",Comments\n2026-09-17 10:00:00,160,\n2026-09-18 10:00:00,1200,\n',
    );
    expect(parsed.readings).toHaveLength(1);
    expect(parsed.readings[0]?.reading.value).toBeCloseTo(160 * KG_PER_LB, 9);
    expect(parsed.errors).toEqual([
      { line: 3, message: 'Weight (lb): Weight must be 1 to 500 kg (1,200 lb is 544.31 kg)' },
    ]);
  });

  it('reads the older export with lean mass and a 12-hour clock', () => {
    const parsed = parseCsv(
      '"Date","Weight (kg)","Fat mass (kg)","Lean mass (kg)","Comments"\n"2016-05-31 6:36 AM","64.2","","",""\n"2016-06-01 7:02 PM","64.0","","",""\n',
    );
    expect(parsed.readings).toEqual([
      { line: 2, reading: moment('weight', '2016-05-31T04:36:00Z', 64.2) },
      { line: 3, reading: moment('weight', '2016-06-01T17:02:00Z', 64) },
    ]);
  });
});

describe('CSV parser, Withings bp.csv', () => {
  it('reads a blood pressure and the pulse taken with it, and reports a bad half', () => {
    const text = [
      'Date,"Heart rate","Systolic","Diastolic",Comments',
      '"2026-09-17 08:00:00","64","121","79",',
      '"2026-09-16 08:00:00","","118","77",',
      '"2026-09-15 08:00:00","400","125","80","cuff slipped"',
      '"2026-09-14 08:00:00","70","125","",',
      '"2026-09-13 08:00:00","","","",',
    ].join('\n');
    const parsed = parseCsv(text);
    expect(parsed.layout).toBe('withings_bp');
    expect(parsed.readings).toEqual([
      { line: 2, reading: moment('blood_pressure', '2026-09-17T06:00:00Z', 121, { value2: 79 }) },
      { line: 2, reading: moment('heart_rate', '2026-09-17T06:00:00Z', 64) },
      { line: 3, reading: moment('blood_pressure', '2026-09-16T06:00:00Z', 118, { value2: 77 }) },
      { line: 4, reading: moment('blood_pressure', '2026-09-15T06:00:00Z', 125, { value2: 80 }) },
      { line: 5, reading: moment('heart_rate', '2026-09-14T06:00:00Z', 70) },
    ]);
    expect(parsed.errors).toEqual([
      { line: 4, message: 'Heart rate: Heart rate must be 20 to 300 bpm' },
      { line: 5, message: 'Diastolic: missing (expected a number in mmHg)' },
    ]);
    expect(parsed.stats).toEqual({ rows: 5, readings: 5, badRows: 2 });
  });

  it('names the column of a pressure that cannot be real', () => {
    const parsed = parseCsv(
      'Date,Heart rate,Systolic,Diastolic\n2026-09-17 08:00,,90,95\n2026-09-17 09:00,,x,80\n',
    );
    expect(parsed.errors).toEqual([
      { line: 2, message: 'Diastolic: diastolic pressure must be below the systolic (90 mmHg)' },
      { line: 3, message: "Systolic: 'x' is not a number" },
    ]);
  });
});
