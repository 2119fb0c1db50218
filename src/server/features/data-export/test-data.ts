import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ExportDocument } from '@core/data-export';
import type { JournalEntry } from '@core/journal';
import { presetPermissions } from '@core/provider-portal/permissions';
import { keyInsights, reportSummary } from '@core/provider-portal/report-summary';
import { buildReportData } from '@core/report/build';
import { renderProviderReport } from '@core/report/render-provider';
import { defaultSections } from '@core/report/settings';
import { toJson } from '../../db/codecs';
import type { TestApp } from '../../test-support/test-app';
import { hashCode, hashToken, newLinkToken } from '../provider-portal/secrets';

/** Shared by the export and import tests: a rich account, and ways to compare and count. */

export type Who = { cookie: string; user: { id: string } };

export async function call(
  t: TestApp,
  who: Who | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function exportOf(t: TestApp, who: Who): Promise<ExportDocument> {
  const response = await call(t, who, 'GET', '/api/export');
  expect(response.statusCode).toBe(200);
  return response.json() as ExportDocument;
}

const TABLES = [
  'journal_entries',
  'medications',
  'medication_schedules',
  'medication_logs',
  'triggers',
  'custom_tags',
  'exercise_sessions',
  'healthcare_providers',
  'shared_reports',
  'treatment_recommendations',
  'provider_notes',
  'provider_links',
  'provider_access_events',
  'biometric_devices',
  'biometric_readings',
  'biometric_daily',
  'health_alerts',
  'peg_checkins',
] as const;

/** Rows per table, for everyone or for one user. */
export async function rowCounts(t: TestApp, userId?: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    let query = t.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n'));
    if (userId) query = query.where('user_id', '=', userId);
    counts[table] = Number((await query.executeTakeFirstOrThrow()).n);
  }
  return counts;
}

async function ok(response: { statusCode: number; body: string }, status = 201) {
  expect(response.statusCode, response.body).toBe(status);
}

/** Two weekly check-ins, in the weeks of the seeded journal: 2 to 8 and 9 to 15 February. */
export const SEEDED_PEG = [
  {
    week: '2026-W06',
    pain: 7,
    enjoyment: 6,
    activity: 8,
    answeredAt: '2026-02-08T18:05:00.000Z',
  },
  {
    week: '2026-W07',
    pain: 5,
    enjoyment: 4,
    activity: 4,
    answeredAt: '2026-02-15T18:30:00.000Z',
  },
] as const;

/** SEEDED_PEG written as stored: the API dates an answer now, these were answered weeks ago. */
export async function seedPegCheckins(t: TestApp, who: Who): Promise<void> {
  await t.database.db
    .insertInto('peg_checkins')
    .values(
      SEEDED_PEG.map((checkin) => ({
        id: randomUUID(),
        user_id: who.user.id,
        week: checkin.week,
        pain: checkin.pain,
        enjoyment: checkin.enjoyment,
        activity: checkin.activity,
        answered_at: checkin.answeredAt,
        created_at: checkin.answeredAt,
        updated_at: checkin.answeredAt,
      })),
    )
    .execute();
}

/**
 * Every kind of data an account can hold: journal, quick and emergency entries with body
 * locations; medications with schedules, taken and skipped doses (one tied to an entry);
 * active and inactive triggers; custom tags; completed exercise sessions (one late in the UTC
 * day, so its calendar day depends on the user's zone); weekly check-ins; and changed settings.
 */
export async function seedRichAccount(t: TestApp, who: Who): Promise<void> {
  const entry = (payload: object) => call(t, who, 'POST', '/api/journal-entries', payload);
  const journal = await entry({
    date: '2026-02-10',
    painLevel: 7,
    painTypes: ['Burning', 'Aching'],
    primaryLocation: 'lowerBack',
    painLocations: [
      { bodyPart: 'lowerBack', intensity: 8, x: 10, y: 20 },
      { bodyPart: 'leftKnee', intensity: 4 },
    ],
    duration: 'All day',
    symptoms: ['Fatigue', 'Stiffness'],
    symptomsDescription: 'Worse after sitting, "sharp" at times',
    emotionalState: 'frustrated',
    stressLevel: 6,
    energyLevel: 3,
    sleepQuality: 4,
    sleepHours: 6.5,
    activities: ['Walking'],
    moodLevel: 2,
    moodNotes: 'Low, but hopeful',
    gratitude: 'My sister called',
    notes: '=SUM(A1:A3) is not a formula here',
    journalEntry: 'Line one,\nline two.',
    promptResponse: 'Rest helped.',
    dailyPrompt: 'What helped your pain feel more manageable today?',
    customTags: ['flare', 'rain'],
    weatherData: { source: 'manual', windy: true },
    temperature: -3.5,
    humidity: 80,
    pressure: 1002.3,
    weatherConditions: 'Snow',
    windSpeed: 12,
    uvIndex: 1,
    airQuality: 42,
  });
  await ok(journal);
  await ok(
    await entry({ date: '2026-02-11', painLevel: 3, moodLevel: 4, journalEntry: 'Better.' }),
  );
  await ok(await entry({ date: '2026-02-10', kind: 'quick', painLevel: 8 }));
  await ok(
    await entry({
      date: '2026-02-10',
      kind: 'emergency',
      painLevel: 9,
      symptoms: ['Nausea'],
      notes: 'Emergency log: pain 9/10 (Excruciating). Action: Rest Position.',
    }),
  );

  const medication = (payload: object) => call(t, who, 'POST', '/api/medications', payload);
  const gabapentin = await medication({
    name: 'Gabapentin',
    dosage: '300 mg',
    frequency: 'three-times-daily',
    scheduleTimes: ['07:30', '14:00', '21:00'],
    purposes: ['Nerve pain'],
    sideEffects: ['Drowsiness'],
    instructions: 'With food',
    prescribedBy: 'Dr. Rivera',
    notes: 'Started after the MRI',
    startDate: '2026-01-05',
  });
  await ok(gabapentin);
  const weekly = await medication({
    name: 'Methotrexate',
    dosage: '10 mg',
    type: 'prescription',
    frequency: 'weekly',
    startDate: '2026-01-07',
  });
  await ok(weekly);
  const ibuprofen = await medication({
    name: 'Ibuprofen',
    dosage: '200 mg',
    type: 'over-the-counter',
    frequency: 'as-needed',
    startDate: '2026-01-01',
  });
  await ok(ibuprofen);
  await ok(
    await call(t, who, 'PATCH', `/api/medications/${weekly.json().id}`, { isActive: false }),
    200,
  );

  const dose = (payload: object) => call(t, who, 'POST', '/api/medications/logs', payload);
  await ok(
    await dose({
      medicationId: gabapentin.json().id,
      takenAt: '2026-02-10T07:35:00.000Z',
      effectiveness: 6,
      sideEffectsExperienced: ['Drowsiness'],
      notes: 'Took it late',
      scheduledTime: '07:30',
    }),
  );
  await ok(
    await dose({
      medicationId: gabapentin.json().id,
      takenAt: '2026-02-10T14:00:00.000Z',
      skipped: true,
      skipReason: 'Felt dizzy',
      scheduledTime: '14:00',
    }),
  );
  await ok(await dose({ medicationId: ibuprofen.json().id, takenAt: '2026-02-10T09:00:00Z' }));
  // A dose tied to a journal entry: no endpoint sets entry_id yet, older data has it.
  await t.database.db
    .insertInto('medication_logs')
    .values({
      id: randomUUID(),
      user_id: who.user.id,
      medication_id: ibuprofen.json().id,
      entry_id: journal.json().id,
      taken_at: '2026-02-10T18:00:00.000Z',
      dosage_actual: '400 mg',
      effectiveness: 8,
      side_effects_experienced: '[]',
      skipped: false,
      created_at: '2026-02-10T18:01:00.000Z',
    })
    .execute();

  await ok(
    await call(t, who, 'POST', '/api/triggers', { name: 'Cold weather', category: 'weather' }),
  );
  await ok(
    await call(t, who, 'POST', '/api/triggers', {
      name: 'Long drives',
      category: 'activity',
      isActive: false,
    }),
  );
  // Custom tags have no endpoint of their own yet.
  await t.database.db
    .insertInto('custom_tags')
    .values([
      {
        id: randomUUID(),
        user_id: who.user.id,
        name: 'flare',
        color: '#EF4444',
        category: 'pain',
        is_active: true,
        created_at: '2026-01-02T10:00:00.000Z',
      },
      {
        id: randomUUID(),
        user_id: who.user.id,
        name: 'rain',
        color: '#3B82F6',
        category: null,
        is_active: false,
        created_at: '2026-01-03T10:00:00.000Z',
      },
    ])
    .execute();

  const session = (payload: object) => call(t, who, 'POST', '/api/exercise-sessions', payload);
  await ok(
    await session({
      exerciseId: 'box-breathing',
      durationSeconds: 240,
      completedAt: '2026-02-10T07:00:00.000Z',
    }),
  );
  await ok(
    await session({
      exerciseId: 'body-scan',
      durationSeconds: 1200,
      completedAt: '2026-02-10T21:30:00.000Z',
    }),
  );
  // Stopped at once: a session of no length still counts as completed.
  await ok(
    await session({
      exerciseId: 'box-breathing',
      durationSeconds: 0,
      completedAt: '2026-02-11T07:00:00.000Z',
    }),
  );

  await seedPegCheckins(t, who);

  await ok(
    await call(t, who, 'PUT', '/api/settings', {
      theme: 'dark',
      autoSave: false,
      reminderTime: '08:00',
    }),
    200,
  );

  await seedProviderPortal(t, who);
}

/** Ids of the provider portal rows seedProviderPortal wrote. */
export interface PortalSeed {
  connectedId: string;
  pendingId: string;
  reportId: string;
}

/**
 * The provider portal, written straight into the tables: a connected clinician with a link, a
 * shared report (a real Healthcare Provider Report snapshot) and one withdrawn, an access
 * event, recommendations (one from a removed provider) and notes; and a pending invitation
 * with a code hash and two wrong codes. Secrets here must never reach an export.
 */
export async function seedProviderPortal(t: TestApp, who: Who): Promise<PortalSeed> {
  const db = t.database.db;
  const userId = who.user.id;
  const connectedId = randomUUID();
  const pendingId = randomUUID();
  const provider = {
    user_id: userId,
    title: 'MD',
    organization: 'Riverside Pain Clinic',
    phone: '+1 555 0100',
    address: '1 Main St, Springfield',
    license_number: 'LIC-4471',
    access_expires_at: '2099-01-01T00:00:00.000Z',
    access_revoked_at: null,
    updated_at: '2026-02-01T09:00:00.000Z',
  };
  await db
    .insertInto('healthcare_providers')
    .values([
      {
        ...provider,
        id: connectedId,
        name: 'Dr. Maya Chen',
        specialization: 'Pain medicine',
        email: 'maya.chen@clinic.example',
        access_level: 'collaborative',
        permissions: toJson(presetPermissions('collaborative')),
        invited_at: '2026-02-01T09:00:00.000Z',
        verified_at: '2026-02-01T10:00:00.000Z',
        last_accessed_at: '2026-02-11T15:30:00.000Z',
        code_hash: null,
        code_attempts: 0,
        created_at: '2026-02-01T09:00:00.000Z',
      },
      {
        ...provider,
        id: pendingId,
        name: 'Sam Okafor',
        title: '',
        specialization: 'Physiotherapy',
        organization: '',
        email: 'sam@physio.example',
        license_number: '',
        access_level: 'read-only',
        permissions: toJson({ ...presetPermissions('read-only'), viewAnalytics: false }),
        invited_at: '2026-02-05T09:00:00.000Z',
        verified_at: null,
        last_accessed_at: null,
        code_hash: hashCode(pendingId, '123456'),
        code_attempts: 2,
        created_at: '2026-02-05T09:00:00.000Z',
      },
    ])
    .execute();

  const entries = (await call(t, who, 'GET', '/api/journal-entries')).json() as JournalEntry[];
  const medications = (await call(t, who, 'GET', '/api/medications/detailed')).json() as [];
  const data = buildReportData({
    entries,
    medications,
    triggers: [],
    settings: {
      dateRange: 30,
      reportType: 'comprehensive',
      includeSections: defaultSections(),
      patientInfo: {
        name: 'Alice Ng',
        dob: '',
        providerName: 'Dr. Maya Chen',
        appointmentDate: '',
        notes: 'Worse in the cold',
      },
    },
    today: '2026-02-11',
    timeZone: 'UTC',
  });
  const reportId = randomUUID();
  const report = {
    user_id: userId,
    provider_id: connectedId,
    report_type: 'comprehensive',
    days: 30,
    sections: toJson(defaultSections()),
    date_start: '2026-01-13',
    date_end: '2026-02-11',
    summary: reportSummary(data),
    key_insights: toJson(keyInsights(data)),
    data: toJson(data),
    text: renderProviderReport(data),
  };
  await db
    .insertInto('shared_reports')
    .values([
      {
        ...report,
        id: reportId,
        title: 'Last month, comprehensive',
        shared_at: '2026-02-11T12:00:00.000Z',
        viewed_at: '2026-02-11T15:30:00.000Z',
        revoked_at: null,
      },
      {
        ...report,
        id: randomUUID(),
        title: 'Before the appointment',
        shared_at: '2026-02-09T12:00:00.000Z',
        viewed_at: null,
        revoked_at: '2026-02-10T08:00:00.000Z',
      },
    ])
    .execute();
  await db
    .insertInto('provider_links')
    .values([
      {
        id: randomUUID(),
        user_id: userId,
        provider_id: connectedId,
        shared_report_id: null,
        token_hash: hashToken(newLinkToken()),
        created_at: '2026-02-01T09:00:00.000Z',
        revoked_at: null,
      },
      {
        id: randomUUID(),
        user_id: userId,
        provider_id: connectedId,
        shared_report_id: reportId,
        token_hash: hashToken(newLinkToken()),
        created_at: '2026-02-11T12:00:00.000Z',
        revoked_at: null,
      },
      {
        id: randomUUID(),
        user_id: userId,
        provider_id: pendingId,
        shared_report_id: null,
        token_hash: hashToken(newLinkToken()),
        created_at: '2026-02-05T09:00:00.000Z',
        revoked_at: null,
      },
    ])
    .execute();
  await db
    .insertInto('provider_access_events')
    .values({
      id: randomUUID(),
      user_id: userId,
      provider_id: connectedId,
      action: 'report.viewed',
      detail: 'Last month, comprehensive',
      via: 'Last month, comprehensive',
      at: '2026-02-11T15:30:00.000Z',
    })
    .execute();

  const recommendation = {
    user_id: userId,
    provider_id: connectedId,
    provider_name: 'Dr. Maya Chen',
    description: '',
    priority: 'medium',
    due_date: null,
    follow_up_required: false,
    notes: '',
    medication_change: null,
    responded_at: null,
  };
  await db
    .insertInto('treatment_recommendations')
    .values([
      {
        ...recommendation,
        id: randomUUID(),
        title: 'Gentle walking, 20 minutes a day',
        description: 'Start slowly and keep a note of how you feel.',
        category: 'exercise',
        priority: 'high',
        status: 'accepted',
        due_date: '2026-03-01',
        follow_up_required: true,
        notes: 'Stop if the pain goes above 7.',
        created_at: '2026-02-11T16:00:00.000Z',
        responded_at: '2026-02-11T18:00:00.000Z',
      },
      {
        ...recommendation,
        id: randomUUID(),
        title: 'Gabapentin: reduce to 200 mg',
        category: 'medication',
        status: 'pending',
        medication_change: toJson({ medication: 'Gabapentin', change: 'reduce to 200 mg' }),
        created_at: '2026-02-11T16:05:00.000Z',
      },
      {
        ...recommendation,
        id: randomUUID(),
        provider_id: null,
        provider_name: 'Dr. Lee (removed)',
        title: 'See a sleep specialist',
        category: 'referral',
        priority: 'low',
        status: 'declined',
        created_at: '2026-01-20T10:00:00.000Z',
        responded_at: '2026-01-21T10:00:00.000Z',
      },
    ])
    .execute();
  await db
    .insertInto('provider_notes')
    .values([
      {
        id: randomUUID(),
        user_id: userId,
        provider_id: connectedId,
        provider_name: 'Dr. Maya Chen',
        text: 'Good progress.\nKeep the diary going.',
        created_at: '2026-02-11T16:10:00.000Z',
      },
      {
        id: randomUUID(),
        user_id: userId,
        provider_id: null,
        provider_name: 'Dr. Lee (removed)',
        text: 'Thanks for sharing the report.',
        created_at: '2026-01-20T10:05:00.000Z',
      },
    ])
    .execute();
  return { connectedId, pendingId, reportId };
}

/**
 * An export without what must differ between accounts: ids (references become the natural
 * description of what they point at), the profile and the export time. Lists sorted.
 */
export function normalized(document: ExportDocument) {
  const entryName = new Map(
    document.journalEntries.map((e) => [e.id, `${e.kind} ${e.date} ${e.createdAt}`]),
  );
  const medicationName = new Map(
    document.medications.map((m) => [m.id, `${m.name} ${m.startDate}`]),
  );
  const sorted = <T>(items: T[]) =>
    items
      .map((item) => JSON.stringify(item))
      .sort()
      .map((item) => JSON.parse(item) as unknown);
  const withoutId = <T extends { id: string }>({ id: _id, ...rest }: T) => rest;
  const providerEmail = new Map((document.healthcareProviders ?? []).map((p) => [p.id, p.email]));
  const byProvider = <T extends { id: string; providerId: string | null }>(item: T) => ({
    ...withoutId(item),
    providerId: item.providerId === null ? null : (providerEmail.get(item.providerId) ?? null),
  });
  return {
    format: document.format,
    version: document.version,
    settings: document.settings,
    journalEntries: sorted(document.journalEntries.map(withoutId)),
    medications: sorted(document.medications.map(withoutId)),
    medicationSchedules: sorted(
      document.medicationSchedules.map((s) => ({
        ...withoutId(s),
        medicationId: medicationName.get(s.medicationId),
      })),
    ),
    medicationLogs: sorted(
      document.medicationLogs.map((l) => ({
        ...withoutId(l),
        medicationId: medicationName.get(l.medicationId),
        entryId: l.entryId === null ? null : entryName.get(l.entryId),
      })),
    ),
    triggers: sorted(document.triggers.map(withoutId)),
    customTags: sorted(document.customTags.map(withoutId)),
    exerciseSessions: sorted(document.exerciseSessions.map(withoutId)),
    healthcareProviders: sorted((document.healthcareProviders ?? []).map(withoutId)),
    sharedReports: sorted((document.sharedReports ?? []).map(byProvider)),
    treatmentRecommendations: sorted((document.treatmentRecommendations ?? []).map(byProvider)),
    providerNotes: sorted((document.providerNotes ?? []).map(byProvider)),
    ...normalizedBiometrics(document, sorted),
    pegCheckins: sorted(document.pegCheckins ?? []),
  };
}

/** Devices without ids; readings, summaries and alerts point at their device's description. */
function normalizedBiometrics(document: ExportDocument, sorted: <T>(items: T[]) => unknown[]) {
  const devices = document.biometricDevices ?? [];
  const deviceName = new Map(
    devices.map((d) => [d.id, `${d.connection} ${d.name} ${d.sourceName} ${d.createdAt}`]),
  );
  const byDevice = <T extends { deviceId: string | null }>(item: T) => ({
    ...item,
    deviceId: item.deviceId === null ? null : deviceName.get(item.deviceId),
  });
  return {
    biometricDevices: sorted(devices.map(({ id: _id, ...rest }) => rest)),
    biometricReadings: sorted((document.biometricReadings ?? []).map(byDevice)),
    biometricDailySummaries: sorted((document.biometricDailySummaries ?? []).map(byDevice)),
    healthAlerts: sorted(
      (document.healthAlerts ?? []).map(({ id: _id, ...rest }) => byDevice(rest)),
    ),
  };
}
