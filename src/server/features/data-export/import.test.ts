import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, type ExportDocument } from '@core/data-export';
import { importFileSchema } from '@core/data-import';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { parseInput } from '../../validate';
import { createSettingsStore } from '../settings/store';
import { createDataService } from './service';
import { createDataStore } from './store';
import { call, exportOf, normalized, rowCounts, seedRichAccount, type Who } from './test-data';

let t: TestApp;
let alice: Who;
let carol: Who;
let aliceFile: ExportDocument;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app);
  carol = await registerUser(t.app);
  await seedRichAccount(t, alice);
  await seedRichAccount(t, carol);
  aliceFile = await exportOf(t, alice);
});
afterAll(() => t.close());

const importAs = (who: Who | null, payload: unknown) =>
  call(t, who, 'POST', '/api/import', payload);
const freshAccount = () => registerUser(t.app);

const NO_ROWS = {
  journal_entries: 0,
  medications: 0,
  medication_schedules: 0,
  medication_logs: 0,
  triggers: 0,
  custom_tags: 0,
  exercise_sessions: 0,
};

/** A deep copy to edit: the shared file stays as exported. */
const copy = (): ExportDocument => structuredClone(aliceFile);

const NOTHING = {
  journalEntries: 0,
  medications: 0,
  medicationSchedules: 0,
  medicationLogs: 0,
  triggers: 0,
  customTags: 0,
  exerciseSessions: 0,
};

describe('POST /api/import', () => {
  it('refuses a visitor who is not signed in, storing nothing', async () => {
    const before = await rowCounts(t);
    const response = await importAs(null, aliceFile);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
    expect(await rowCounts(t)).toEqual(before);
  });

  it("restores an export into a fresh account: the new account's export equals the old", async () => {
    const bob = await freshAccount();
    const response = await importAs(bob, aliceFile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      imported: {
        journalEntries: 4,
        medications: 3,
        medicationSchedules: 4,
        medicationLogs: 4,
        triggers: 2,
        customTags: 2,
        exerciseSessions: 3,
      },
      skipped: NOTHING,
      settingsUpdated: true,
    });

    const bobFile = await exportOf(t, bob);
    expect(normalized(bobFile)).toEqual(normalized(aliceFile));
    // New ids everywhere, and references point at Bob's own rows.
    const aliceIds = new Set(
      [
        ...aliceFile.journalEntries,
        ...aliceFile.medications,
        ...aliceFile.medicationSchedules,
        ...aliceFile.medicationLogs,
        ...aliceFile.triggers,
        ...aliceFile.customTags,
        ...aliceFile.exerciseSessions,
      ].map((item) => item.id),
    );
    const bobIds = [
      ...bobFile.journalEntries,
      ...bobFile.medications,
      ...bobFile.medicationSchedules,
      ...bobFile.medicationLogs,
      ...bobFile.triggers,
      ...bobFile.customTags,
      ...bobFile.exerciseSessions,
    ].map((item) => item.id);
    expect(bobIds).toHaveLength(aliceIds.size);
    expect(bobIds.filter((id) => aliceIds.has(id))).toEqual([]);
    const tied = bobFile.medicationLogs.find((log) => log.entryId !== null)!;
    expect(bobFile.journalEntries.map((e) => e.id)).toContain(tied.entryId);
    expect(bobFile.medications.map((m) => m.id)).toContain(tied.medicationId);
    expect(bobFile.profile.email).toBe(bob.email);

    // The app reads the restored data like its own: the medication cards and their figures.
    const cards = (await call(t, bob, 'GET', '/api/medications/detailed')).json() as {
      name: string;
      recentLogs: unknown[];
    }[];
    expect(cards.find((m) => m.name === 'Gabapentin')?.recentLogs).toHaveLength(2);
    // And the wellness page's sessions.
    const sessions = (await call(t, bob, 'GET', '/api/exercise-sessions')).json() as {
      exerciseId: string;
    }[];
    expect(sessions.map((s) => s.exerciseId)).toEqual([
      'box-breathing',
      'body-scan',
      'box-breathing',
    ]);
  });

  it("keeps each session's day from the file, whatever the account's time zone", async () => {
    // Alice is in UTC; in UTC+14 the 21:30 session would have been on the next day.
    const bob = await registerUser(t.app, { timeZone: 'Pacific/Kiritimati' });
    expect((await importAs(bob, aliceFile)).statusCode).toBe(200);
    const sessions = (await exportOf(t, bob)).exerciseSessions;
    expect(sessions.map((s) => [s.completedAt, s.date])).toEqual([
      ['2026-02-10T07:00:00.000Z', '2026-02-10'],
      ['2026-02-10T21:30:00.000Z', '2026-02-10'],
      ['2026-02-11T07:00:00.000Z', '2026-02-11'],
    ]);
  });

  it('imports a file without exercise sessions as before', async () => {
    const bob = await freshAccount();
    const { exerciseSessions: _, ...older } = copy();
    const response = await importAs(bob, older);
    expect(response.statusCode).toBe(200);
    expect(response.json().imported).toEqual({
      journalEntries: 4,
      medications: 3,
      medicationSchedules: 4,
      medicationLogs: 4,
      triggers: 2,
      customTags: 2,
      exerciseSessions: 0,
    });
    expect((await exportOf(t, bob)).exerciseSessions).toEqual([]);
  });

  it('adds nothing when the same file is imported again', async () => {
    const bob = await freshAccount();
    expect((await importAs(bob, aliceFile)).statusCode).toBe(200);
    const counts = await rowCounts(t, bob.user.id);
    const exported = normalized(await exportOf(t, bob));

    const again = await importAs(bob, aliceFile);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      imported: NOTHING,
      skipped: {
        journalEntries: 4,
        medications: 3,
        medicationSchedules: 4,
        medicationLogs: 4,
        triggers: 2,
        customTags: 2,
        exerciseSessions: 3,
      },
      settingsUpdated: false,
    });
    expect(await rowCounts(t, bob.user.id)).toEqual(counts);
    expect(normalized(await exportOf(t, bob))).toEqual(exported);
  });

  it("adds nothing to the account's own export, and only what is new to a later one", async () => {
    const before = await rowCounts(t, alice.user.id);
    const own = await importAs(alice, aliceFile);
    expect(own.json().imported).toEqual(NOTHING);
    expect(await rowCounts(t, alice.user.id)).toEqual(before);

    const bob = await freshAccount();
    await importAs(bob, aliceFile);
    const later = copy();
    later.triggers.push({
      id: 'new-trigger',
      name: 'Poor sleep',
      category: 'other',
      isActive: true,
      createdAt: '2026-02-12T08:00:00.000Z',
    });
    // Names compare without case: "COLD WEATHER" is the trigger Bob already has.
    later.triggers.push({ ...later.triggers[0]!, id: 'shouting', name: ' COLD WEATHER ' });
    later.exerciseSessions.push({
      id: 'new-session',
      exerciseId: 'pain-acceptance',
      date: '2026-02-12',
      completedAt: '2026-02-12T20:00:00.000Z',
      durationSeconds: 900,
      createdAt: '2026-02-12T20:00:01.000Z',
    });
    const response = await importAs(bob, later);
    expect(response.json().imported).toEqual({ ...NOTHING, triggers: 1, exerciseSessions: 1 });
    expect(response.json().skipped.triggers).toBe(3);
    expect(response.json().skipped.exerciseSessions).toBe(3);
  });

  it('adds the file once when two imports of it run at the same moment', async () => {
    const bob = await freshAccount();
    const [first, second] = await Promise.all([importAs(bob, aliceFile), importAs(bob, aliceFile)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const added = [first, second].map((r) => r.json().imported.journalEntries as number);
    expect(added.sort()).toEqual([0, 4]);
    expect(await rowCounts(t, bob.user.id)).toEqual(await rowCounts(t, alice.user.id));
  });

  it('collapses duplicates inside one file the same way', async () => {
    const bob = await freshAccount();
    const file = copy();
    const journal = file.journalEntries.find((e) => e.kind === 'journal')!;
    file.journalEntries.push({ ...journal, id: 'same-day', painLevel: 1 });
    file.triggers.push({ ...file.triggers[0]!, id: 'same-name', name: 'cold WEATHER' });
    file.medications.push({ ...file.medications[0]!, id: 'same-medication' });
    file.medicationLogs.push({
      ...file.medicationLogs[0]!,
      id: 'same-dose',
      medicationId: 'same-medication',
    });
    const session = file.exerciseSessions[0]!;
    // The same exercise at the same instant, written in another offset: one session.
    file.exerciseSessions.push({
      ...session,
      id: 'same-session',
      completedAt: '2026-02-10T09:00:00+02:00',
      durationSeconds: 60,
    });
    // Another exercise at that instant is another session.
    file.exerciseSessions.push({ ...session, id: 'other-exercise', exerciseId: 'body-scan' });
    const response = await importAs(bob, file);
    expect(response.statusCode).toBe(200);
    expect(response.json().imported).toMatchObject({
      journalEntries: 4,
      medications: 3,
      medicationLogs: 4,
      triggers: 2,
      exerciseSessions: 4,
    });
    expect(response.json().skipped).toMatchObject({
      journalEntries: 1,
      medications: 1,
      medicationLogs: 1,
      triggers: 1,
      exerciseSessions: 1,
    });
    const kept = (await exportOf(t, bob)).exerciseSessions.find(
      (s) => s.completedAt === session.completedAt && s.exerciseId === session.exerciseId,
    );
    expect(kept?.durationSeconds).toBe(session.durationSeconds);
    expect(
      (await call(t, bob, 'GET', `/api/journal-entries/${journal.date}`)).json(),
    ).toMatchObject({ painLevel: journal.painLevel });
  });

  it("keeps the account's own journal for a day the file also has", async () => {
    const bob = await freshAccount();
    await call(t, bob, 'POST', '/api/journal-entries', {
      date: '2026-02-10',
      painLevel: 2,
      journalEntry: "Bob's own day",
    });
    const response = await importAs(bob, aliceFile);
    expect(response.json().imported.journalEntries).toBe(3);
    expect(response.json().skipped.journalEntries).toBe(1);
    const day = (await call(t, bob, 'GET', '/api/journal-entries/2026-02-10')).json();
    expect(day).toMatchObject({ painLevel: 2, journalEntry: "Bob's own day" });
    // The dose tied to Alice's journal for that day now points at Bob's.
    const bobFile = await exportOf(t, bob);
    expect(bobFile.medicationLogs.find((log) => log.entryId !== null)?.entryId).toBe(day.id);
  });

  it("never touches another user's rows, even with their ids in the file", async () => {
    const carolBefore = await exportOf(t, carol);
    const aliceBefore = await exportOf(t, alice);
    const bob = await freshAccount();
    const carolFile = structuredClone(carolBefore);
    carolFile.journalEntries.forEach((entry) => {
      entry.painLevel = 0;
      entry.date = '2025-12-01';
    });
    carolFile.journalEntries = carolFile.journalEntries.slice(0, 1);
    expect((await importAs(bob, carolFile)).statusCode).toBe(200);
    expect(await exportOf(t, carol)).toEqual({
      ...carolBefore,
      exportedAt: expect.any(String),
    });
    expect(normalized(await exportOf(t, alice))).toEqual(normalized(aliceBefore));
  });

  it('takes a file over the ordinary 1 MB body limit', async () => {
    const bob = await freshAccount();
    const big = copy();
    const long = 'x'.repeat(9_000);
    big.journalEntries = Array.from({ length: 150 }, (_, day) => ({
      ...aliceFile.journalEntries[0]!,
      id: `entry-${day}`,
      date: new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10),
      journalEntry: long,
    }));
    big.medicationLogs = big.medicationLogs.map((log) => ({ ...log, entryId: null }));
    expect(JSON.stringify(big).length).toBeGreaterThan(1024 * 1024);
    const response = await importAs(bob, big);
    expect(response.statusCode).toBe(200);
    expect(response.json().imported.journalEntries).toBe(150);
  });

  it('answers 413 with a JSON message above the import limit, storing nothing', async () => {
    const bob = await freshAccount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: { cookie: bob.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...aliceFile, padding: 'x'.repeat(IMPORT_MAX_BYTES) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'The file is larger than 20 MB, the most Cairn can import at once.',
    });
    expect(await rowCounts(t, bob.user.id)).toEqual(NO_ROWS);
  });
});

describe('POST /api/import with a bad file', () => {
  const withEntry = (index: number, change: object) => {
    const file = copy();
    file.journalEntries[index] = { ...file.journalEntries[index]!, ...change };
    return file;
  };

  const withSession = (index: number, change: object) => {
    const file = copy();
    file.exerciseSessions[index] = { ...file.exerciseSessions[index]!, ...change };
    return file;
  };

  it.each<[string, () => unknown, string]>([
    [
      'a pain level out of range',
      () => withEntry(3, { painLevel: 11 }),
      'journalEntries.3.painLevel: Pain level must be between 0 and 10',
    ],
    [
      'an unknown body part',
      () => withEntry(1, { painLocations: [{ bodyPart: 'tail', intensity: 3 }] }),
      'journalEntries.1.painLocations.0.bodyPart: Body part must be one of the 26 body chart parts',
    ],
    [
      'a newer format version',
      () => ({ ...copy(), version: 2 }),
      'version: Unsupported export version 2: this Cairn reads version 1',
    ],
    [
      'no version',
      () => ({ ...copy(), version: undefined }),
      'version: The export version is missing: this Cairn reads version 1',
    ],
    [
      'some other JSON',
      () => ({ name: 'not an export' }),
      'format: The file must be a Cairn export: a JSON object with format "cairn-export"',
    ],
    [
      'a list instead of an object',
      () => [],
      'body: The file must be a Cairn export: a JSON object with format "cairn-export"',
    ],
    [
      'a missing collection',
      () => ({ ...copy(), triggers: undefined }),
      'triggers: triggers must be a list',
    ],
    [
      'a dose of a medication the file does not have',
      () => {
        const file = copy();
        file.medicationLogs[2] = { ...file.medicationLogs[2]!, medicationId: 'elsewhere' };
        return file;
      },
      'medicationLogs.2.medicationId: No medication in the file has this id',
    ],
    [
      'a dose tied to an entry the file does not have',
      () => {
        const file = copy();
        file.medicationLogs[0] = { ...file.medicationLogs[0]!, entryId: 'elsewhere' };
        return file;
      },
      'medicationLogs.0.entryId: No journal entry in the file has this id',
    ],
    [
      'two medications with one id',
      () => {
        const file = copy();
        file.medications[2] = { ...file.medications[2]!, id: file.medications[0]!.id };
        return file;
      },
      'medications.2.id: Another item in the file has the same id',
    ],
    [
      'a schedule time that is not a time',
      () => {
        const file = copy();
        file.medicationSchedules[0] = { ...file.medicationSchedules[0]!, timeOfDay: '25:00' };
        return file;
      },
      'medicationSchedules.0.timeOfDay: Time must be in the form HH:mm',
    ],
    [
      'an exercise Cairn does not have',
      () => withSession(1, { exerciseId: 'cold-plunge' }),
      'exerciseSessions.1.exerciseId: exerciseId is not one of the built-in exercises',
    ],
    [
      'a session longer than six hours',
      () => withSession(0, { durationSeconds: 21_601 }),
      'exerciseSessions.0.durationSeconds: durationSeconds must be at most 21600',
    ],
    [
      'a session length that is not whole seconds',
      () => withSession(2, { durationSeconds: 1.5 }),
      'exerciseSessions.2.durationSeconds: durationSeconds must be a whole number',
    ],
    [
      'a session on a day that does not exist',
      () => withSession(0, { date: '2026-02-30' }),
      'exerciseSessions.0.date: Date must be a real calendar date in the form yyyy-MM-dd',
    ],
    [
      'a session day no time zone had at its completion',
      () => withSession(0, { date: '2026-02-12' }),
      'exerciseSessions.0.date: Date must be the day of completedAt in some time zone',
    ],
    [
      'a completion time that is not a date-time',
      () => withSession(2, { completedAt: 'this morning' }),
      'exerciseSessions.2.completedAt: completedAt must be an ISO date-time',
    ],
    [
      'two sessions with one id',
      () => withSession(2, { id: aliceFile.exerciseSessions[0]!.id }),
      'exerciseSessions.2.id: Another item in the file has the same id',
    ],
    [
      'sessions that are not a list',
      () => ({ ...copy(), exerciseSessions: {} }),
      'exerciseSessions: exerciseSessions must be a list',
    ],
    [
      'a settings value the app does not have',
      () => ({ ...copy(), settings: { ...copy().settings, theme: 'neon' } }),
      'settings.theme: Theme must be one of light, dark, system',
    ],
  ])('answers 400 naming the field for %s, storing nothing', async (_name, file, message) => {
    const bob = await freshAccount();
    const before = await rowCounts(t);
    const settingsBefore = (await call(t, bob, 'GET', '/api/settings')).json();
    const response = await importAs(bob, file());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await rowCounts(t)).toEqual(before);
    expect((await call(t, bob, 'GET', '/api/settings')).json()).toEqual(settingsBefore);
  });

  it('answers 400 for text that is not JSON', async () => {
    const bob = await freshAccount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: { cookie: bob.cookie, 'content-type': 'application/json' },
      payload: '{"format": "cairn-export", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'body: Malformed JSON' });
  });

  it('writes nothing at all when the database fails part-way', async () => {
    const bob = await freshAccount();
    const store = createDataStore(t.database);
    const failing = {
      ...store,
      insertAll: async (...args: Parameters<typeof store.insertAll>) => {
        await store.insertAll(...args);
        throw new Error('disk full');
      },
    };
    const service = createDataService(failing, createSettingsStore(t.database));
    const user = (await call(t, bob, 'GET', '/api/auth/user')).json();
    await expect(service.importFile(user, parseInput(importFileSchema, aliceFile))).rejects.toThrow(
      'disk full',
    );
    expect(await rowCounts(t, bob.user.id)).toEqual(NO_ROWS);
  });
});
