import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { analysisSpan, createAnalysisStore, type AnalysisStore } from './store';
import { seedAlice, TODAY_UTC, utcDay, writer, type Person } from './test-fixture';

let t: TestApp;
let store: AnalysisStore;
let alice: Person;
let bob: Person;
let medicationId: string;

beforeAll(async () => {
  t = await createTestApp();
  store = createAnalysisStore(t.database.db);
  alice = await registerUser(t.app, { timeZone: 'UTC' });
  bob = await registerUser(t.app, { timeZone: 'UTC' });
  ({ medicationId } = await seedAlice(writer(t.app), alice));
});
afterAll(() => t.close());

describe('analysisSpan', () => {
  it('reaches a year back, or one period before the window when that is further, and a day further for dose logs', () => {
    expect(analysisSpan('3months', TODAY_UTC)).toEqual({
      start: utcDay(-364),
      today: TODAY_UTC,
      takenFrom: `${utcDay(-365)}T00:00:00.000Z`,
      takenBefore: `${utcDay(2)}T00:00:00.000Z`,
    });
    expect(analysisSpan('1month', TODAY_UTC).start).toBe(utcDay(-364));
    expect(analysisSpan('1year', TODAY_UTC).start).toBe(utcDay(-729));
  });
});

describe('AnalysisStore.load', () => {
  it('reads the user’s records of the span in the analysis’ shape', async () => {
    const records = await store.load(alice.user.id, analysisSpan('3months', TODAY_UTC));

    // Oldest first; two logs saved within the same millisecond have no order between them.
    const dates = records.entries.map((e) => e.date);
    expect(dates).toEqual([...dates].sort());
    const byDayAndKind = (a: readonly unknown[], b: readonly unknown[]) =>
      String(a[0]).localeCompare(String(b[0])) || String(a[1]).localeCompare(String(b[1]));
    expect(records.entries.map((e) => [e.date, e.kind, e.painLevel]).sort(byDayAndKind)).toEqual([
      [utcDay(-185), 'journal', 1],
      [utcDay(-150), 'journal', 7],
      [utcDay(-90), 'journal', 9],
      [utcDay(-89), 'journal', 2],
      [utcDay(-10), 'journal', 3],
      [utcDay(-1), 'emergency', 9],
      [utcDay(-1), 'journal', 5],
      [utcDay(-1), 'quick', 6],
      [utcDay(0), 'journal', 4],
      [utcDay(0), 'quick', 8],
    ]);
    const today = records.entries.find((e) => e.date === utcDay(0) && e.kind === 'journal');
    expect(today).toEqual({
      id: expect.any(String),
      date: utcDay(0),
      kind: 'journal',
      painLevel: 4,
      sleepQuality: null,
      sleepHours: 7,
      stressLevel: 3,
      energyLevel: null,
      // The column's default when a save leaves mood out.
      moodLevel: 5,
      pressure: null,
      temperature: null,
      humidity: null,
      notes: '=HYPERLINK("http://evil.test","click")',
      journalEntry: null,
      activities: [],
      customTags: ['=cmd|calc'],
      symptoms: [],
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(records.entries.find((e) => e.date === utcDay(-10))).toMatchObject({
      moodLevel: 2,
      sleepHours: 5.5,
      stressLevel: 8,
      energyLevel: 2,
      pressure: 1002,
    });

    expect(records.medications).toEqual([
      {
        id: medicationId,
        name: 'Naproxen',
        isActive: true,
        startDate: '2025-01-01',
        endDate: null,
      },
    ]);
    expect(records.schedules).toEqual([
      { medicationId, days: [0, 1, 2, 3, 4, 5, 6], isActive: true },
    ]);
    expect(records.doseLogs).toEqual([
      { medicationId, takenAt: `${utcDay(-200)}T12:00:00.000Z`, skipped: false, effectiveness: 7 },
      { medicationId, takenAt: `${utcDay(-90)}T23:30:00.000Z`, skipped: false, effectiveness: 7 },
      { medicationId, takenAt: `${utcDay(-89)}T00:30:00.000Z`, skipped: false, effectiveness: 7 },
      { medicationId, takenAt: `${utcDay(-1)}T20:00:00.000Z`, skipped: false, effectiveness: 6 },
      { medicationId, takenAt: `${utcDay(0)}T05:00:00.000Z`, skipped: false, effectiveness: 7 },
    ]);
    expect(records.triggers).toEqual([{ name: 'Weather change', isActive: true }]);
    expect(records.firstEntryDate).toBe(utcDay(-185));
  });

  it('includes schedules that are switched off', async () => {
    await t.database.db
      .updateTable('medication_schedules')
      .set({ is_active: false })
      .where('user_id', '=', alice.user.id)
      .execute();
    const records = await store.load(alice.user.id, analysisSpan('3months', TODAY_UTC));
    expect(records.schedules).toEqual([
      { medicationId, days: [0, 1, 2, 3, 4, 5, 6], isActive: false },
    ]);
    await t.database.db
      .updateTable('medication_schedules')
      .set({ is_active: true })
      .where('user_id', '=', alice.user.id)
      .execute();
  });

  it('reads nothing of another user', async () => {
    const span = analysisSpan('1year', TODAY_UTC);
    expect(await store.load(bob.user.id, span)).toEqual({
      entries: [],
      medications: [],
      schedules: [],
      doseLogs: [],
      triggers: [],
      firstEntryDate: null,
    });
    expect(await store.version(bob.user.id, span)).toBe('e0.0-m0.0-s0.0.0-l0.0-t0.0.0-f');
  });
});

describe('AnalysisStore.version', () => {
  it('counts the span’s entries and logs and all medications, schedules and triggers', async () => {
    const version = await store.version(alice.user.id, analysisSpan('3months', TODAY_UTC));
    expect(version).toMatch(
      /^e10\.\d{13}-m1\.\d{13}-s1\.1\.\d{13}-l5\.\d{13}-t1\.1\.\d{13}-f\d{4}-\d{2}-\d{2}$/,
    );
    expect(version.endsWith(`-f${utcDay(-185)}`)).toBe(true);
  });
});
