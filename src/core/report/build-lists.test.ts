import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar';
import { entry } from '../test-support/entries';
import { medication, REPORT_TODAY, reportData, trigger } from '../test-support/report';

const daysAgo = (n: number) => addDays(REPORT_TODAY, -n);

describe('buildReportData: symptoms, activities and locations', () => {
  it('lists the 10 most frequent symptoms, counted in entries, ties by name', () => {
    // Symptom S01 on 12 entries, S02 on 11, ... S12 on 1; S11 and S12 fall off.
    const names = Array.from({ length: 12 }, (_, i) => `S${String(i + 1).padStart(2, '0')}`);
    const entries = Array.from({ length: 12 }, (_, i) =>
      entry({ date: daysAgo(i), symptoms: names.slice(0, 12 - i) }),
    );
    entries.push(entry({ date: daysAgo(0), kind: 'quick', symptoms: ['S10', 'S10'] }));
    const symptoms = reportData(entries).symptoms;
    expect(symptoms.map((item) => item.symptom)).toEqual(names.slice(0, 10));
    expect(symptoms[0]).toEqual({ symptom: 'S01', count: 12 });
    expect(symptoms[9]).toEqual({ symptom: 'S10', count: 4 }); // 3 days + the quick log once
  });

  it('lists the 8 most frequent activities in days, names without case', () => {
    const names = ['Walk', 'Yoga', 'Swim', 'Read', 'Cook', 'Garden', 'Drive', 'Knit', 'Paint'];
    const entries = names.flatMap((name, i) =>
      Array.from({ length: 10 - i }, (_, d) =>
        entry({ date: daysAgo(d), painLevel: 4, activities: [name] }),
      ),
    );
    // A second log the same day, in other case, does not count the day twice.
    entries.push(entry({ date: daysAgo(0), kind: 'quick', painLevel: 8, activities: ['walk'] }));
    const data = reportData(entries);
    expect(data.activities.map((item) => item.name)).toEqual(names.slice(0, 8));
    expect(data.activities[0]).toMatchObject({ name: 'Walk', days: 10 });
    // Today's pain is the mean of its ten entries (nine at 4, the quick log at 8): 4.4.
    expect(data.activities[0]?.averagePain).toBeCloseTo((4.4 + 9 * 4) / 10, 10);
    expect(data.daysWithActivities).toBe(10);
  });

  it('counts body parts by days with their display names and average daily intensity', () => {
    const data = reportData([
      entry({
        date: daysAgo(1),
        painLocations: [
          { bodyPart: 'lowerBack', intensity: 6 },
          { bodyPart: 'leftKnee', intensity: 3 },
        ],
      }),
      entry({ date: daysAgo(0), painLocations: [{ bodyPart: 'lowerBack', intensity: 4 }] }),
      entry({
        date: daysAgo(0),
        kind: 'quick',
        painLocations: [{ bodyPart: 'lowerBack', intensity: 8 }],
      }),
      entry({ date: daysAgo(2) }),
    ]);
    expect(data.locations).toEqual([
      { bodyPart: 'lowerBack', name: 'Lower Back', region: 'torso', days: 2, averageIntensity: 7 },
      { bodyPart: 'leftKnee', name: 'Left Knee', region: 'legs', days: 1, averageIntensity: 3 },
    ]);
    expect(data.daysWithLocations).toBe(2);
  });
});

describe('buildReportData: medications and triggers', () => {
  it('lists the real medications, active first, with labels and the server figures', () => {
    const data = reportData([], {
      medications: [
        medication({ name: 'Zinc', type: 'supplement', frequency: 'weekly', isActive: false }),
        medication({
          name: 'naproxen',
          dosage: '250 mg',
          frequency: 'twice-daily',
          adherenceRate: 55,
          avgEffectiveness: null,
          sideEffects: ['Nausea', ' '],
        }),
        medication({ name: 'Amitriptyline', adherenceRate: null }),
      ],
    });
    expect(data.medications.map((row) => [row.name, row.isActive])).toEqual([
      ['Amitriptyline', true],
      ['naproxen', true],
      ['Zinc', false],
    ]);
    expect(data.medications[1]).toEqual({
      name: 'naproxen',
      dosage: '250 mg',
      type: 'Over the counter',
      frequency: 'Twice daily',
      isActive: true,
      adherenceRate: 55,
      avgEffectiveness: null,
      purposes: [],
      sideEffects: ['Nausea'],
      lastTaken: null,
    });
    expect(data.medications[0]?.adherenceRate).toBeNull();
  });

  it("dates the last dose taken in the user's time zone, skipping skipped doses", () => {
    const recentLogs = [
      {
        id: 'a',
        takenAt: '2026-01-30T23:30:00.000Z',
        skipped: false,
        effectiveness: 7,
        skipReason: null,
        notes: null,
      },
      {
        id: 'b',
        takenAt: '2026-01-31T10:00:00.000Z',
        skipped: true,
        effectiveness: null,
        skipReason: 'Forgot',
        notes: null,
      },
    ];
    const lastTaken = (timeZone?: string) =>
      reportData([], { medications: [medication({ recentLogs })], timeZone }).medications[0]
        ?.lastTaken;
    expect(lastTaken('Europe/Berlin')).toBe('2026-01-31');
    expect(lastTaken('America/New_York')).toBe('2026-01-30');
    expect(lastTaken()).toBe('2026-01-30'); // UTC
    expect(lastTaken('Not/AZone')).toBe('2026-01-30');
  });

  it('lists triggers active first with category words; unknown categories read Other', () => {
    const data = reportData([], {
      triggers: [
        trigger({ name: 'Stairs', category: 'activity', isActive: false }),
        trigger({ name: 'Wine', category: 'drink' }),
        trigger({ name: 'Cold', category: 'weather' }),
        trigger({ name: 'Deadlines', category: null }),
      ],
    });
    expect(data.triggers).toEqual([
      { name: 'Cold', category: 'Weather', isActive: true },
      { name: 'Deadlines', category: 'Other', isActive: true },
      { name: 'Wine', category: 'Other', isActive: true },
      { name: 'Stairs', category: 'Activity', isActive: false },
    ]);
  });
});

describe('buildReportData: the patient’s words and the daily log', () => {
  it('keeps the 5 most recent days with writing, journal first, cut to 200 characters', () => {
    const long = `${'word '.repeat(60)}end`;
    const entries = [
      entry({ date: daysAgo(0), journalEntry: 'Better today.', notes: 'Quick pain entry' }),
      entry({ date: daysAgo(1), notes: '  ' }),
      entry({ date: daysAgo(2), journalEntry: long }),
      ...[3, 4, 5, 6].map((n) => entry({ date: daysAgo(n), notes: `Day ${n}` })),
    ];
    const notes = reportData(entries).journalNotes;
    expect(notes.map((note) => note.date)).toEqual([0, 2, 3, 4, 5].map(daysAgo));
    expect(notes[0]?.text).toBe('Better today. / Quick pain entry');
    expect(notes[1]?.text.length).toBeLessThanOrEqual(200);
    expect(notes[1]?.text.endsWith('word…')).toBe(true);
  });

  it('has one log row per day with entries, oldest first', () => {
    const log = reportData([
      entry({
        date: daysAgo(0),
        painLevel: 4,
        sleepQuality: 6,
        moodLevel: 3,
        energyLevel: 5,
        painLocations: [
          { bodyPart: 'neck', intensity: 2 },
          { bodyPart: 'rightHip', intensity: 7 },
        ],
        journalEntry: 'Line one\n\nline two',
      }),
      entry({ date: daysAgo(0), kind: 'emergency', painLevel: 9 }),
      entry({ date: daysAgo(3), painLevel: 2 }),
    ]).dailyLog;
    expect(log).toEqual([
      {
        date: daysAgo(3),
        painLevel: 2,
        entryCount: 1,
        peakPain: 2,
        locations: [],
        sleepQuality: null,
        sleepHours: null,
        moodLevel: null,
        energyLevel: null,
        note: null,
      },
      {
        date: daysAgo(0),
        painLevel: 6.5,
        entryCount: 2,
        peakPain: 9,
        locations: ['Right Hip', 'Neck'],
        sleepQuality: 6,
        sleepHours: null,
        moodLevel: 3,
        energyLevel: 5,
        note: 'Line one line two',
      },
    ]);
  });

  it('runs the insights over the period', () => {
    const entries = Array.from({ length: 7 }, (_, i) => entry({ date: daysAgo(i) }));
    expect(reportData(entries).insights.map((insight) => insight.id)).toContain('logging-streak');
    expect(reportData(entries, { settings: { dateRange: 7 } }).insights.length).toBeGreaterThan(0);
    expect(reportData(entries.slice(0, 2)).insights).toEqual([]);
  });
});
