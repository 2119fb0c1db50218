import { describe, expect, it } from 'vitest';
import type { SourcedReading } from '../reading-types';
import { FIXTURE_EXPORT, parseExport } from './test-fixture';

const at = (iso: string) => Date.parse(iso);
const KG_PER_LB = 0.45359237;
const WATCH = 'Jane’s Apple Watch';
const PHONE = 'Jane’s iPhone';

function reading(
  type: SourcedReading['type'],
  source: string,
  start: string,
  value: number,
  more: Partial<SourcedReading> = {},
): SourcedReading {
  return {
    type,
    start: at(start),
    end: null,
    value,
    value2: null,
    context: '',
    quality: null,
    source,
    ...more,
  };
}

const sleep = (source: string, start: string, end: string, minutes: number, stage: string) =>
  reading(stage === '' ? 'time_in_bed' : 'sleep', source, start, minutes, {
    end: at(end),
    context: stage,
  });

/** The fixture's readings, in the order of the file, with values in Cairn's units. */
const EXPECTED: SourcedReading[] = [
  reading('heart_rate', WATCH, '2024-01-05T13:31:00Z', 72),
  // "2024-01-06 09:00:00 +0530"
  reading('heart_rate', WATCH, '2024-01-06T03:30:00Z', 64),
  reading('heart_rate', 'Jane’s & Sam’s <Polar>', '2024-01-05T09:00:00Z', 88.5),
  reading('resting_heart_rate', WATCH, '2024-01-05T05:04:13Z', 58),
  reading('heart_rate_variability', WATCH, '2024-01-05T08:11:50Z', 45.5125),
  reading('oxygen_saturation', WATCH, '2024-01-05T07:40:11Z', 97),
  reading('body_temperature', 'Kinsa', '2024-01-05T12:00:00Z', 37),
  reading('weight', 'Withings', '2024-01-05T12:15:00Z', 154.3 * KG_PER_LB),
  reading('glucose_level', 'Contour', '2024-01-05T17:30:00Z', 5.5 * 18.0156),
  reading('steps', PHONE, '2024-01-05T13:40:03Z', 412, { end: at('2024-01-05T13:49:41Z') }),
  sleep(PHONE, '2024-01-05T03:30:00Z', '2024-01-05T11:45:00Z', 495, ''),
  sleep(WATCH, '2024-01-05T03:45:00Z', '2024-01-05T04:30:00Z', 45, 'core'),
  sleep(WATCH, '2024-01-05T04:30:00Z', '2024-01-05T05:10:30Z', 40.5, 'deep'),
  sleep(WATCH, '2024-01-05T05:14:00Z', '2024-01-05T05:40:00Z', 26, 'rem'),
  sleep(WATCH, '2024-01-05T05:40:00Z', '2024-01-05T06:00:00Z', 20, 'asleep'),
  // An older export's plain integer value: 1 is asleep.
  sleep('Sleep Cycle', '2019-03-01T22:00:00Z', '2019-03-02T05:30:00Z', 450, 'asleep'),
  reading('blood_pressure', 'Withings', '2024-01-05T12:20:00Z', 124, { value2: 79 }),
];

describe('Apple Health export parser', () => {
  const parsed = parseExport([FIXTURE_EXPORT]);

  it('reads every kept record as a reading in canonical units, in file order', () => {
    expect(parsed.readings).toHaveLength(EXPECTED.length);
    parsed.readings.forEach((actual, index) => {
      const expected = EXPECTED[index] as SourcedReading;
      expect({ ...actual, value: 0 }).toEqual({ ...expected, value: 0 });
      expect(actual.value).toBeCloseTo(expected.value, 6);
    });
  });

  it('counts records, readings, ignored and skipped records', () => {
    expect(parsed.stats).toEqual({
      // 24 top-level Records and 3 Correlations; Workout, ActivitySummary and ClinicalRecord
      // are not records.
      records: 27,
      readings: 17,
      // Active energy, an awake period, an old-style awake (2), a food Correlation.
      ignored: 4,
      // "abc", 400 bpm, an ISO date, a blood pressure without its diastolic. The two top-level
      // halves of the blood pressure are in none of the counts.
      skipped: 4,
      exportDate: '2024-06-08T18:12:17.000Z',
    });
  });

  it('announces each source once, before its first reading, with its device', () => {
    expect(parsed.sources).toEqual([
      { name: WATCH, manufacturer: 'Apple Inc.', model: 'Watch', hardware: 'Watch6,1' },
      { name: 'Jane’s & Sam’s <Polar>', manufacturer: null, model: null, hardware: null },
      { name: 'Kinsa', manufacturer: null, model: null, hardware: null },
      { name: 'Withings', manufacturer: null, model: null, hardware: null },
      { name: 'Contour', manufacturer: null, model: null, hardware: null },
      { name: PHONE, manufacturer: 'Apple Inc.', model: 'iPhone', hardware: 'iPhone14,5' },
      { name: 'Sleep Cycle', manufacturer: null, model: null, hardware: null },
    ]);
  });

  it('names a source with the device of its first record that has one', () => {
    const device =
      '&lt;&lt;HKDevice: 0x1&gt;, name:Withings, manufacturer:Withings, Inc., model:BPM Connect, hardware:WPM05&gt;';
    const record = (type: string, value: string, deviceAttribute: string) =>
      ` <Record type="${type}" sourceName="Health Mate"${deviceAttribute} unit="count"` +
      ` startDate="2024-01-05 08:00:00 +0000" endDate="2024-01-05 08:01:00 +0000" value="${value}"/>\n`;
    const xml =
      '<HealthData locale="en_GB">\n' +
      record('HKQuantityTypeIdentifierFlightsClimbed', '2', ` device="${device}"`) +
      record('HKQuantityTypeIdentifierStepCount', '50', '') +
      '</HealthData>';
    expect(parseExport([xml]).sources).toEqual([
      {
        name: 'Health Mate',
        manufacturer: 'Withings, Inc.',
        model: 'BPM Connect',
        hardware: 'WPM05',
      },
    ]);
  });

  it('announces no source whose records Cairn does not keep', () => {
    const xml =
      '<HealthData locale="en_US"><Record type="HKQuantityTypeIdentifierActiveEnergyBurned"' +
      ' sourceName="Strava" unit="Cal" startDate="2024-01-05 08:00:00 +0000"' +
      ' endDate="2024-01-05 08:30:00 +0000" value="300"/></HealthData>';
    const result = parseExport([xml]);
    expect(result.sources).toEqual([]);
    expect(result.stats).toMatchObject({ records: 1, readings: 0, ignored: 1, skipped: 0 });
  });

  it('skips steps and sleep that end before they start, and sleep longer than a day', () => {
    const record = (type: string, value: string, start: string, end: string) =>
      `<Record type="${type}" sourceName="X" unit="count" startDate="${start}" endDate="${end}" value="${value}"/>`;
    const xml =
      '<HealthData locale="en_US">' +
      record(
        'HKQuantityTypeIdentifierStepCount',
        '10',
        '2024-01-05 08:00:00 +0000',
        '2024-01-05 07:59:59 +0000',
      ) +
      record(
        'HKCategoryTypeIdentifierSleepAnalysis',
        'HKCategoryValueSleepAnalysisInBed',
        '2024-01-05 08:00:00 +0000',
        '2024-01-06 08:00:01 +0000',
      ) +
      record(
        'HKCategoryTypeIdentifierSleepAnalysis',
        'HKCategoryValueSleepAnalysisNapping',
        '2024-01-05 08:00:00 +0000',
        '2024-01-05 09:00:00 +0000',
      ) +
      '</HealthData>';
    expect(parseExport([xml]).stats).toMatchObject({ records: 3, readings: 0, skipped: 3 });
  });

  it('skips a quantity without a unit or in a unit Cairn does not know', () => {
    const xml =
      '<HealthData locale="en_US">' +
      '<Record type="HKQuantityTypeIdentifierBodyMass" sourceName="X" startDate="2024-01-05 08:00:00 +0000" endDate="2024-01-05 08:00:00 +0000" value="70"/>' +
      '<Record type="HKQuantityTypeIdentifierBodyMass" sourceName="X" unit="oz" startDate="2024-01-05 08:00:00 +0000" endDate="2024-01-05 08:00:00 +0000" value="70"/>' +
      '<Record type="HKQuantityTypeIdentifierBodyMass" sourceName="X" unit="st" startDate="2024-01-05 08:00:00 +0000" endDate="2024-01-05 08:00:00 +0000" value="11"/>' +
      '</HealthData>';
    const result = parseExport([xml]);
    expect(result.stats).toMatchObject({ records: 3, readings: 1, skipped: 2 });
    expect(result.readings[0]?.value).toBeCloseTo(11 * 14 * 0.45359237, 6);
  });

  it('skips a blood pressure whose diastolic is not below its systolic', () => {
    const half = (type: string, value: number) =>
      `<Record type="HKQuantityTypeIdentifierBloodPressure${type}" sourceName="Omron" unit="mmHg" startDate="2024-01-05 08:00:00 +0000" endDate="2024-01-05 08:00:00 +0000" value="${value}"/>`;
    const xml =
      '<HealthData locale="en_US"><Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Omron"' +
      ' startDate="2024-01-05 08:00:00 +0000" endDate="2024-01-05 08:00:00 +0000">' +
      half('Systolic', 80) +
      half('Diastolic', 90) +
      '</Correlation></HealthData>';
    expect(parseExport([xml]).stats).toMatchObject({ records: 1, readings: 0, skipped: 1 });
  });
});
