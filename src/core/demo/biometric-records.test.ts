import { describe, expect, it } from 'vitest';
import { readingOfTuple, type ExportDailySummary } from '../biometric-export';
import { biometricCorrelations } from '../biometrics/correlations';
import type { DailyAggregate } from '../biometrics/daily-values';
import { createLocalDater } from '../biometrics/local-dates';
import { countedAt, SLEEP_STAGES, type ReadingType } from '../biometrics/reading-types';
import { addDays } from '../calendar';
import type { ExportDocument } from '../data-export';
import { DEMO_RAW_DAYS, DEMO_RETENTION_DAYS, DEMO_SCALE, DEMO_WATCH } from './biometric-records';
import { NO_DEMO_EFFECTS } from './demo-options';
import { generateDemoData } from './generate-demo-data';

const END = '2026-03-14';
const ZONE = 'Europe/Madrid';
const year = generateDemoData({ seed: 14, endDate: END, days: 365 });
const dayOf = createLocalDater(ZONE);
const dates = Array.from({ length: 365 }, (_, index) => addDays(END, index - 364));
const rawDates = dates.slice(-DEMO_RAW_DAYS);

const devices = year.biometricDevices!;
const [watch, scale] = devices;
const seriesOf = (doc: ExportDocument, deviceId: string, type: ReadingType) =>
  doc.biometricReadings!.find((s) => s.deviceId === deviceId && s.type === type);
const daysOf = (doc: ExportDocument, deviceId: string, type: ReadingType) =>
  doc.biometricDailySummaries!.find((s) => s.deviceId === deviceId && s.type === type)?.days ?? [];

/** The summaries as the correlations read them from the server. */
function aggregates(doc: ExportDocument): DailyAggregate[] {
  const names = new Map(doc.biometricDevices!.map((d) => [d.id, d.name]));
  return doc.biometricDailySummaries!.flatMap((series) =>
    series.days.map(([date, count, sum, min, max, sum2]) => ({
      deviceId: series.deviceId,
      deviceName: names.get(series.deviceId)!,
      type: series.type,
      date,
      count,
      sum,
      min,
      max,
      sum2: sum2 ?? null,
    })),
  );
}

describe('generateDemoData: Biometric Integration', () => {
  it('has an Apple Watch and a pushing scale, without any token', () => {
    expect(devices.map((d) => [d.name, d.type, d.connection, d.sourceName])).toEqual([
      [DEMO_WATCH, 'smartwatch', 'apple_health', 'Robin’s Apple Watch'],
      [DEMO_SCALE, 'smart_scale', 'push', null],
    ]);
    for (const device of devices) {
      expect(device.dataRetentionDays).toBe(DEMO_RETENTION_DAYS);
      expect(device.createdAt).toBe(year.profile.createdAt);
      expect(Object.keys(device).filter((key) => /token|hash/i.test(key))).toEqual([]);
    }
    expect(year.healthAlerts).toEqual([]);
  });

  it('keeps raw readings for the last days only, and a summary for every day of the year', () => {
    const raw = year.biometricReadings!.flatMap((s) =>
      s.readings.map((tuple) => readingOfTuple(s.type, tuple)),
    );
    const rawDays = new Set(raw.map((reading) => dayOf(countedAt(reading))));
    expect([...rawDays].sort()).toEqual(rawDates);
    expect(raw.every((r) => (r.end ?? r.start) <= Date.parse(year.exportedAt))).toBe(true);
    expect(
      year.biometricReadings!.map((s) => [s.deviceId, s.type, s.readings.length]),
    ).toMatchObject([
      [watch!.id, 'resting_heart_rate', DEMO_RAW_DAYS],
      [watch!.id, 'heart_rate_variability', 3 * DEMO_RAW_DAYS],
      [watch!.id, 'oxygen_saturation', 3 * DEMO_RAW_DAYS],
      [watch!.id, 'steps', expect.any(Number)],
      [watch!.id, 'sleep', expect.any(Number)],
      [scale!.id, 'weight', expect.any(Number)],
    ]);
    for (const type of ['resting_heart_rate', 'steps', 'sleep'] as const) {
      expect(daysOf(year, watch!.id, type).map(([date]) => date)).toEqual(dates);
    }
    // Weighed on about one morning in three.
    const weighed = daysOf(year, scale!.id, 'weight').length / 365;
    expect(weighed).toBeGreaterThan(0.25);
    expect(weighed).toBeLessThan(0.45);
  });

  it('summarises each day from exactly the readings it had, on the day each counts on', () => {
    for (const series of year.biometricReadings!) {
      const expected = new Map<string, ExportDailySummary>();
      for (const tuple of series.readings) {
        const reading = readingOfTuple(series.type, tuple);
        const date = dayOf(countedAt(reading));
        const found = expected.get(date);
        const v = reading.value;
        expected.set(
          date,
          found
            ? [date, found[1] + 1, found[2] + v, Math.min(found[3], v), Math.max(found[4], v)]
            : [date, 1, v, v, v],
        );
      }
      const summarised = daysOf(year, series.deviceId, series.type).filter(([date]) =>
        expected.has(date),
      );
      expect(summarised).toEqual([...expected.values()]);
    }
  });

  it("measures each night as the journal's sleep, give or take a little, in whole stages", () => {
    const asleep = new Map(daysOf(year, watch!.id, 'sleep').map(([date, , sum]) => [date, sum]));
    const journals = year.journalEntries.filter((e) => e.kind === 'journal');
    for (const entry of journals) {
      expect(Math.abs(asleep.get(entry.date)! / 60 - entry.sleepHours!)).toBeLessThan(0.75);
    }
    for (const tuple of seriesOf(year, watch!.id, 'sleep')!.readings) {
      const reading = readingOfTuple('sleep', tuple);
      expect(SLEEP_STAGES).toContain(reading.context);
      expect((reading.end! - reading.start) / 60_000).toBe(reading.value);
    }
  });

  it('raises resting heart rate with pain by the planted amount, and the correlations find it', () => {
    const slopeOf = (doc: ExportDocument) => {
      const resting = new Map(
        daysOf(doc, doc.biometricDevices![0]!.id, 'resting_heart_rate').map(([date, , sum]) => [
          date,
          sum,
        ]),
      );
      const points = doc.journalEntries
        .filter((e) => e.kind === 'journal')
        .map((e) => [Math.max(0, e.painLevel - 3), resting.get(e.date)!] as const);
      const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
      const mx = mean(points.map(([x]) => x));
      const my = mean(points.map(([, y]) => y));
      const cov = points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
      return cov / points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
    };
    expect(Math.abs(slopeOf(year) - 1)).toBeLessThan(0.2);
    const calm = generateDemoData({
      seed: 14,
      endDate: END,
      days: 365,
      effects: { restingHeartRate: 0 },
    });
    expect(Math.abs(slopeOf(calm))).toBeLessThan(0.2);

    const found = (doc: ExportDocument) =>
      biometricCorrelations({
        entries: doc.journalEntries,
        aggregates: aggregates(doc),
        today: END,
        now: new Date(doc.exportedAt),
      }).correlations.filter((c) => c.significant && c.metric === 'resting_heart_rate');
    expect(found(year).map((c) => [c.lag, c.correlation > 0])).toContainEqual([0, true]);
    expect(found(calm)).toEqual([]);
  });

  it('is the same for the same seed, and another for another seed or no effects', () => {
    const again = generateDemoData({ seed: 14, endDate: END, days: 365 });
    expect(again.biometricReadings).toEqual(year.biometricReadings);
    expect(again.biometricDailySummaries).toEqual(year.biometricDailySummaries);
    const other = generateDemoData({ seed: 15, endDate: END, days: 365 });
    expect(other.biometricDailySummaries).not.toEqual(year.biometricDailySummaries);
    // Without the planted effect the pain, sleep and every other record stay as they were.
    const flat = generateDemoData({
      seed: 14,
      endDate: END,
      days: 365,
      effects: { ...NO_DEMO_EFFECTS, restingHeartRate: 1 },
    });
    const none = generateDemoData({ seed: 14, endDate: END, days: 365, effects: NO_DEMO_EFFECTS });
    expect(flat.journalEntries).toEqual(none.journalEntries);
    expect(daysOf(flat, flat.biometricDevices![0]!.id, 'sleep')).toEqual(
      daysOf(none, none.biometricDevices![0]!.id, 'sleep'),
    );
  });

  it('stays a small part of the file', () => {
    const { biometricReadings, biometricDailySummaries } = year;
    expect(JSON.stringify({ biometricReadings, biometricDailySummaries }).length).toBeLessThan(
      200_000,
    );
    expect(JSON.stringify(year).length).toBeLessThan(1_000_000);
  });
});
