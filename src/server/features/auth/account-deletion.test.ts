import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_PASSWORD_MESSAGE } from '@core/auth';
import { appleHealthExportXml } from '@core/biometrics/apple-health/export-writer';
import { nowIso, toJson } from '../../db/codecs';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { connectDevice, push, upload } from '../../test-support/biometrics';
import { createMediaStore } from '../media/store';
import { USER_OWNED_TABLES } from './user-store';

const PASSWORD = 'correct horse battery';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-deletion-'));
  t = await createTestApp({ config: { dataDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Person = Awaited<ReturnType<typeof registerUser>> & {
  /** The invitation link of the person's provider, as a clinician would hold it. */
  clinicianLink: string;
  /** The push token of the person's device. */
  deviceToken: string;
};

/**
 * A device that pushed a reading bad enough for an alert, and an Apple Health export imported
 * (its file kept for Sync), through the API.
 */
async function biometricData(person: { cookie: string; user: { id: string } }): Promise<string> {
  const { token } = await connectDevice(t, person, { name: 'Cuff' });
  const pushed = await push(t, token, {
    readings: [{ type: 'blood_pressure', value: 185, diastolic: 100, timestamp: nowIso() }],
  });
  expect(pushed.json().accepted).toBe(1);
  const xml = [
    ...appleHealthExportXml([
      {
        type: 'HKQuantityTypeIdentifierHeartRate',
        sourceName: 'Watch',
        unit: 'count/min',
        value: '60',
        start: Date.now() - 60_000,
        end: Date.now() - 60_000,
        offsetMinutes: 0,
      },
    ]),
  ].join('');
  const sent = await upload(
    t,
    person,
    { kind: 'apple_health' },
    { name: 'export.xml', content: xml },
  );
  expect(sent.statusCode, sent.body).toBe(202);
  await t.app.biometrics.idle();
  return token as string;
}

/** A user with a row in every table that holds user data. */
/**
 * A connected provider with a shared report (through the API), and a recommendation, a note
 * and an access event as the clinician's requests would store them.
 */
async function providerData(
  userId: string,
  post: (url: string, payload: object) => Promise<Record<string, unknown>>,
): Promise<string> {
  const invitation = await post('/api/healthcare-providers/invite', {
    name: 'Dr. Ana Ruiz',
    specialization: 'Pain medicine',
    email: 'ana@clinic.test',
  });
  const providerId = (invitation.provider as { id: string }).id;
  const now = nowIso();
  const db = t.database.db;
  await db
    .updateTable('healthcare_providers')
    .set({ verified_at: now, code_hash: null })
    .where('id', '=', providerId)
    .execute();
  await post('/api/shared-reports', {
    providerId,
    dateRange: 30,
    reportType: 'summary',
    includeSections: {
      painTrends: true,
      medications: true,
      symptoms: true,
      triggers: true,
      activities: true,
      sleep: true,
      mood: true,
      weather: false,
    },
  });
  const by = { user_id: userId, provider_id: providerId, provider_name: 'Dr. Ana Ruiz' };
  await db
    .insertInto('treatment_recommendations')
    .values({
      ...by,
      id: `recommendation-${userId}`,
      title: 'Stretch',
      description: '',
      category: 'exercise',
      priority: 'low',
      status: 'pending',
      notes: '',
      created_at: now,
    })
    .execute();
  await db
    .insertInto('provider_notes')
    .values({ ...by, id: `note-${userId}`, text: 'Doing well', created_at: now })
    .execute();
  await db
    .insertInto('provider_access_events')
    .values({
      id: `event-${userId}`,
      user_id: userId,
      provider_id: providerId,
      action: 'portal.viewed',
      detail: null,
      via: 'Invitation link',
      at: now,
    })
    .execute();
  return invitation.link as string;
}

/** A participation with its consent record, and saved data sharing preferences. */
async function researchData(userId: string): Promise<void> {
  const db = t.database.db;
  const now = nowIso();
  const studyId = randomUUID();
  const participationId = randomUUID();
  await db
    .insertInto('research_studies')
    .values({
      id: studyId,
      title: 'Sleep and flare frequency',
      description: '',
      institution: 'Riverside University',
      institution_type: 'academic',
      principal_investigator: 'Dr. Quinn',
      study_type: 'observational',
      phase: 'recruiting',
      start_date: '2026-01-01',
      end_date: '2099-01-01',
      target_participants: 10,
      eligibility: '{}',
      exclusion: '{}',
      data_requirements: '[]',
      compensation: '',
      compensation_usd: 0,
      benefits: '[]',
      risks: '[]',
      privacy_level: 'pseudonymized',
      ethics_approval: 'IRB-1',
      contact: '{}',
      publications: '[]',
      salt: 'ab'.repeat(32),
      consent_version: 1,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('research_participations')
    .values({
      id: participationId,
      user_id: userId,
      study_id: studyId,
      status: 'active',
      enrolled_at: now,
      enrolled_on: '2026-03-01',
      consent_version: 1,
      shared_categories: '["pain"]',
      identifiable_consent: false,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('research_consents')
    .values({
      id: randomUUID(),
      participation_id: participationId,
      user_id: userId,
      study_id: studyId,
      version: 1,
      statements: '["I agree"]',
      categories: '["pain"]',
      given_at: now,
    })
    .execute();
  await db
    .insertInto('research_preferences')
    .values({
      user_id: userId,
      allow_anonymized_sharing: true,
      allow_biometric_sharing: true,
      allow_medication_sharing: false,
      allow_symptom_sharing: true,
      allow_demographic_sharing: false,
      restrict_to_academic_research: false,
      restrict_to_non_profit_research: false,
      require_approval_per_study: true,
      max_studies_per_year: 2,
      updated_at: now,
    })
    .execute();
}

/**
 * Reminders (issue 20): a device that allowed notifications, a reminder the scheduler sent, the
 * private calendar address (its hash), and a weekly check-in answered through the API.
 */
async function reminderData(
  userId: string,
  post: (url: string, payload: object) => Promise<Record<string, unknown>>,
): Promise<void> {
  const db = t.database.db;
  const now = nowIso();
  await db
    .insertInto('push_subscriptions')
    .values({
      id: randomUUID(),
      user_id: userId,
      endpoint: `https://push.example.test/send/${userId}`,
      p256dh: 'device-public-key',
      auth: 'device-auth-secret',
      device_label: 'Phone',
      created_at: now,
      last_sent_at: now,
    })
    .execute();
  await db
    .insertInto('reminder_sends')
    .values({
      id: randomUUID(),
      user_id: userId,
      kind: 'checkin',
      ref: 'daily',
      local_date: '2026-03-01',
      due_at: now,
      claimed_at: now,
      status: 'sent',
      channels: toJson(['push']),
    })
    .execute();
  await db
    .insertInto('calendar_feeds')
    .values({ token_hash: `hash-${userId}`, user_id: userId, created_at: now, last_used_at: null })
    .execute();
  await db
    .insertInto('import_mappings')
    .values({ user_id: userId, signature: 'date|pain', mapping: '{}', updated_at: now })
    .execute();
  await post('/api/peg-checkins', { pain: 6, enjoyment: 5, activity: 7 });
}

async function personWithData(): Promise<Person> {
  const registered = await registerUser(t.app, { password: PASSWORD });
  const person = { ...registered, clinicianLink: '', deviceToken: '' };
  const headers = { cookie: person.cookie };
  const post = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(response.statusCode, url).toBe(201);
    return response.json();
  };
  const entry = await post('/api/journal-entries', {
    date: '2026-03-01',
    painLevel: 6,
    notes: 'private words',
  });
  // A photo on the entry (the media store's own write; the upload route has its own tests).
  await createMediaStore(t.database.db).insert(person.user.id, {
    id: randomUUID(),
    entryId: entry.id,
    kind: 'photo',
    contentType: 'image/jpeg',
    durationMs: null,
    data: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  });
  const medication = await post('/api/medications', {
    name: 'Gabapentin',
    dosage: '300 mg',
    frequency: 'three-times-daily',
  });
  await post('/api/medications/logs', { medicationId: medication.id, effectiveness: 6 });
  await post('/api/triggers', { name: 'Cold weather', category: 'weather' });
  await post('/api/exercise-sessions', { exerciseId: 'box-breathing', durationSeconds: 300 });
  await t.app.inject({ method: 'PUT', url: '/api/settings', headers, payload: { theme: 'dark' } });
  await t.database.db
    .insertInto('custom_tags')
    .values({ id: `tag-${person.user.id}`, user_id: person.user.id, name: 'flare', category: null })
    .execute();
  // A prediction as the prediction page stores it, and a flare alert raised from it.
  await t.database.db
    .insertInto('pain_predictions')
    .values({
      id: `prediction-${person.user.id}`,
      user_id: person.user.id,
      date: '2026-03-02',
      made_on: '2026-03-01',
      horizon: 1,
      model: 'linear',
      predicted_pain_level: 7,
      range_low: 6,
      range_high: 8,
      confidence: 60,
      risk_level: 'high',
      flare_probability: 40,
      accuracy: 60,
      primary_factors: '[]',
      recommendations: '[]',
      generated_at: nowIso(),
    })
    .execute();
  await t.database.db
    .insertInto('flare_alerts')
    .values({
      id: `alert-${person.user.id}`,
      user_id: person.user.id,
      date: '2026-03-02',
      severity: 'high',
      probability: 40,
      predicted_pain_level: 7,
      trigger_factors: '[]',
      preventive_actions: '[]',
      issued_at: nowIso(),
    })
    .execute();
  await t.database.db
    .insertInto('support_tickets')
    .values({
      id: `ticket-${person.user.id}`,
      ticket_number: `CRN-${person.user.id.slice(0, 8)}`,
      user_id: person.user.id,
      name: 'Jo',
      email: 'jo@example.test',
      subject: 'Help',
      category: 'account',
      message: 'Please help',
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .execute();
  await researchData(person.user.id);
  await reminderData(person.user.id, post);
  person.clinicianLink = await providerData(person.user.id, post);
  person.deviceToken = await biometricData(person);
  return person;
}

/** Every table with a user_id column, found from the database itself. */
async function tablesWithUserId(): Promise<string[]> {
  const tables = await t.database.db.introspection.getTables();
  return tables
    .filter((table) => table.columns.some((column) => column.name === 'user_id'))
    .map((table) => table.name)
    .sort();
}

async function rowsOf(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [...USER_OWNED_TABLES]) {
    const row = await t.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  const user = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .executeTakeFirst();
  counts.users = user ? 1 : 0;
  return counts;
}

const remove = (cookie: string | undefined, payload?: unknown) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

describe('DELETE /api/account', () => {
  it('knows every table that holds user data', async () => {
    expect([...USER_OWNED_TABLES].sort()).toEqual(await tablesWithUserId());
  });

  it('refuses without a session', async () => {
    expect((await remove(undefined, { password: PASSWORD })).statusCode).toBe(401);
  });

  it.each([
    [undefined, 'body'],
    [{}, 'password'],
    [{ password: '' }, 'password'],
    [{ password: 42 }, 'password'],
    [{ password: 'x'.repeat(201) }, 'password'],
  ])('refuses body %j with a 400 naming %s and deletes nothing', async (payload, field) => {
    const person = await personWithData();
    const before = await rowsOf(person.user.id);
    const response = await remove(person.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
    expect(await rowsOf(person.user.id)).toEqual(before);
  });

  it('refuses a wrong password with 403 and deletes nothing', async () => {
    const person = await personWithData();
    const before = await rowsOf(person.user.id);
    const response = await remove(person.cookie, { password: 'not the password' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(WRONG_PASSWORD_MESSAGE);
    expect(await rowsOf(person.user.id)).toEqual(before);
    expect(
      (await t.app.inject({ url: '/api/auth/user', headers: { cookie: person.cookie } }))
        .statusCode,
    ).toBe(200);
  });

  it('removes every row of the account and nobody else’s, and ends the session', async () => {
    const leaving = await personWithData();
    const staying = await personWithData();
    const stayingBefore = await rowsOf(staying.user.id);
    const uploadsOf = async (person: Person) =>
      (
        await t.database.db
          .selectFrom('biometric_imports')
          .select('file_path')
          .where('user_id', '=', person.user.id)
          .execute()
      ).map((row) => row.file_path as string);
    const [leavingFile] = await uploadsOf(leaving);
    const [stayingFile] = await uploadsOf(staying);
    expect(existsSync(leavingFile as string)).toBe(true);
    expect(Object.values(await rowsOf(leaving.user.id)).every((n) => n > 0)).toBe(true);

    const response = await remove(leaving.cookie, { password: PASSWORD });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/cairn_session=;/);

    const after = await rowsOf(leaving.user.id);
    expect(Object.values(after).every((n) => n === 0)).toBe(true);
    expect(await rowsOf(staying.user.id)).toEqual(stayingBefore);
    expect(
      (await t.app.inject({ url: '/api/auth/user', headers: { cookie: leaving.cookie } }))
        .statusCode,
    ).toBe(401);

    // The email is free again, and signing in with the old password no longer works.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: leaving.user.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    // The clinician's link of the deleted account opens nothing; the other one still works.
    const session = (person: Person) =>
      t.app.inject({
        url: '/api/clinician/session',
        headers: { authorization: `Bearer ${person.clinicianLink.split('#')[1]}` },
      });
    const gone = await session(leaving);
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual({
      message: 'This link is not valid. Ask your patient to send a new one.',
    });
    expect((await session(staying)).statusCode).toBe(200);

    // The device token of the deleted account writes nothing; the other one still does.
    const reading = { readings: [{ type: 'heart_rate', value: 70, timestamp: nowIso() }] };
    expect((await push(t, leaving.deviceToken, reading)).statusCode).toBe(401);
    expect((await push(t, staying.deviceToken, reading)).statusCode).toBe(200);
    // The uploaded export went with the account; the other person's stays.
    expect(existsSync(leavingFile as string)).toBe(false);
    expect(existsSync(stayingFile as string)).toBe(true);
  });
});
