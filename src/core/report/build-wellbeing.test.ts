import { describe, expect, it } from 'vitest';
import { entry } from '../test-support/entries';
import { reportData } from '../test-support/report';

const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}`;

describe('buildReportData: sleep', () => {
  it('calls quality 7 good, 6 and 5 neither, 4.9 and below poor', () => {
    const sleep = reportData([
      entry({ date: day(20), painLevel: 2, sleepQuality: 7 }),
      entry({ date: day(21), painLevel: 3, sleepQuality: 6 }),
      entry({ date: day(22), painLevel: 4, sleepQuality: 5 }),
      entry({ date: day(23), painLevel: 7, sleepQuality: 4.9 }),
      entry({ date: day(24), painLevel: 9, sleepQuality: 0 }),
      entry({ date: day(25), painLevel: 5, sleepQuality: null, sleepHours: 6.5 }),
      entry({ date: day(26), painLevel: 5, sleepQuality: 10, sleepHours: 7.5 }),
    ]).sleep;
    expect(sleep).toEqual({
      nights: 6,
      averageQuality: (7 + 6 + 5 + 4.9 + 0 + 10) / 6,
      hoursNights: 2,
      averageHours: 7,
      goodNights: 2,
      poorNights: 2,
      painAfterGood: 3.5, // 2 and 5
      painAfterPoor: 8, // 7 and 9
    });
  });

  it('has sleep hours without quality, and nothing without either', () => {
    expect(reportData([entry({ date: day(20), sleepHours: 8 })]).sleep).toMatchObject({
      nights: 0,
      averageQuality: null,
      averageHours: 8,
      painAfterGood: null,
      painAfterPoor: null,
    });
    expect(reportData([entry({ date: day(20) })]).sleep).toBeNull();
  });

  it("takes the day's journal sleep over a quick log's", () => {
    const sleep = reportData([
      entry({ date: day(20), kind: 'quick', sleepQuality: 2 }),
      entry({ date: day(20), kind: 'journal', sleepQuality: 8 }),
    ]).sleep;
    expect(sleep).toMatchObject({ nights: 1, averageQuality: 8, goodNights: 1, poorNights: 0 });
  });
});

describe('buildReportData: stress', () => {
  it('sets severe-pain days (7 or more) against mild-pain days (3 or less)', () => {
    const tenths = (date: string, base: number, stressLevel: number) => [
      entry({ date, painLevel: base, stressLevel }),
      ...Array.from({ length: 8 }, () => entry({ date, painLevel: base, kind: 'quick' })),
      entry({ date, painLevel: base + 1, kind: 'quick' }),
    ]; // a day mean of base + 0.1
    const stress = reportData([
      entry({ date: day(20), painLevel: 7, stressLevel: 8 }),
      entry({ date: day(21), painLevel: 10, stressLevel: 10 }),
      ...tenths(day(22), 6, 1), // 6.1: neither
      entry({ date: day(23), painLevel: 3, stressLevel: 2 }),
      entry({ date: day(24), painLevel: 0, stressLevel: 4 }),
      ...tenths(day(25), 3, 9), // 3.1: neither
      entry({ date: day(26), painLevel: 9, stressLevel: null }),
    ]).stress;
    expect(stress).toEqual({
      days: 6,
      average: (8 + 10 + 1 + 2 + 4 + 9) / 6,
      severePain: { days: 2, averageStress: 9 },
      mildPain: { days: 2, averageStress: 3 },
    });
  });

  it('has an empty group rather than a zero when a kind of day is missing', () => {
    const stress = reportData([entry({ date: day(20), painLevel: 5, stressLevel: 6 })]).stress;
    expect(stress?.severePain).toEqual({ days: 0, averageStress: null });
    expect(stress?.mildPain).toEqual({ days: 0, averageStress: null });
    expect(reportData([entry({ date: day(20) })]).stress).toBeNull();
  });
});

describe('buildReportData: mood, energy and weather', () => {
  it('averages mood and energy over the days that record them', () => {
    const data = reportData([
      entry({ date: day(20), moodLevel: 2, energyLevel: 3 }),
      entry({ date: day(21), moodLevel: 5 }),
      entry({ date: day(22) }),
    ]);
    expect(data.mood).toEqual({ days: 2, average: 3.5, lowest: 2, highest: 5 });
    expect(data.energy).toEqual({ days: 1, average: 3, lowest: 3, highest: 3 });
  });

  it('reads pressure only when the weather section is included; low is below 1010', () => {
    const entries = [
      entry({ date: day(20), painLevel: 8, pressure: 1009.9 }),
      entry({ date: day(21), painLevel: 4, pressure: 1010 }),
      entry({ date: day(22), painLevel: 2, pressure: 1020.1 }),
    ];
    expect(reportData(entries).weather).toBeNull();
    const weather = reportData(entries, {
      settings: { includeSections: { weather: true } as never },
    }).weather;
    expect(weather).toEqual({
      days: 3,
      averagePressure: (1009.9 + 1010 + 1020.1) / 3,
      lowPressureDays: 1,
      painOnLowPressure: 8,
      painOnOtherDays: 3,
    });
  });
});
