import { describe, expect, it } from 'vitest';
import { addDays, weekdayIndex } from '../calendar';
import type { ExportDocument } from '../data-export';
import type { JournalEntry } from '../journal';
import { localDate } from '../time-zone';
import { NO_DEMO_EFFECTS, type DemoEffects } from './demo-options';
import { generateDemoData } from './generate-demo-data';
import { winterness } from './season';

/**
 * The planted effects are visible in the raw data: with one effect planted and every other
 * at 0, the difference it makes to journal pain is about its size; with all at 0, none of the
 * factors makes a difference. Ten years of days keep the sampling error near 0.05 points.
 */

const END = '2026-03-14';
const DAYS = 3650;

function decade(effects: Partial<DemoEffects>, seed = 21): ExportDocument {
  return generateDemoData({
    seed,
    endDate: END,
    days: DAYS,
    effects: { ...NO_DEMO_EFFECTS, ...effects },
  });
}

const journalsOf = (doc: ExportDocument) => doc.journalEntries.filter((e) => e.kind === 'journal');
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** Mean pain of the entries where `test` holds minus the mean of the rest (n on both sides). */
function difference(entries: JournalEntry[], test: (entry: JournalEntry) => boolean | null) {
  const yes: number[] = [];
  const no: number[] = [];
  for (const entry of entries) {
    const result = test(entry);
    if (result === true) yes.push(entry.painLevel);
    if (result === false) no.push(entry.painLevel);
  }
  expect(yes.length).toBeGreaterThan(100);
  expect(no.length).toBeGreaterThan(100);
  return mean(yes) - mean(no);
}

/** Least-squares slope of pain on `x`. */
function slope(entries: JournalEntry[], x: (entry: JournalEntry) => number) {
  const xs = entries.map(x);
  const ys = entries.map((e) => e.painLevel);
  const mx = mean(xs);
  const my = mean(ys);
  let covariance = 0;
  let variance = 0;
  xs.forEach((value, index) => {
    covariance += (value - mx) * ((ys[index] as number) - my);
    variance += (value - mx) ** 2;
  });
  return covariance / variance;
}

const shortNight = (e: JournalEntry) => e.sleepHours! < 6;
const stressAbove5 = (e: JournalEntry) => Math.max(0, e.stressLevel! - 5);
const hasGluten = (e: JournalEntry) => e.customTags.includes('gluten');
const season = (e: JournalEntry) => winterness(e.date);
/** Mon/Tue against Wed-Fri; weekends left out. */
const earlyWeek = (e: JournalEntry) => {
  const weekday = weekdayIndex(e.date);
  return weekday === 1 || weekday === 2 ? true : weekday >= 3 && weekday <= 5 ? false : null;
};

/** Pressure fell 6 hPa or more since the day before (only when the day before was logged). */
function pressureDrops(entries: JournalEntry[]) {
  const pressure = new Map(entries.map((e) => [e.date, e.pressure!]));
  return (e: JournalEntry) => {
    const before = pressure.get(addDays(e.date, -1));
    return before === undefined ? null : before - e.pressure! >= 6;
  };
}

/** The daily preventive was not taken that day (no taken dose on that date in the zone). */
function missedDaily(doc: ExportDocument) {
  const daily = doc.medications.find((m) => m.frequency === 'daily')!;
  const taken = new Set(
    doc.medicationLogs
      .filter((log) => log.medicationId === daily.id && !log.skipped)
      .map((log) => localDate(new Date(log.takenAt), doc.profile.timeZone)),
  );
  return (e: JournalEntry) => !taken.has(e.date);
}

describe('planted effects', () => {
  it('short nights: about 1.5 points more pain', () => {
    const entries = journalsOf(decade({ shortSleep: 1.5 }));
    expect(difference(entries, shortNight)).toBeCloseTo(1.5, 0);
    expect(Math.abs(difference(entries, shortNight) - 1.5)).toBeLessThan(0.25);
  });

  it('stress: about 0.25 points per point above 5', () => {
    const entries = journalsOf(decade({ stress: 0.25 }));
    expect(Math.abs(slope(entries, stressAbove5) - 0.25)).toBeLessThan(0.08);
  });

  it('pressure drops of 6 hPa: about 1 point more pain', () => {
    const entries = journalsOf(decade({ pressureDrop: 1 }));
    expect(Math.abs(difference(entries, pressureDrops(entries)) - 1)).toBeLessThan(0.3);
  });

  it('a missed daily dose: about 0.8 points more pain', () => {
    const doc = decade({ missedMedication: 0.8 });
    expect(Math.abs(difference(journalsOf(doc), missedDaily(doc)) - 0.8)).toBeLessThan(0.25);
  });

  it('gluten: about 1.2 points more pain on tagged days', () => {
    const entries = journalsOf(decade({ gluten: 1.2 }));
    expect(Math.abs(difference(entries, hasGluten) - 1.2)).toBeLessThan(0.25);
  });

  it('weekly: Mondays and Tuesdays about 0.5 above midweek', () => {
    const entries = journalsOf(decade({ weekly: 0.5 }));
    expect(Math.abs(difference(entries, earlyWeek) - 0.5)).toBeLessThan(0.2);
  });

  it('seasonal: winter higher, summer lower, by the planted amplitude', () => {
    const entries = journalsOf(decade({ seasonal: 0.8 }));
    expect(Math.abs(slope(entries, season) - 0.8)).toBeLessThan(0.15);
  });

  it('all effects at 0: no factor makes a difference', () => {
    const doc = decade({});
    const entries = journalsOf(doc);
    expect(Math.abs(difference(entries, shortNight))).toBeLessThan(0.15);
    expect(Math.abs(slope(entries, stressAbove5))).toBeLessThan(0.06);
    expect(Math.abs(difference(entries, pressureDrops(entries)))).toBeLessThan(0.2);
    expect(Math.abs(difference(entries, missedDaily(doc)))).toBeLessThan(0.15);
    expect(Math.abs(difference(entries, hasGluten))).toBeLessThan(0.15);
    expect(Math.abs(difference(entries, earlyWeek))).toBeLessThan(0.15);
    expect(Math.abs(slope(entries, season))).toBeLessThan(0.1);
    // Noise tags stay noise.
    for (const tag of ['alcohol', 'caffeine', 'late screen time', 'travel', 'period']) {
      expect(Math.abs(difference(entries, (e) => e.customTags.includes(tag)))).toBeLessThan(0.2);
    }
    expect(entries.every((e) => e.painLevel <= 9)).toBe(true);
  });

  it('every planted effect but flares leaves the noise tags and activities as noise', () => {
    const entries = journalsOf(
      decade({ shortSleep: 1.5, stress: 0.25, pressureDrop: 1, gluten: 1.2, weekly: 0.5 }),
    );
    for (const tag of ['alcohol', 'caffeine', 'late screen time', 'travel', 'period']) {
      expect(Math.abs(difference(entries, (e) => e.customTags.includes(tag)))).toBeLessThan(0.2);
    }
    for (const activity of ['Walking', 'Desk work', 'Yoga']) {
      expect(Math.abs(difference(entries, (e) => e.activities.includes(activity)))).toBeLessThan(
        0.2,
      );
    }
  });
});
