import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDater } from '@core/biometrics/local-dates';
import type { ExportDocument } from '@core/data-export';
import { ENTRIES_CSV_HEADER } from '@core/journal-csv';
import { presetPermissions } from '@core/provider-portal/permissions';
import { keyInsights, reportSummary } from '@core/provider-portal/report-summary';
import { renderProviderReport } from '@core/report/render-provider';
import { defaultSections } from '@core/report/settings';
import { DEFAULT_SETTINGS } from '@core/settings';
import { localDate } from '@core/time-zone';
import { hashToken } from '../../secret-token';
import { ALL_TYPES, dataTypes } from '../../test-support/biometrics';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import {
  seedBiometrics,
  WATCH_READINGS,
  WATCH_SOURCE,
  type BiometricSeed,
} from './biometric-test-data';
import { call, exportOf, SEEDED_PEG, seedRichAccount, type Who } from './test-data';

let t: TestApp;
let alice: Who & { email: string };
let bob: Who;
let biometrics: BiometricSeed;
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
  biometrics = await seedBiometrics(t, alice);
});
afterAll(() => t.close());

const sorted = (items: string[]) => [...items].sort();

/** Every object key in a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

/** Key names of secrets: sessions (not exerciseSessions), tokens, hashes, codes, attempts. */
const SECRET_KEY = /password|admin|subscription|sess(?!ions?$)|token|hash|code|attempt|secret/i;

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
    for (const secret of ['password', 'passwordHash', 'isAdmin', 'subscription']) {
      expect(raw).not.toContain(secret);
    }
    // No key anywhere names a secret (a shared report's text may say "assessment").
    expect(keysOf(document).filter((key) => SECRET_KEY.test(key))).toEqual([]);
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

    // Weekly check-ins by week: the answers and when they were given, keyed by the week alone.
    expect(document.pegCheckins).toEqual(SEEDED_PEG);
    const checkins = (await call(t, alice, 'GET', '/api/peg-checkins')).json() as object[];
    expect(checkins).toHaveLength(2);
    expect(document.pegCheckins!.map((c) => Object.keys(c).sort())).toEqual([
      ['activity', 'answeredAt', 'enjoyment', 'pain', 'week'],
      ['activity', 'answeredAt', 'enjoyment', 'pain', 'week'],
    ]);
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
      healthcareProviders: [],
      sharedReports: [],
      treatmentRecommendations: [],
      providerNotes: [],
      biometricDevices: [],
      biometricReadings: [],
      biometricDailySummaries: [],
      healthAlerts: [],
      pegCheckins: [],
      settings: { theme: 'light', autoSave: true },
    });
  });
});

describe('GET /api/export: the provider portal', () => {
  it('holds providers, shared reports with their snapshots, recommendations and notes', async () => {
    const document = await exportOf(t, alice);
    const providers = document.healthcareProviders!;
    // Oldest first; every detail, the level the switches give, and when each connected.
    expect(providers).toEqual([
      {
        id: expect.any(String),
        name: 'Dr. Maya Chen',
        title: 'MD',
        specialization: 'Pain medicine',
        organization: 'Riverside Pain Clinic',
        email: 'maya.chen@clinic.example',
        phone: '+1 555 0100',
        address: '1 Main St, Springfield',
        licenseNumber: 'LIC-4471',
        accessLevel: 'collaborative',
        permissions: presetPermissions('collaborative'),
        invitedAt: '2026-02-01T09:00:00.000Z',
        connectedAt: '2026-02-01T10:00:00.000Z',
        lastAccessed: '2026-02-11T15:30:00.000Z',
        createdAt: '2026-02-01T09:00:00.000Z',
      },
      {
        id: expect.any(String),
        name: 'Sam Okafor',
        title: '',
        specialization: 'Physiotherapy',
        organization: '',
        email: 'sam@physio.example',
        phone: '+1 555 0100',
        address: '1 Main St, Springfield',
        licenseNumber: '',
        accessLevel: 'read-only',
        permissions: { ...presetPermissions('read-only'), viewAnalytics: false },
        invitedAt: '2026-02-05T09:00:00.000Z',
        connectedAt: null,
        lastAccessed: null,
        createdAt: '2026-02-05T09:00:00.000Z',
      },
    ]);
    const maya = providers[0]!;

    const reports = document.sharedReports!;
    expect(reports.map((r) => [r.title, r.sharedAt, r.viewedAt, r.revokedAt])).toEqual([
      ['Before the appointment', '2026-02-09T12:00:00.000Z', null, '2026-02-10T08:00:00.000Z'],
      ['Last month, comprehensive', '2026-02-11T12:00:00.000Z', '2026-02-11T15:30:00.000Z', null],
    ]);
    const shared = reports[1]!;
    expect(shared).toMatchObject({
      providerId: maya.id,
      type: 'comprehensive',
      days: 30,
      sections: defaultSections(),
      dateRange: { start: '2026-01-13', end: '2026-02-11' },
    });
    expect(Object.keys(shared).sort()).toEqual(
      [
        'id',
        'providerId',
        'title',
        'type',
        'days',
        'sections',
        'dateRange',
        'sharedAt',
        'viewedAt',
        'revokedAt',
        'summary',
        'keyInsights',
        'data',
        'text',
      ].sort(),
    );
    // The snapshot as it was made: figures, markdown and the card text taken from them.
    expect(shared.data).toMatchObject({
      generatedOn: '2026-02-11',
      patient: { name: 'Alice Ng', providerName: 'Dr. Maya Chen' },
      entryCount: 4,
      daysWithEntries: 2,
    });
    expect(shared.text).toBe(renderProviderReport(shared.data));
    expect(shared.text.startsWith('# Healthcare Provider Report\n')).toBe(true);
    expect(shared.summary).toBe(reportSummary(shared.data));
    expect(shared.keyInsights).toEqual(keyInsights(shared.data));
    expect(shared.keyInsights.length).toBeGreaterThan(1);

    expect(document.treatmentRecommendations).toEqual([
      {
        id: expect.any(String),
        providerId: null,
        providerName: 'Dr. Lee (removed)',
        title: 'See a sleep specialist',
        description: '',
        category: 'referral',
        priority: 'low',
        status: 'declined',
        createdAt: '2026-01-20T10:00:00.000Z',
        dueDate: null,
        followUpRequired: false,
        notes: '',
        medicationChange: null,
        respondedAt: '2026-01-21T10:00:00.000Z',
      },
      {
        id: expect.any(String),
        providerId: maya.id,
        providerName: 'Dr. Maya Chen',
        title: 'Gentle walking, 20 minutes a day',
        description: 'Start slowly and keep a note of how you feel.',
        category: 'exercise',
        priority: 'high',
        status: 'accepted',
        createdAt: '2026-02-11T16:00:00.000Z',
        dueDate: '2026-03-01',
        followUpRequired: true,
        notes: 'Stop if the pain goes above 7.',
        medicationChange: null,
        respondedAt: '2026-02-11T18:00:00.000Z',
      },
      {
        id: expect.any(String),
        providerId: maya.id,
        providerName: 'Dr. Maya Chen',
        title: 'Gabapentin: reduce to 200 mg',
        description: '',
        category: 'medication',
        priority: 'medium',
        status: 'pending',
        createdAt: '2026-02-11T16:05:00.000Z',
        dueDate: null,
        followUpRequired: false,
        notes: '',
        medicationChange: { medication: 'Gabapentin', change: 'reduce to 200 mg' },
        respondedAt: null,
      },
    ]);
    expect(document.providerNotes).toEqual([
      {
        id: expect.any(String),
        providerId: null,
        providerName: 'Dr. Lee (removed)',
        text: 'Thanks for sharing the report.',
        createdAt: '2026-01-20T10:05:00.000Z',
      },
      {
        id: expect.any(String),
        providerId: maya.id,
        providerName: 'Dr. Maya Chen',
        text: 'Good progress.\nKeep the diary going.',
        createdAt: '2026-02-11T16:10:00.000Z',
      },
    ]);
  });

  it('holds no link, token, code hash, code attempts or access event', async () => {
    const response = await call(t, alice, 'GET', '/api/export');
    const raw = response.body;
    const document = JSON.parse(raw) as ExportDocument;
    expect(keysOf(document).filter((key) => /token|hash|code|attempt|link/i.test(key))).toEqual([]);
    // Not the stored secrets either, under any name.
    const db = t.database.db;
    const links = await db
      .selectFrom('provider_links')
      .select(['id', 'token_hash'])
      .where('user_id', '=', alice.user.id)
      .execute();
    const providers = await db
      .selectFrom('healthcare_providers')
      .select('code_hash')
      .where('user_id', '=', alice.user.id)
      .execute();
    const codeHashes = providers.flatMap((p) => (p.code_hash === null ? [] : [p.code_hash]));
    expect(links).toHaveLength(3);
    expect(codeHashes).toHaveLength(1);
    for (const secret of [...links.flatMap((l) => [l.id, l.token_hash]), ...codeHashes]) {
      expect(raw).not.toContain(secret);
    }
    // Access events describe the clinician's visits: not part of the patient's file.
    const events = await db
      .selectFrom('provider_access_events')
      .select('id')
      .where('user_id', '=', alice.user.id)
      .execute();
    expect(events).toHaveLength(1);
    expect(raw).not.toContain(events[0]!.id);
    expect(raw).not.toContain('report.viewed');
    expect(Object.keys(document)).not.toContain('accessEvents');
  });
});

describe('GET /api/export: Biometric Integration', () => {
  const DAY = 1440;
  const isoAt = (minutesAgo: number) => new Date(biometrics.at(minutesAgo)).toISOString();
  /** Alice's calendar day (UTC+14) of a time `minutesAgo` before the seed. */
  const dayOf = (minutesAgo: number) =>
    createLocalDater('Pacific/Kiritimati')(biometrics.at(minutesAgo));

  it('holds devices as set up, never a token or its hash', async () => {
    const response = await call(t, alice, 'GET', '/api/export');
    const raw = response.body;
    const document = JSON.parse(raw) as ExportDocument;
    const stored = await t.database.db
      .selectFrom('biometric_devices')
      .select('token_hash')
      .where('id', '=', biometrics.scaleId)
      .executeTakeFirstOrThrow();
    // The account holds the hash; the file holds neither it nor the token, under any name.
    expect(stored.token_hash).toBe(hashToken(biometrics.token));
    expect(raw).not.toContain(biometrics.token);
    expect(raw).not.toContain(stored.token_hash!);
    expect(keysOf(document.biometricDevices).filter((key) => /token|hash/i.test(key))).toEqual([]);

    const yearAgo = isoAt(365 * DAY);
    // Oldest first: the watch an Apple Health import made a year ago, then the scale.
    expect(document.biometricDevices).toEqual([
      {
        id: biometrics.watchId,
        name: 'Apple Watch',
        type: 'smartwatch',
        brand: 'Apple',
        model: 'Watch7,5',
        connection: 'apple_health',
        sourceName: WATCH_SOURCE,
        isConnected: true,
        batteryLevel: null,
        lastSync: yearAgo,
        dataTypes: dataTypes('heartRate', 'sleepMetrics'),
        dataRetentionDays: 365,
        connectedAt: yearAgo,
        disconnectedAt: null,
        createdAt: yearAgo,
      },
      {
        id: biometrics.scaleId,
        name: 'Withings scale',
        type: 'smart_scale',
        brand: 'Withings',
        model: 'Body+',
        connection: 'push',
        sourceName: null,
        isConnected: true,
        batteryLevel: 15,
        lastSync: expect.any(String),
        dataTypes: ALL_TYPES,
        dataRetentionDays: 365,
        connectedAt: expect.any(String),
        disconnectedAt: null,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('holds every raw reading in the compact form, per device and type, oldest first', async () => {
    const response = await call(t, alice, 'GET', '/api/export');
    const document = response.json() as ExportDocument;
    const { at } = biometrics;
    const { watchId, scaleId } = biometrics;
    expect(document.biometricReadings).toEqual([
      // Only the watch's readings within its retention are kept raw.
      {
        deviceId: watchId,
        type: 'resting_heart_rate',
        readings: WATCH_READINGS.slice(0, 3).map((r) => [at(r.minutesAgo), r.value]),
      },
      // READING_TYPES order; empty items in the middle are null, at the end left out.
      { deviceId: scaleId, type: 'heart_rate', readings: [[at(60), 64, null, null, null, 88]] },
      { deviceId: scaleId, type: 'oxygen_saturation', readings: [[at(80), 90]] },
      { deviceId: scaleId, type: 'blood_pressure', readings: [[at(70), 150, 95]] },
      { deviceId: scaleId, type: 'weight', readings: [[at(2 * DAY), 72.4]] },
      { deviceId: scaleId, type: 'steps', readings: [[at(200), 523, null, at(140)]] },
      {
        deviceId: scaleId,
        type: 'sleep',
        readings: [[at(DAY + 600), 95, null, at(DAY + 505), 'deep']],
      },
    ]);
    // A resting heart rate costs 19 bytes of the file, its comma included.
    expect(response.body).toContain(`{"deviceId":"${watchId}","type":"resting_heart_rate"`);
    expect(`[${at(3 * DAY)},58],`).toHaveLength(19);
    expect(response.body).toContain(`[${at(3 * DAY)},58],`);
  });

  it('holds the daily summaries, also of days whose readings are past retention', async () => {
    const document = await exportOf(t, alice);
    const { watchId, scaleId } = biometrics;
    const single = (minutesAgo: number, value: number) =>
      [dayOf(minutesAgo), 1, value, value, value] as const;
    expect(document.biometricDailySummaries).toEqual([
      {
        deviceId: watchId,
        type: 'resting_heart_rate',
        days: [...WATCH_READINGS]
          .sort((a, b) => b.minutesAgo - a.minutesAgo)
          .map((r) => single(r.minutesAgo, r.value)),
      },
      { deviceId: scaleId, type: 'heart_rate', days: [single(60, 64)] },
      { deviceId: scaleId, type: 'oxygen_saturation', days: [single(80, 90)] },
      // The diastolic sum comes last, for blood pressure only.
      { deviceId: scaleId, type: 'blood_pressure', days: [[...single(70, 150), 95]] },
      { deviceId: scaleId, type: 'weight', days: [single(2 * DAY, 72.4)] },
      { deviceId: scaleId, type: 'steps', days: [single(200, 523)] },
      // A night counts on the day it ends.
      { deviceId: scaleId, type: 'sleep', days: [single(DAY + 505, 95)] },
    ]);
  });

  it('holds the health alerts with their rule, day and state', async () => {
    const document = await exportOf(t, alice);
    const alerts = document.healthAlerts!;
    expect(alerts.map((a) => [a.rule, a.deviceId, a.isRead, a.isResolved])).toEqual([
      ['resting_heart_rate_high', biometrics.watchId, false, false],
      ['oxygen_low', biometrics.scaleId, true, true],
      ['blood_pressure_high', biometrics.scaleId, false, false],
      ['battery_low', biometrics.scaleId, false, false],
    ]);
    expect(alerts[1]).toEqual({
      id: expect.any(String),
      type: 'vitals_abnormal',
      severity: 'high',
      title: 'Low blood oxygen',
      description: 'Blood oxygen of 90 % is below 92 %.',
      deviceId: biometrics.scaleId,
      triggeredAt: isoAt(80),
      isRead: true,
      isResolved: true,
      recommendedAction: expect.stringMatching(/^Measure again at rest/),
      rule: 'oxygen_low',
      date: dayOf(80),
      resolvedAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(alerts[1]!.resolvedAt!) - Date.now())).toBeLessThan(60_000);
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
