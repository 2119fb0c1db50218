import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { addDays } from '@core/calendar';
import type { EnrollPayload, StudyPayload } from '@core/research/schemas';
import type { AdminResearchStudy, ResearchParticipation } from '@core/research/types';
import { localDate } from '@core/time-zone';
import { nowIso, toJson } from '../db/codecs';
import type { Config } from '../config';
import { api, type Who } from './api';
import { createTestApp, registerUser, type TestApp } from './test-app';

/** Test data for clinical research's API tests. */

export { api, rowCount, SAMPLE_ID, type Who } from './api';

export const RESEARCH_ADMIN = 'research-admin@example.test';

export async function createResearchApp(config: Partial<Config> = {}) {
  const t = await createTestApp({ config: { adminEmails: new Set([RESEARCH_ADMIN]), ...config } });
  const admin = await registerUser(t.app, { email: RESEARCH_ADMIN, timeZone: 'UTC' });
  /** One request as `who` (null: signed out). */
  const call = (who: Who | null, method: string, url: string, body?: unknown) =>
    api(t)(who, method, url, body);
  return { t, admin, call };
}

export const today = () => localDate(new Date(), 'UTC');

export function studyPayload(overrides: Partial<StudyPayload> = {}): StudyPayload {
  const start = today();
  return {
    title: 'Sleep and flare frequency',
    description: 'How sleep relates to flares over six months.',
    institution: 'Riverside University',
    institutionType: 'academic',
    principalInvestigator: 'Dr. Mara Quinn',
    studyType: 'observational',
    startDate: addDays(start, -30),
    endDate: addDays(start, 180),
    targetParticipants: 100,
    eligibility: {
      minDaysOfEntries: 30,
      minEntriesWithField: [{ field: 'sleepHours', count: 30 }],
    },
    dataRequirements: [
      { category: 'pain', description: 'Daily pain', frequency: 'daily', required: true },
      { category: 'sleep', description: 'Sleep', frequency: 'daily', required: true },
      { category: 'symptoms', description: 'Symptoms', frequency: 'weekly', required: false },
      { category: 'medications', description: 'Doses', frequency: 'weekly', required: false },
    ],
    compensation: '$50 gift card',
    compensationUsd: 50,
    benefits: ['Better care for others'],
    risks: ['None known'],
    privacyLevel: 'pseudonymized',
    ethicsApproval: 'IRB-2026-014',
    contactInfo: { name: 'Study Office', email: 'study@uni.test', phone: '+1 555 0100' },
    consentText: 'You agree to share the data listed for this study.',
    consentStatements: ['I have read the consent text', 'I understand I can withdraw'],
    publications: [],
    ...overrides,
  };
}

export async function createStudy(
  t: TestApp,
  admin: Who,
  overrides: Partial<StudyPayload> = {},
): Promise<AdminResearchStudy> {
  const response = await api(t)(
    admin,
    'POST',
    '/api/admin/research-studies',
    studyPayload(overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as AdminResearchStudy;
}

/** Every statement ticked, for the version the study shows now. */
export function consentFor(study: Pick<AdminResearchStudy, 'consent'>): EnrollPayload {
  return {
    consentVersion: study.consent.version,
    acceptedStatements: study.consent.statements.map((_statement, index) => index),
  };
}

export async function enrol(
  t: TestApp,
  who: Who,
  study: Pick<AdminResearchStudy, 'id' | 'consent'>,
  extra: Partial<EnrollPayload> = {},
): Promise<ResearchParticipation> {
  const response = await api(t)(who, 'POST', `/api/research-studies/${study.id}/enroll`, {
    ...consentFor(study),
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ResearchParticipation;
}

export interface DayValues {
  painLevel?: number;
  sleepHours?: number | null;
  notes?: string | null;
  journalEntry?: string | null;
  customTags?: string[];
  symptoms?: string[];
}

/**
 * A journal entry on each of `days` days ending `endDaysAgo` days before today (UTC), stored
 * directly: one per day, with the values given.
 */
export async function logDays(
  t: TestApp,
  userId: string,
  days: number,
  values: DayValues = {},
  endDaysAgo = 0,
): Promise<string[]> {
  const dates: string[] = [];
  for (let i = 0; i < days; i += 1) dates.push(addDays(today(), -(endDaysAgo + i)));
  if (dates.length === 0) return dates;
  const now = nowIso();
  await t.database.db
    .insertInto('journal_entries')
    .values(
      dates.map((date) => ({
        id: randomUUID(),
        user_id: userId,
        date,
        pain_level: values.painLevel ?? 5,
        sleep_hours: values.sleepHours === undefined ? 7.5 : values.sleepHours,
        notes: values.notes ?? null,
        journal_entry: values.journalEntry ?? null,
        custom_tags: toJson(values.customTags ?? []),
        symptoms: toJson(values.symptoms ?? []),
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  return dates.sort();
}

/** A medication with one dose log taken at noon UTC on each date. */
export async function logDoses(t: TestApp, userId: string, dates: string[], type = 'nsaid') {
  const medicationId = randomUUID();
  const now = nowIso();
  await t.database.db
    .insertInto('medications')
    .values({
      id: medicationId,
      user_id: userId,
      name: 'Secretmed 400',
      type,
      dosage: '400 mg',
      frequency: 'daily',
      start_date: dates[0] ?? today(),
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const date of dates) {
    await t.database.db
      .insertInto('medication_logs')
      .values({
        id: randomUUID(),
        user_id: userId,
        medication_id: medicationId,
        taken_at: `${date}T12:00:00.000Z`,
        effectiveness: 6,
        notes: 'dose note words',
        created_at: now,
      })
      .execute();
  }
}

/** Moves a participation's enrolment back by `days`, as if it had been made then. */
export async function backdate(t: TestApp, participationId: string, days: number) {
  await t.database.db
    .updateTable('research_participations')
    .set({
      enrolled_on: addDays(today(), -days),
      enrolled_at: new Date(Date.now() - days * 86_400_000).toISOString(),
    })
    .where('id', '=', participationId)
    .execute();
}

/** A user with `days` days of entries with sleep, ready to enrol in studyPayload()'s study. */
export async function eligibleUser(t: TestApp, days = 30, values: DayValues = {}) {
  const who = await registerUser(t.app, { timeZone: 'UTC', firstName: 'Robin', lastName: 'Ashe' });
  await logDays(t, who.user.id, days, values);
  return who;
}

export async function download(t: TestApp, admin: Who, studyId: string, format: 'csv' | 'json') {
  const response = await api(t)(
    admin,
    'GET',
    `/api/admin/research-studies/${studyId}/dataset?format=${format}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** The JSON dataset's records. */
export async function records(t: TestApp, admin: Who, studyId: string) {
  const response = await download(t, admin, studyId, 'json');
  return (response.json() as { records: Record<string, unknown>[] }).records;
}

/** Counts of the research tables, for "nothing stored" checks. */
export async function researchCounts(t: TestApp) {
  const count = async (
    table:
      | 'research_studies'
      | 'research_consent_versions'
      | 'research_participations'
      | 'research_consents'
      | 'research_preferences',
  ) =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    studies: await count('research_studies'),
    versions: await count('research_consent_versions'),
    participations: await count('research_participations'),
    consents: await count('research_consents'),
    preferences: await count('research_preferences'),
  };
}
