import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRIES_CSV_HEADER } from '@core/journal-csv';
import { DEFAULT_SETTINGS } from '@core/settings';
import { localDate } from '@core/time-zone';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { call, exportOf, seedRichAccount, type Who } from './test-data';

let t: TestApp;
let alice: Who & { email: string };
let bob: Who;
beforeAll(async () => {
  t = await createTestApp();
  // UTC+14: for ten hours of every day its date is ahead of the server's.
  alice = await registerUser(t.app, {
    firstName: 'Alice',
    lastName: 'Ng',
    timeZone: 'Pacific/Kiritimati',
  });
  bob = await registerUser(t.app, { timeZone: 'UTC' });
  await seedRichAccount(t, alice);
});
afterAll(() => t.close());

const sorted = (items: string[]) => [...items].sort();

describe('GET /api/export', () => {
  it('refuses a visitor who is not signed in', async () => {
    for (const url of ['/api/export', '/api/export/entries.csv']) {
      const response = await call(t, null, 'GET', url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it("downloads as cairn-{date}-export.json, dated in the user's zone, never cached", async () => {
    const before = localDate(new Date(), 'Pacific/Kiritimati');
    const response = await call(t, alice, 'GET', '/api/export');
    const after = localDate(new Date(), 'Pacific/Kiritimati');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const disposition = String(response.headers['content-disposition']);
    expect([before, after].map((d) => `attachment; filename="cairn-${d}-export.json"`)).toContain(
      disposition,
    );
  });

  it('holds the profile without secrets, the settings and every record', async () => {
    const document = await exportOf(t, alice);
    expect(document.format).toBe('cairn-export');
    expect(document.version).toBe(1);
    expect(Math.abs(Date.parse(document.exportedAt) - Date.now())).toBeLessThan(60_000);
    expect(document.profile).toEqual({
      email: alice.email,
      firstName: 'Alice',
      lastName: 'Ng',
      profileImageUrl: null,
      timeZone: 'Pacific/Kiritimati',
      createdAt: expect.any(String),
    });
    const raw = JSON.stringify(document);
    for (const secret of ['password', 'passwordHash', 'isAdmin', 'subscription', 'sess']) {
      expect(raw).not.toContain(secret);
    }
    // Every preference, the ones never chosen at their defaults.
    expect(document.settings).toEqual({
      ...DEFAULT_SETTINGS,
      remindersEnabled: true,
      reminderTime: '08:00',
      theme: 'dark',
      autoSave: false,
      analysisDisclaimerAccepted: false,
    });

    // By date; entries of one day in the order they were made (which may share a millisecond).
    expect(document.journalEntries.map((e) => e.date)).toEqual([
      '2026-02-10',
      '2026-02-10',
      '2026-02-10',
      '2026-02-11',
    ]);
    expect(sorted(document.journalEntries.map((e) => `${e.date} ${e.kind}`))).toEqual([
      '2026-02-10 emergency',
      '2026-02-10 journal',
      '2026-02-10 quick',
      '2026-02-11 journal',
    ]);
    const journal = document.journalEntries.find((e) => e.kind === 'journal')!;
    expect(journal).toMatchObject({
      painLocations: [
        { bodyPart: 'lowerBack', intensity: 8, x: 10, y: 20 },
        { bodyPart: 'leftKnee', intensity: 4 },
      ],
      sleepHours: 6.5,
      temperature: -3.5,
      customTags: ['flare', 'rain'],
      weatherData: { source: 'manual', windy: true },
    });

    expect(sorted(document.medications.map((m) => `${m.name} ${m.isActive} ${m.endDate}`))).toEqual(
      ['Gabapentin true null', 'Ibuprofen true null', 'Methotrexate false null'],
    );
    const byName = (name: string) => document.medications.find((m) => m.name === name)!;
    const gabapentin = byName('Gabapentin');
    expect(gabapentin).toMatchObject({
      purposes: ['Nerve pain'],
      sideEffects: ['Drowsiness'],
      instructions: 'With food',
      prescribedBy: 'Dr. Rivera',
      startDate: '2026-01-05',
    });
    expect(gabapentin).not.toHaveProperty('adherenceRate');
    expect(
      document.medicationSchedules
        .filter((s) => s.medicationId === gabapentin.id)
        .map((s) => [s.timeOfDay, s.days, s.isActive, s.reminderEnabled]),
    ).toEqual([
      ['07:30', [0, 1, 2, 3, 4, 5, 6], true, true],
      ['14:00', [0, 1, 2, 3, 4, 5, 6], true, true],
      ['21:00', [0, 1, 2, 3, 4, 5, 6], true, true],
    ]);
    // Weekly on the start date's weekday (2026-01-07 is a Wednesday).
    expect(
      document.medicationSchedules.filter((s) => s.medicationId === byName('Methotrexate').id),
    ).toMatchObject([{ timeOfDay: '08:00', days: [3] }]);

    expect(document.medicationLogs.map((l) => [l.takenAt, l.skipped])).toEqual([
      ['2026-02-10T07:35:00.000Z', false],
      ['2026-02-10T09:00:00.000Z', false],
      ['2026-02-10T14:00:00.000Z', true],
      ['2026-02-10T18:00:00.000Z', false],
    ]);
    expect(document.medicationLogs[2]).toMatchObject({
      medicationId: gabapentin.id,
      skipReason: 'Felt dizzy',
      effectiveness: null,
      scheduledTime: '14:00',
      entryId: null,
    });
    expect(document.medicationLogs[3]).toMatchObject({
      medicationId: byName('Ibuprofen').id,
      entryId: journal.id,
      dosageActual: '400 mg',
      effectiveness: 8,
    });

    expect(
      sorted(document.triggers.map((tr) => `${tr.name} ${tr.category} ${tr.isActive}`)),
    ).toEqual(['Cold weather weather true', 'Long drives activity false']);
    expect(document.customTags).toEqual([
      {
        id: expect.any(String),
        name: 'flare',
        color: '#EF4444',
        category: 'pain',
        isActive: true,
        createdAt: '2026-01-02T10:00:00.000Z',
      },
      {
        id: expect.any(String),
        name: 'rain',
        color: '#3B82F6',
        category: null,
        isActive: false,
        createdAt: '2026-01-03T10:00:00.000Z',
      },
    ]);

    // Oldest first, each on Alice's calendar day (UTC+14) when she completed it.
    expect(document.exerciseSessions).toEqual([
      {
        id: expect.any(String),
        exerciseId: 'box-breathing',
        date: '2026-02-10',
        completedAt: '2026-02-10T07:00:00.000Z',
        durationSeconds: 240,
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        exerciseId: 'body-scan',
        date: '2026-02-11',
        completedAt: '2026-02-10T21:30:00.000Z',
        durationSeconds: 1200,
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        exerciseId: 'box-breathing',
        date: '2026-02-11',
        completedAt: '2026-02-11T07:00:00.000Z',
        durationSeconds: 0,
        createdAt: expect.any(String),
      },
    ]);
    // The same records the sessions API gives, plus when each row was stored.
    const listed = (await call(t, alice, 'GET', '/api/exercise-sessions')).json() as object[];
    expect(document.exerciseSessions.map(({ createdAt: _, ...rest }) => rest)).toEqual(listed);
    for (const s of document.exerciseSessions) {
      expect(Math.abs(Date.parse(s.createdAt) - Date.now())).toBeLessThan(60_000);
    }
  });

  it("holds only the signed-in user's data", async () => {
    const document = await exportOf(t, bob);
    expect(document.profile.email).not.toBe(alice.email);
    expect(document).toMatchObject({
      journalEntries: [],
      medications: [],
      medicationSchedules: [],
      medicationLogs: [],
      triggers: [],
      customTags: [],
      exerciseSessions: [],
      settings: { theme: 'light', autoSave: true },
    });
  });
});

describe('GET /api/export/entries.csv', () => {
  it('is a spreadsheet of the journal with safe quoting and no formulas', async () => {
    const response = await call(t, alice, 'GET', '/api/export/entries.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(response.headers['content-disposition'])).toMatch(
      /^attachment; filename="cairn-\d{4}-\d{2}-\d{2}-entries\.csv"$/,
    );
    const body = response.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines[0]).toBe(ENTRIES_CSV_HEADER.join(','));
    expect(ENTRIES_CSV_HEADER.slice(0, 4)).toEqual([
      'Date',
      'Kind',
      'Pain level',
      'Pain locations',
    ]);
    expect(lines[1]).toMatch(/^2026-02-10,journal,7,Lower Back \(8\); Left Knee \(4\),lowerBack,/);
    // A quote doubled inside a quoted field; a line break kept inside quotes.
    expect(body).toContain('"Worse after sitting, ""sharp"" at times"');
    expect(body).toContain('"Line one,\nline two."');
    // Text that a spreadsheet would run is prefixed; a negative number stays a number.
    expect(body).toContain(",'=SUM(A1:A3) is not a formula here,");
    expect(body).toContain(',-3.5,');
    // Header, four entries, and the final line end.
    expect(body.slice(1).match(/\r\n/g)).toHaveLength(5);
  });

  it('has only the header for an empty journal', async () => {
    const response = await call(t, bob, 'GET', '/api/export/entries.csv');
    expect(response.body).toBe(`\uFEFF${ENTRIES_CSV_HEADER.join(',')}\r\n`);
  });
});
