import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, weekdayIndex } from '../calendar';
import { importFileSchema } from '../data-import';
import { BODY_PART_KEYS } from '../body-parts';
import { DEFAULT_SETTINGS } from '../settings';
import { localDate, localMinutes } from '../time-zone';
import { TRIGGER_CATEGORIES } from '../trigger-categories';
import { DEFAULT_DEMO_EFFECTS, NO_DEMO_EFFECTS } from './demo-options';
import { generateDemoData } from './generate-demo-data';

const END = '2026-03-14';
const ZONE = 'Europe/Madrid';
const year = generateDemoData({ seed: 14, endDate: END, days: 365 });
const journals = year.journalEntries.filter((entry) => entry.kind === 'journal');
const nightLogs = year.journalEntries.filter((entry) => entry.kind !== 'journal');

describe('generateDemoData: the document', () => {
  it('is a Cairn export that the import schema accepts unchanged', () => {
    const parsed = importFileSchema.safeParse(year);
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 3)).toEqual([]);
    expect(year.format).toBe('cairn-export');
    expect(year.version).toBe(1);
    expect(year.settings).toEqual(DEFAULT_SETTINGS);
    expect(year.profile).toMatchObject({ email: 'demo@cairn.local', timeZone: ZONE });
    expect(
      generateDemoData({ seed: 1, endDate: END, days: 3, email: 'x@y.test' }).profile.email,
    ).toBe('x@y.test');
  });

  it('is the same for the same seed and options, and differs for another seed', () => {
    expect(generateDemoData({ seed: 14, endDate: END, days: 365 })).toEqual(year);
    const other = generateDemoData({ seed: 15, endDate: END, days: 365 });
    expect(other.journalEntries.map((e) => e.painLevel)).not.toEqual(
      year.journalEntries.map((e) => e.painLevel),
    );
    expect(other.journalEntries[0]!.id).not.toBe(year.journalEntries[0]!.id);
  });

  it('covers exactly the days asked for, ending on endDate, logging about loggingRate of them', () => {
    const dates = new Set(year.journalEntries.map((entry) => entry.date));
    expect([...dates].every((date) => date >= addDays(END, -364) && date <= END)).toBe(true);
    expect(new Set(journals.map((entry) => entry.date)).size).toBe(journals.length);
    expect(journals.length / 365).toBeGreaterThan(0.85);
    expect(journals.length / 365).toBeLessThan(0.95);
    const sparse = generateDemoData({ seed: 3, endDate: END, days: 1000, loggingRate: 0.5 });
    const sparseJournals = sparse.journalEntries.filter((entry) => entry.kind === 'journal');
    expect(sparseJournals.length / 1000).toBeGreaterThan(0.45);
    expect(sparseJournals.length / 1000).toBeLessThan(0.55);
    const all = generateDemoData({ seed: 3, endDate: END, days: 30, loggingRate: 1 });
    expect(
      all.journalEntries.filter((entry) => entry.kind === 'journal').map((e) => e.date),
    ).toEqual(Array.from({ length: 30 }, (_, index) => addDays(END, index - 29)));
  });

  it('keeps every value in range', () => {
    for (const entry of journals) {
      expect(
        Number.isInteger(entry.painLevel) && entry.painLevel >= 0 && entry.painLevel <= 10,
      ).toBe(true);
      expect(entry.sleepHours).toBeGreaterThanOrEqual(0);
      expect(entry.sleepHours).toBeLessThanOrEqual(24);
      for (const level of [entry.sleepQuality, entry.stressLevel, entry.energyLevel]) {
        expect(Number.isInteger(level) && level! >= 0 && level! <= 10).toBe(true);
      }
      expect(entry.moodLevel).toBeGreaterThanOrEqual(1);
      expect(entry.moodLevel).toBeLessThanOrEqual(5);
      expect(entry.pressure).toBeGreaterThanOrEqual(960);
      expect(entry.pressure).toBeLessThanOrEqual(1050);
      expect(entry.humidity).toBeGreaterThanOrEqual(0);
      expect(entry.humidity).toBeLessThanOrEqual(100);
      expect(entry.temperature).toBeGreaterThan(-20);
      expect(entry.temperature).toBeLessThan(45);
      for (const location of entry.painLocations) {
        expect(BODY_PART_KEYS).toContain(location.bodyPart);
      }
    }
    for (const log of year.medicationLogs) {
      if (log.effectiveness !== null) {
        expect(Number.isInteger(log.effectiveness)).toBe(true);
        expect(log.effectiveness).toBeGreaterThanOrEqual(1);
        expect(log.effectiveness).toBeLessThanOrEqual(10);
      }
    }
    expect(
      year.triggers.every((t) => (TRIGGER_CATEGORIES as readonly string[]).includes(t.category!)),
    ).toBe(true);
  });

  it('looks like a real diary: typical sleep, some short nights, notes on some days only', () => {
    const hours = journals.map((entry) => entry.sleepHours!);
    const mean = hours.reduce((sum, h) => sum + h, 0) / hours.length;
    expect(mean).toBeGreaterThan(6.6);
    expect(mean).toBeLessThan(7.3);
    const short = hours.filter((h) => h < 6).length / hours.length;
    expect(short).toBeGreaterThan(0.12);
    expect(short).toBeLessThan(0.23);
    const noted = journals.filter((entry) => entry.notes !== null).length / journals.length;
    expect(noted).toBeGreaterThan(0.15);
    expect(noted).toBeLessThan(0.6);
    expect(journals.some((entry) => entry.painLocations.length > 0)).toBe(true);
    expect(journals.some((entry) => entry.painLocations.length === 0)).toBe(true);
    const activities = new Set(journals.flatMap((entry) => entry.activities));
    expect(activities).toContain('Walking');
    expect(activities).toContain('Yoga');
    const pressures = journals.map((entry) => entry.pressure!);
    expect(Math.max(...pressures) - Math.min(...pressures)).toBeGreaterThan(15);
  });

  it('writes journals in the evening of their date, and night logs between 21:00 and 03:00 in the zone', () => {
    for (const entry of year.journalEntries) {
      expect(localDate(new Date(entry.createdAt), ZONE)).toBe(entry.date);
      expect(entry.updatedAt >= entry.createdAt).toBe(true);
      expect(entry.updatedAt <= year.exportedAt).toBe(true);
    }
    for (const entry of journals) {
      expect(localMinutes(new Date(entry.createdAt), ZONE)).toBeGreaterThanOrEqual(19 * 60);
    }
    expect(nightLogs.length).toBeGreaterThan(0);
    for (const entry of nightLogs) {
      const minutes = localMinutes(new Date(entry.createdAt), ZONE);
      expect(minutes >= 21 * 60 || minutes < 3 * 60).toBe(true);
      expect(entry.painLevel).toBeGreaterThanOrEqual(7);
    }
    for (const entry of nightLogs.filter((e) => e.kind === 'emergency')) {
      expect(entry.notes).toMatch(
        /^Emergency log: pain \d+\/10 \([A-Za-z ]+\)\. Action: [A-Za-z ]+\./,
      );
    }
    expect(localDate(new Date(year.exportedAt), ZONE)).toBe(END);
  });

  it('has medications, schedules and logs that refer to each other', () => {
    const names = year.medications.map((m) => `${m.name} ${m.dosage} ${m.frequency}`);
    expect(names).toEqual([
      'Amitriptyline 10 mg daily',
      'Ibuprofen 400 mg as-needed',
      'Magnesium 300 mg twice-daily',
    ]);
    const [daily, asNeeded] = year.medications;
    expect(year.medicationSchedules.filter((s) => s.medicationId === daily!.id)).toEqual([
      expect.objectContaining({ timeOfDay: '21:00', days: [0, 1, 2, 3, 4, 5, 6] }),
    ]);
    const ids = new Set(year.medications.map((m) => m.id));
    const entryIds = new Set(year.journalEntries.map((e) => e.id));
    for (const log of year.medicationLogs) {
      expect(ids.has(log.medicationId)).toBe(true);
      if (log.entryId !== null) expect(entryIds.has(log.entryId)).toBe(true);
      if (log.skipped) {
        expect(log.skipReason).not.toBeNull();
        expect(log.effectiveness).toBeNull();
      }
    }
    const dailyTaken = year.medicationLogs.filter(
      (l) => l.medicationId === daily!.id && !l.skipped,
    );
    const takenDays = new Set(dailyTaken.map((l) => localDate(new Date(l.takenAt), ZONE)));
    expect(takenDays.size / 365).toBeGreaterThan(0.78);
    expect(takenDays.size / 365).toBeLessThan(0.92);
    expect(year.medicationLogs.some((l) => l.medicationId === daily!.id && l.skipped)).toBe(true);
    const rated = year.medicationLogs.filter((l) => !l.skipped && l.effectiveness !== null).length;
    expect(rated / year.medicationLogs.filter((l) => !l.skipped).length).toBeGreaterThan(0.5);

    // The painkiller goes with bad days.
    const painByDate = new Map(journals.map((e) => [e.date, e.painLevel]));
    const painkillerDays = year.medicationLogs
      .filter((l) => l.medicationId === asNeeded!.id)
      .map((l) => painByDate.get(localDate(new Date(l.takenAt), ZONE)))
      .filter((pain): pain is number => pain !== undefined);
    expect(painkillerDays.length).toBeGreaterThan(10);
    const meanPainkillerPain = painkillerDays.reduce((s, p) => s + p, 0) / painkillerDays.length;
    expect(meanPainkillerPain).toBeGreaterThan(6);
  });

  it('has triggers, a tag row for every tag used, and unique ids', () => {
    expect(year.triggers.map((t) => t.name)).toEqual([
      'Poor sleep',
      'Stress',
      'Weather changes',
      'Gluten',
      'Long periods of sitting',
    ]);
    const used = new Set(year.journalEntries.flatMap((e) => e.customTags));
    expect(new Set(year.customTags.map((t) => t.name))).toEqual(used);
    expect(used).toContain('gluten');
    const ids = [
      ...year.journalEntries,
      ...year.medications,
      ...year.medicationSchedules,
      ...year.medicationLogs,
      ...year.triggers,
      ...year.customTags,
      ...year.exerciseSessions,
      ...year.biometricDevices!,
    ].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('plants flares: multi-day runs at 7 or more with night logs, none without flareChance', () => {
    /** Runs of two or more consecutive days at 7 or more. */
    const longRuns = (entries: typeof journals) => {
      const high = new Set(entries.filter((e) => e.painLevel >= 7).map((e) => e.date));
      return [...high].filter((date) => high.has(addDays(date, 1)) && !high.has(addDays(date, -1)))
        .length;
    };
    const calm = generateDemoData({
      seed: 14,
      endDate: END,
      days: 365,
      effects: { ...DEFAULT_DEMO_EFFECTS, flareChance: 0 },
    });
    const calmJournals = calm.journalEntries.filter((e) => e.kind === 'journal');
    expect(calm.journalEntries.length).toBe(calmJournals.length);
    expect(longRuns(journals)).toBeGreaterThanOrEqual(longRuns(calmJournals) + 5);
    const high = (entries: typeof journals) => entries.filter((e) => e.painLevel >= 7).length;
    expect(high(journals)).toBeGreaterThan(high(calmJournals) + 15);
    // Every flare night has a quick log; the painkiller taken then points at it.
    const quickDates = new Set(nightLogs.filter((e) => e.kind === 'quick').map((e) => e.date));
    expect(quickDates.size).toBeGreaterThan(15);
    expect(year.medicationLogs.some((log) => log.entryId !== null)).toBe(true);
  });

  it('passes the import schema for any seed, length, zone, logging rate and effects', () => {
    const effect = fc.double({ min: -2, max: 3, noNaN: true });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 4000 }),
        fc.constantFrom('Europe/Madrid', 'America/New_York', 'Pacific/Auckland', 'UTC'),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.record({ shortSleep: effect, stress: effect, gluten: effect, seasonal: effect }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (seed, days, offset, timeZone, loggingRate, effects, flareChance) => {
          const endDate = addDays('2020-01-01', offset);
          const doc = generateDemoData({
            seed,
            endDate,
            days,
            timeZone,
            loggingRate,
            effects: { ...effects, flareChance },
          });
          const parsed = importFileSchema.safeParse(doc);
          expect(parsed.success ? [] : parsed.error.issues.slice(0, 2)).toEqual([]);
          const first = addDays(endDate, 1 - days);
          for (const entry of doc.journalEntries) {
            expect(entry.date >= first && entry.date <= endDate).toBe(true);
            expect(localDate(new Date(entry.createdAt), timeZone)).toBe(entry.date);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('generates ten years in one go', () => {
    const decade = generateDemoData({
      seed: 1,
      endDate: END,
      days: 3650,
      effects: NO_DEMO_EFFECTS,
    });
    const decadeJournals = decade.journalEntries.filter((e) => e.kind === 'journal');
    expect(decadeJournals.length).toBeGreaterThan(3100);
    expect(decadeJournals[0]!.date >= addDays(END, -3649)).toBe(true);
    expect(weekdayIndex(END)).toBe(6);
  });

  it('refuses options it cannot use', () => {
    expect(() => generateDemoData({ seed: 1, endDate: '2026-02-30', days: 5 })).toThrow(RangeError);
    expect(() => generateDemoData({ seed: 1, endDate: END, days: 0 })).toThrow(RangeError);
    expect(() => generateDemoData({ seed: 1, endDate: END, days: 2.5 })).toThrow(RangeError);
    expect(() =>
      generateDemoData({ seed: 1, endDate: END, days: 5, timeZone: 'Mars/Base' }),
    ).toThrow(RangeError);
    expect(() => generateDemoData({ seed: 1, endDate: END, days: 5, loggingRate: 2 })).toThrow(
      RangeError,
    );
    expect(() =>
      generateDemoData({ seed: 1, endDate: END, days: 5, effects: { stress: Number.NaN } }),
    ).toThrow(RangeError);
  });
});
