import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, type ExportDocument } from '@core/data-export';
import { importFileSchema } from '@core/data-import';
import { DEVICE_TYPES } from '@core/biometrics/devices';
import { READING_TYPES } from '@core/biometrics/reading-types';
import { MAX_PROVIDERS } from '@core/provider-portal/constants';
import { presetPermissions } from '@core/provider-portal/permissions';
import type { HealthcareProvider } from '@core/provider-portal/types';
import { toIso, toIsoOrNull } from '../../db/codecs';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { parseInput } from '../../validate';
import { SEEDED, seedBiometrics } from './biometric-test-data';
import { createSettingsStore } from '../settings/store';
import { presentProvider } from '../provider-portal/presenters';
import { createDataService, IMPORT_TOO_MANY_PROVIDERS_MESSAGE } from './service';
import { createDataStore } from './store';
import {
  call,
  exportOf,
  normalized,
  rowCounts,
  SEEDED_PEG,
  seedRichAccount,
  type Who,
} from './test-data';

let t: TestApp;
let alice: Who;
let carol: Who;
let aliceFile: ExportDocument;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app);
  carol = await registerUser(t.app);
  for (const who of [alice, carol]) {
    await seedRichAccount(t, who);
    await seedBiometrics(t, who);
  }
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
  healthcare_providers: 0,
  shared_reports: 0,
  treatment_recommendations: 0,
  provider_notes: 0,
  provider_links: 0,
  provider_access_events: 0,
  biometric_devices: 0,
  biometric_readings: 0,
  biometric_daily: 0,
  health_alerts: 0,
  peg_checkins: 0,
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
  healthcareProviders: 0,
  sharedReports: 0,
  treatmentRecommendations: 0,
  providerNotes: 0,
  biometricDevices: 0,
  biometricReadings: 0,
  biometricDailySummaries: 0,
  healthAlerts: 0,
  pegCheckins: 0,
};

/** Everything in Alice's file, as an import into an empty account counts it. */
const ALL = {
  journalEntries: 4,
  medications: 3,
  medicationSchedules: 4,
  medicationLogs: 4,
  triggers: 2,
  customTags: 2,
  exerciseSessions: 3,
  healthcareProviders: 2,
  sharedReports: 2,
  treatmentRecommendations: 3,
  providerNotes: 2,
  biometricDevices: SEEDED.devices,
  biometricReadings: SEEDED.readings,
  biometricDailySummaries: SEEDED.summaries,
  healthAlerts: SEEDED.alerts,
  pegCheckins: SEEDED_PEG.length,
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
    expect(response.json()).toEqual({ imported: ALL, skipped: NOTHING, settingsUpdated: true });

    const bobFile = await exportOf(t, bob);
    // The one difference: a device that pushed its own readings comes back disconnected.
    const expected = copy();
    const pushing = (file: ExportDocument) =>
      file.biometricDevices!.find((device) => device.connection === 'push')!;
    Object.assign(pushing(expected), {
      isConnected: false,
      disconnectedAt: pushing(bobFile).disconnectedAt,
    });
    expect(pushing(aliceFile).isConnected).toBe(true);
    expect(normalized(bobFile)).toEqual(normalized(expected));
    // New ids everywhere, and references point at Bob's own rows.
    const idsOf = (file: ExportDocument) =>
      [
        ...file.journalEntries,
        ...file.medications,
        ...file.medicationSchedules,
        ...file.medicationLogs,
        ...file.triggers,
        ...file.customTags,
        ...file.exerciseSessions,
        ...file.healthcareProviders!,
        ...file.sharedReports!,
        ...file.treatmentRecommendations!,
        ...file.providerNotes!,
        ...file.biometricDevices!,
        ...file.healthAlerts!,
      ].map((item) => item.id);
    const aliceIds = new Set(idsOf(aliceFile));
    const bobIds = idsOf(bobFile);
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
    expect(response.json().imported).toEqual({ ...ALL, exerciseSessions: 0 });
    expect((await exportOf(t, bob)).exerciseSessions).toEqual([]);
  });

  it('adds nothing when the same file is imported again', async () => {
    const bob = await freshAccount();
    expect((await importAs(bob, aliceFile)).statusCode).toBe(200);
    const counts = await rowCounts(t, bob.user.id);
    const exported = normalized(await exportOf(t, bob));

    const again = await importAs(bob, aliceFile);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ imported: NOTHING, skipped: ALL, settingsUpdated: false });
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
    // Everything once; links and access events are never imported.
    expect(await rowCounts(t, bob.user.id)).toEqual({
      ...(await rowCounts(t, alice.user.id)),
      provider_links: 0,
      provider_access_events: 0,
    });
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

describe('POST /api/import: the provider portal', () => {
  const providersOf = (who: Who) =>
    t.database.db
      .selectFrom('healthcare_providers')
      .selectAll()
      .where('user_id', '=', who.user.id)
      .orderBy('created_at')
      .execute();

  it('restores providers with their access ended, and their reports, recommendations and notes', async () => {
    const bob = await freshAccount();
    const before = Date.now();
    expect((await importAs(bob, aliceFile)).statusCode).toBe(200);
    const after = Date.now();

    const rows = await providersOf(bob);
    expect(rows.map((row) => row.email)).toEqual([
      'maya.chen@clinic.example',
      'sam@physio.example',
    ]);
    for (const row of rows) {
      // Revoked and expired at the import, no code, no attempts: no old link or code can work.
      const revokedAt = Date.parse(toIso(row.access_revoked_at!));
      expect(revokedAt).toBeGreaterThanOrEqual(before - 1);
      expect(revokedAt).toBeLessThanOrEqual(after + 1);
      expect(toIso(row.access_expires_at)).toBe(toIso(row.access_revoked_at!));
      expect(row.code_hash).toBeNull();
      expect(row.code_attempts).toBe(0);
      expect(presentProvider(row, []).status).toBe('revoked');
    }
    // Whether each had connected is kept.
    expect(rows.map((row) => toIsoOrNull(row.verified_at))).toEqual([
      '2026-02-01T10:00:00.000Z',
      null,
    ]);
    expect(await rowCounts(t, bob.user.id)).toMatchObject({
      provider_links: 0,
      provider_access_events: 0,
    });
    // Once the providers API is mounted, it shows them as the patient will see them.
    const listed = await call(t, bob, 'GET', '/api/healthcare-providers');
    if (listed.statusCode !== 404) {
      expect(listed.statusCode).toBe(200);
      const providers = listed.json() as HealthcareProvider[];
      expect(providers.map((p) => [p.email, p.status, p.isVerified])).toEqual(
        expect.arrayContaining([
          ['maya.chen@clinic.example', 'revoked', true],
          ['sam@physio.example', 'revoked', false],
        ]),
      );
    }

    // Reports keep their snapshot; everything points at Bob's own provider rows.
    const bobFile = await exportOf(t, bob);
    const maya = bobFile.healthcareProviders!.find((p) => p.name === 'Dr. Maya Chen')!;
    expect(maya.id).toBe(rows[0]!.id);
    const aliceReports = aliceFile.sharedReports!;
    expect(
      bobFile.sharedReports!.map(({ id: _, providerId, ...rest }) => ({ providerId, ...rest })),
    ).toEqual(aliceReports.map(({ id: _, ...rest }) => ({ ...rest, providerId: maya.id })));
    expect(bobFile.treatmentRecommendations!.map((r) => [r.title, r.providerId, r.status])).toEqual(
      [
        ['See a sleep specialist', null, 'declined'],
        ['Gentle walking, 20 minutes a day', maya.id, 'accepted'],
        ['Gabapentin: reduce to 200 mg', maya.id, 'pending'],
      ],
    );
    expect(bobFile.providerNotes!.map((n) => [n.providerName, n.providerId])).toEqual([
      ['Dr. Lee (removed)', null],
      ['Dr. Maya Chen', maya.id],
    ]);
  });

  it('keeps a provider the account already has as it is, with its access and links', async () => {
    const before = await providersOf(alice);
    const response = await importAs(alice, aliceFile);
    expect(response.json().skipped).toMatchObject({
      healthcareProviders: 2,
      sharedReports: 2,
      treatmentRecommendations: 3,
      providerNotes: 2,
    });
    expect(await providersOf(alice)).toEqual(before);
    expect(before.map((row) => presentProvider(row, []).status)).toEqual(['connected', 'pending']);
  });

  it('matches providers by e-mail in any case, and adds what is new for them', async () => {
    const bob = await freshAccount();
    expect((await importAs(bob, aliceFile)).statusCode).toBe(200);
    const later = copy();
    const maya = later.healthcareProviders![0]!;
    later.healthcareProviders![0] = { ...maya, email: 'Maya.Chen@Clinic.example' };
    const shared = later.sharedReports!.find((r) => r.revokedAt === null)!;
    later.sharedReports!.push({
      ...shared,
      id: 'new-report',
      sharedAt: '2026-02-19T09:00:00.000Z',
    });
    later.providerNotes!.push({
      id: 'new-note',
      providerId: maya.id,
      providerName: 'Dr. Maya Chen',
      text: 'See you in March.',
      createdAt: '2026-02-20T09:00:00.000Z',
    });
    const response = await importAs(bob, later);
    expect(response.statusCode).toBe(200);
    expect(response.json().imported).toEqual({ ...NOTHING, sharedReports: 1, providerNotes: 1 });
    const bobFile = await exportOf(t, bob);
    const bobMaya = (await providersOf(bob))[0]!;
    expect(bobFile.providerNotes!.find((n) => n.text === 'See you in March.')?.providerId).toBe(
      bobMaya.id,
    );
    // A report for a provider the account already had comes in withdrawn: an import never
    // shows a clinician anything (Maya could have been reconnected in between).
    const report = bobFile.sharedReports!.find((r) => r.sharedAt === '2026-02-19T09:00:00.000Z')!;
    expect(report.providerId).toBe(bobMaya.id);
    expect(report.revokedAt).not.toBeNull();
    expect(Math.abs(Date.parse(report.revokedAt!) - Date.now())).toBeLessThan(60_000);
  });

  it('imports a recommendation or note of a provider not in the file without a provider', async () => {
    const bob = await freshAccount();
    const file = copy();
    file.healthcareProviders = file.healthcareProviders!.filter((p) => p.name !== 'Dr. Maya Chen');
    file.sharedReports = [];
    const response = await importAs(bob, file);
    expect(response.statusCode).toBe(200);
    expect(response.json().imported).toMatchObject({
      healthcareProviders: 1,
      sharedReports: 0,
      treatmentRecommendations: 3,
      providerNotes: 2,
    });
    const bobFile = await exportOf(t, bob);
    expect(bobFile.treatmentRecommendations!.map((r) => r.providerId)).toEqual([null, null, null]);
    expect(bobFile.providerNotes!.map((n) => [n.providerName, n.providerId])).toEqual([
      ['Dr. Lee (removed)', null],
      ['Dr. Maya Chen', null],
    ]);
  });

  it('imports an export made before the provider portal', async () => {
    const bob = await freshAccount();
    const {
      healthcareProviders: _p,
      sharedReports: _r,
      treatmentRecommendations: _t,
      providerNotes: _n,
      ...older
    } = copy();
    const response = await importAs(bob, older);
    expect(response.statusCode).toBe(200);
    expect(response.json().imported).toEqual({
      ...ALL,
      healthcareProviders: 0,
      sharedReports: 0,
      treatmentRecommendations: 0,
      providerNotes: 0,
    });
    expect(await rowCounts(t, bob.user.id)).toMatchObject({
      healthcare_providers: 0,
      shared_reports: 0,
      treatment_recommendations: 0,
      provider_notes: 0,
    });
  });

  it(`answers 409 when the account would hold more than ${MAX_PROVIDERS} providers, storing nothing`, async () => {
    const bob = await freshAccount();
    const provider = (index: number) => ({
      id: randomUUID(),
      user_id: bob.user.id,
      name: `Dr. ${index}`,
      title: '',
      specialization: 'General practice',
      organization: '',
      email: `doctor-${index}@clinic.example`,
      phone: '',
      address: '',
      license_number: '',
      access_level: 'read-only',
      permissions: JSON.stringify(presetPermissions('read-only')),
      invited_at: '2026-01-01T00:00:00.000Z',
      access_expires_at: '2026-04-01T00:00:00.000Z',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    await t.database.db
      .insertInto('healthcare_providers')
      .values(Array.from({ length: MAX_PROVIDERS - 1 }, (_, index) => provider(index)))
      .execute();
    const before = await rowCounts(t);
    const response = await importAs(bob, aliceFile);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: IMPORT_TOO_MANY_PROVIDERS_MESSAGE });
    expect(await rowCounts(t)).toEqual(before);
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

  const withProvider = (index: number, change: object) => {
    const file = copy();
    const list = file.healthcareProviders!;
    list[index] = { ...list[index]!, ...change };
    return file;
  };
  const withReport = (index: number, change: object) => {
    const file = copy();
    const list = file.sharedReports!;
    list[index] = { ...list[index]!, ...change };
    return file;
  };
  const withRecommendation = (index: number, change: object) => {
    const file = copy();
    const list = file.treatmentRecommendations!;
    list[index] = { ...list[index]!, ...change };
    return file;
  };
  const withNote = (index: number, change: object) => {
    const file = copy();
    const list = file.providerNotes!;
    list[index] = { ...list[index]!, ...change };
    return file;
  };

  /** A copy with one item of a Biometric Integration list changed. */
  const withBiometric = <
    K extends 'biometricDevices' | 'biometricReadings' | 'biometricDailySummaries' | 'healthAlerts',
  >(
    key: K,
    index: number,
    change: object,
  ) => {
    const file = copy();
    const list = file[key]! as object[];
    list[index] = { ...list[index]!, ...change };
    return file;
  };
  /** A copy whose reading list `index` holds just `readings`. */
  const withReadings = (index: number, readings: unknown[]) =>
    withBiometric('biometricReadings', index, { readings });
  const readingsOf = (index: number) => aliceFile.biometricReadings![index]!;

  it.each<[string, () => unknown, string]>([
    [
      'a reading type Cairn does not have',
      () => withBiometric('biometricReadings', 0, { type: 'mood' }),
      `biometricReadings.0.type: type must be one of ${READING_TYPES.join(', ')}`,
    ],
    [
      'a heart rate out of range',
      () => withReadings(1, [[readingsOf(1).readings[0]![0], 301]]),
      'biometricReadings.1.readings.0.1: Heart rate must be 20 to 300 bpm',
    ],
    [
      'a reading value that is not a number',
      () => withReadings(4, [[readingsOf(4).readings[0]![0], '72.4']]),
      'biometricReadings.4.readings.0.1: value must be a number',
    ],
    [
      'a reading with an item after quality',
      () => withReadings(1, [[...readingsOf(1).readings[0]!, 'extra']]),
      'biometricReadings.1.readings.0: A reading must be a list [start, value, value2, end, context, quality] of 2 to 6 items',
    ],
    [
      'a night without its end',
      () => withReadings(6, [readingsOf(6).readings[0]!.slice(0, 2)]),
      'biometricReadings.6.readings.0.3: end is required for sleep',
    ],
    [
      'a sleep stage Cairn does not know',
      () => withReadings(6, [[...readingsOf(6).readings[0]!.slice(0, 4), 'nap']]),
      'biometricReadings.6.readings.0.4: context must be one of asleep, core, deep, rem',
    ],
    [
      'readings of a device the file does not have',
      () => withBiometric('biometricReadings', 2, { deviceId: 'elsewhere' }),
      'biometricReadings.2.deviceId: No biometric device in the file has this id',
    ],
    [
      'a kind of data this Cairn does not know on a device',
      () =>
        withBiometric('biometricDevices', 1, {
          dataTypes: { ...aliceFile.biometricDevices![1]!.dataTypes, teleport: true },
        }),
      'biometricDevices.1.dataTypes: dataTypes has a kind of data this Cairn does not know: teleport',
    ],
    [
      'a device type Cairn does not have',
      () => withBiometric('biometricDevices', 1, { type: 'toaster' }),
      `biometricDevices.1.type: type must be one of ${DEVICE_TYPES.join(', ')}`,
    ],
    [
      'an Apple Health device without its source name',
      () => withBiometric('biometricDevices', 0, { sourceName: null }),
      'biometricDevices.0.sourceName: sourceName is required for an apple_health device',
    ],
    [
      'a battery level above 100',
      () => withBiometric('biometricDevices', 1, { batteryLevel: 101 }),
      'biometricDevices.1.batteryLevel: batteryLevel must be 0 to 100',
    ],
    [
      'two devices with one id',
      () => withBiometric('biometricDevices', 1, { id: aliceFile.biometricDevices![0]!.id }),
      'biometricDevices.1.id: Another item in the file has the same id',
    ],
    [
      'a daily summary whose sum its readings could not make',
      () => {
        const [date] = aliceFile.biometricDailySummaries![1]!.days[0]!;
        return withBiometric('biometricDailySummaries', 1, { days: [[date, 2, 500, 60, 70]] });
      },
      'biometricDailySummaries.1.days.0.2: sum must lie between count × min and count × max',
    ],
    [
      'an alert severity Cairn does not have',
      () => withBiometric('healthAlerts', 0, { severity: 'apocalyptic' }),
      'healthAlerts.0.severity: severity must be one of low, medium, high, critical',
    ],
    [
      'an access level Cairn does not have',
      () => withProvider(1, { accessLevel: 'admin' }),
      'healthcareProviders.1.accessLevel: Access level must be one of read-only, collaborative, full-access',
    ],
    [
      'a provider name over the limit',
      () => withProvider(0, { name: 'x'.repeat(121) }),
      'healthcareProviders.0.name: Name must be at most 120 characters',
    ],
    [
      'a provider without a name',
      () => withProvider(0, { name: '  ' }),
      'healthcareProviders.0.name: Name is required',
    ],
    [
      'a provider e-mail that is not one',
      () => withProvider(1, { email: 'not-an-email' }),
      'healthcareProviders.1.email: Enter a valid email address',
    ],
    [
      'a permission that is not true or false',
      () =>
        withProvider(0, {
          permissions: { ...aliceFile.healthcareProviders![0]!.permissions, addNotes: 'yes' },
        }),
      'healthcareProviders.0.permissions.addNotes: addNotes must be true or false',
    ],
    [
      'a connection time that is not a date-time',
      () => withProvider(0, { connectedAt: 'yesterday' }),
      'healthcareProviders.0.connectedAt: connectedAt must be an ISO date-time',
    ],
    [
      'two providers with one id',
      () => withProvider(1, { id: aliceFile.healthcareProviders![0]!.id }),
      'healthcareProviders.1.id: Another item in the file has the same id',
    ],
    [
      'a report of a provider the file does not have',
      () => withReport(0, { providerId: 'elsewhere' }),
      'sharedReports.0.providerId: No healthcare provider in the file has this id',
    ],
    [
      'a report type Cairn does not have',
      () => withReport(1, { type: 'everything' }),
      'sharedReports.1.type: type must be one of comprehensive, summary, trends',
    ],
    [
      'a report period Cairn does not offer',
      () => withReport(0, { days: 45 }),
      'sharedReports.0.days: days must be one of 7, 14, 30, 60, 90',
    ],
    [
      'a report title over the limit',
      () => withReport(0, { title: 'x'.repeat(121) }),
      'sharedReports.0.title: Title must be at most 120 characters',
    ],
    [
      'report figures that are not figures',
      () => withReport(1, { data: { ...aliceFile.sharedReports![1]!.data, entryCount: 'four' } }),
      'sharedReports.1.data.entryCount: entryCount must be a number',
    ],
    [
      'report text that is not text',
      () => withReport(1, { text: null }),
      'sharedReports.1.text: Text must be text',
    ],
    [
      'a recommendation category Cairn does not have',
      () => withRecommendation(2, { category: 'surgery' }),
      'treatmentRecommendations.2.category: category must be one of lifestyle, exercise, therapy, medication, referral, follow-up, other',
    ],
    [
      'a recommendation status Cairn does not have',
      () => withRecommendation(0, { status: 'ignored' }),
      'treatmentRecommendations.0.status: status must be one of pending, accepted, declined, completed',
    ],
    [
      'a recommendation priority Cairn does not have',
      () => withRecommendation(1, { priority: 'whenever' }),
      'treatmentRecommendations.1.priority: priority must be one of low, medium, high, urgent',
    ],
    [
      'a recommendation description over the limit',
      () => withRecommendation(1, { description: 'x'.repeat(4001) }),
      'treatmentRecommendations.1.description: Description must be at most 4000 characters',
    ],
    [
      'a note over the limit',
      () => withNote(1, { text: 'x'.repeat(4001) }),
      'providerNotes.1.text: Note must be at most 4000 characters',
    ],
    [
      'providers that are not a list',
      () => ({ ...copy(), healthcareProviders: {} }),
      'healthcareProviders: healthcareProviders must be a list',
    ],
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
