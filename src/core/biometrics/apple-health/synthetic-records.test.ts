import { describe, expect, it } from 'vitest';
import { appleHealthExportXml } from './export-writer';
import {
  SYNTHETIC_PHONE,
  SYNTHETIC_SCALE,
  SYNTHETIC_WATCH,
  syntheticAppleHealthRecords,
} from './synthetic-records';
import { parseExport } from './test-fixture';

const END = Date.UTC(2024, 5, 8, 18, 0, 0);
const options = (records: number, seed = 7) => ({
  records,
  endDate: END,
  offsetMinutes: -240,
  seed,
});

describe('syntheticAppleHealthRecords', () => {
  it('gives exactly the number of items asked for, the newest at or before the end date', () => {
    for (const records of [0, 1, 17, 250, 4321]) {
      const items = [...syntheticAppleHealthRecords(options(records))];
      expect(items).toHaveLength(records);
      const ends = items.map((item) => ('kind' in item ? item.start : item.end));
      if (records > 0) {
        expect(Math.max(...ends)).toBeLessThanOrEqual(END);
        expect(Math.max(...ends)).toBeGreaterThan(END - 86_400_000);
      }
    }
  });

  it('is the same for the same seed and different for another', () => {
    const first = [...syntheticAppleHealthRecords(options(3000))];
    expect([...syntheticAppleHealthRecords(options(3000))]).toEqual(first);
    expect([...syntheticAppleHealthRecords(options(3000, 8))]).not.toEqual(first);
  });

  it('mixes heart rate (most), steps, sleep, HRV, oxygen, weight and blood pressure', () => {
    const items = [...syntheticAppleHealthRecords(options(20_000))];
    const byType = new Map<string, number>();
    for (const item of items) {
      const key = 'kind' in item ? 'bloodPressure' : item.type;
      byType.set(key, (byType.get(key) ?? 0) + 1);
    }
    const count = (type: string) => byType.get(type) ?? 0;
    const heartRate = count('HKQuantityTypeIdentifierHeartRate');
    expect(heartRate).toBe(Math.max(...byType.values()));
    expect(heartRate / items.length).toBeGreaterThan(0.4);
    for (const type of [
      'HKQuantityTypeIdentifierStepCount',
      'HKCategoryTypeIdentifierSleepAnalysis',
      'HKQuantityTypeIdentifierHeartRateVariabilitySDNN',
      'HKQuantityTypeIdentifierRestingHeartRate',
      'HKQuantityTypeIdentifierOxygenSaturation',
      'HKQuantityTypeIdentifierBodyMass',
      'bloodPressure',
    ]) {
      expect(count(type), type).toBeGreaterThan(0);
    }
    // One resting heart rate a day.
    const days = (END - Math.min(...items.map((item) => item.start))) / 86_400_000;
    expect(Math.abs(count('HKQuantityTypeIdentifierRestingHeartRate') - days)).toBeLessThan(2);
    expect(new Set(items.map((item) => item.sourceName))).toEqual(
      new Set([SYNTHETIC_WATCH, SYNTHETIC_PHONE, SYNTHETIC_SCALE]),
    );
  });

  it('parses without a skipped record: every item is a reading or an awake period', () => {
    const items = [...syntheticAppleHealthRecords(options(5000))];
    const pressures = items.filter((item) => 'kind' in item).length;
    const awake = items.filter(
      (item) => !('kind' in item) && item.value === 'HKCategoryValueSleepAnalysisAwake',
    ).length;
    const { stats, sources } = parseExport(appleHealthExportXml(items, { exportDate: END }));
    expect(stats).toEqual({
      // Each blood pressure is written as a Correlation and its two top-level halves.
      records: 5000 + 2 * pressures,
      readings: 5000 - awake,
      ignored: awake,
      skipped: 0,
      exportDate: '2024-06-08T18:00:00.000Z',
    });
    expect(sources.map((source) => source.name).sort()).toEqual(
      [SYNTHETIC_WATCH, SYNTHETIC_PHONE, SYNTHETIC_SCALE].sort(),
    );
  });
});
