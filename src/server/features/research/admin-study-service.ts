import { randomBytes, randomUUID } from 'node:crypto';
import type { PrivacyLevel, StudyPhase } from '@core/research/constants';
import type { StudyInput } from '@core/research/schemas';
import type { AdminResearchStudy } from '@core/research/types';
import type { ApiUser } from '@core/user';
import { fromJson, nowIso, toJson } from '../../db/codecs';
import { conflict, notFound } from '../../http-errors';
import {
  effectiveStatements,
  NO_COUNTS,
  presentAdminStudy,
  presentConsent,
  type StudyRow,
} from './presenters';
import type { StudyStore } from './study-store';
import { STUDY_NOT_FOUND } from './study-views';

export const COMPLETED_IS_FINAL = 'A completed study cannot be changed';

type Admin = Pick<ApiUser, 'id' | 'email'>;

/** The study's columns from the admin's form (everything but phase, salt and consent). */
function columnsOf(input: StudyInput) {
  return {
    title: input.title,
    description: input.description,
    institution: input.institution,
    institution_type: input.institutionType,
    principal_investigator: input.principalInvestigator,
    study_type: input.studyType,
    start_date: input.startDate,
    end_date: input.endDate,
    target_participants: input.targetParticipants,
    eligibility: toJson(input.eligibility),
    exclusion: toJson(input.exclusion),
    data_requirements: toJson(input.dataRequirements),
    compensation: input.compensation,
    compensation_usd: input.compensationUsd,
    benefits: toJson(input.benefits),
    risks: toJson(input.risks),
    privacy_level: input.privacyLevel,
    ethics_approval: input.ethicsApproval,
    contact: toJson(input.contactInfo),
    publications: toJson(input.publications),
  };
}

const JSON_COLUMNS = new Set([
  'eligibility',
  'exclusion',
  'data_requirements',
  'benefits',
  'risks',
  'contact',
  'publications',
]);

/** JSON with object keys sorted: jsonb hands keys back in its own order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** Which of the study's columns an edit changed (names only: the audit log keeps no text). */
function changedColumns(row: StudyRow, next: ReturnType<typeof columnsOf>): string[] {
  return Object.entries(next)
    .filter(([key, value]) => {
      const before: unknown = row[key as keyof StudyRow];
      return JSON_COLUMNS.has(key)
        ? canonical(fromJson(before as string, null)) !== canonical(JSON.parse(String(value)))
        : String(before) !== String(value);
    })
    .map(([key]) => key);
}

/** The admin's Research Studies tab: create, edit, change phase, and see progress. */
export function createAdminStudyService(deps: { studies: StudyStore; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());

  async function present(rows: StudyRow[]): Promise<AdminResearchStudy[]> {
    const [counts, versions] = await Promise.all([
      deps.studies.counts(rows),
      deps.studies.consentVersions(rows.map((row) => row.id)),
    ]);
    return rows.map((row) => {
      const consent = versions.find(
        (v) => v.study_id === row.id && v.version === row.consent_version,
      )!;
      return presentAdminStudy(row, counts.get(row.id) ?? NO_COUNTS, presentConsent(consent));
    });
  }

  async function settle() {
    const now = clock();
    await deps.studies.settleEnded(now.toISOString().slice(0, 10), now.toISOString());
  }

  async function get(id: string): Promise<AdminResearchStudy> {
    await settle();
    const row = await deps.studies.find(id);
    if (!row) throw notFound(STUDY_NOT_FOUND);
    return (await present([row]))[0]!;
  }

  return {
    async list(): Promise<AdminResearchStudy[]> {
      await settle();
      return present(await deps.studies.list());
    },

    get,

    async create(admin: Admin, input: StudyInput): Promise<AdminResearchStudy> {
      const id = randomUUID();
      const at = nowIso();
      await deps.studies.create(
        {
          id,
          ...columnsOf(input),
          phase: 'recruiting',
          salt: randomBytes(32).toString('hex'),
          consent_version: 1,
          created_by: admin.id,
          created_at: at,
          updated_at: at,
        },
        {
          version: 1,
          text: input.consentText,
          statements: toJson(effectiveStatements(input.consentStatements, input.privacyLevel)),
          published_at: at,
        },
        {
          actor: { userId: admin.id, label: admin.email },
          action: 'research_study.create',
          details: { phase: 'recruiting', privacyLevel: input.privacyLevel, consentVersion: 1 },
        },
      );
      return get(id);
    },

    /** A changed consent text or statements publishes the next consent version. */
    async update(admin: Admin, id: string, input: StudyInput): Promise<AdminResearchStudy> {
      await settle();
      const row = await deps.studies.find(id);
      if (!row) throw notFound(STUDY_NOT_FOUND);
      if (row.phase === 'completed') throw conflict(COMPLETED_IS_FINAL);
      const [current] = (await deps.studies.consentVersions([id])).filter(
        (v) => v.version === row.consent_version,
      );
      const statements = effectiveStatements(input.consentStatements, input.privacyLevel);
      const consentChanged =
        current!.text !== input.consentText ||
        toJson(fromJson<string[]>(current!.statements, [])) !== toJson(statements);
      const version = consentChanged ? row.consent_version + 1 : row.consent_version;
      const at = nowIso();
      const columns = columnsOf(input);
      const changed = changedColumns(row, columns);
      const updated = await deps.studies.update(
        id,
        { ...columns, consent_version: version, updated_at: at },
        consentChanged
          ? { version, text: input.consentText, statements: toJson(statements), published_at: at }
          : null,
        {
          actor: { userId: admin.id, label: admin.email },
          action: 'research_study.update',
          details: {
            changed: consentChanged ? [...changed, 'consent'] : changed,
            ...(consentChanged
              ? { consentVersion: { from: row.consent_version, to: version } }
              : {}),
            ...(row.privacy_level !== input.privacyLevel
              ? {
                  privacyLevel: { from: row.privacy_level as PrivacyLevel, to: input.privacyLevel },
                }
              : {}),
          },
        },
      );
      if (!updated) throw conflict(COMPLETED_IS_FINAL);
      return get(id);
    },

    async setPhase(admin: Admin, id: string, phase: StudyPhase): Promise<AdminResearchStudy> {
      await settle();
      const row = await deps.studies.find(id);
      if (!row) throw notFound(STUDY_NOT_FOUND);
      if (row.phase === 'completed') throw conflict(COMPLETED_IS_FINAL);
      if (row.phase !== phase) {
        const changed = await deps.studies.setPhase(id, phase, nowIso(), {
          actor: { userId: admin.id, label: admin.email },
          action: 'research_study.phase',
          details: { from: row.phase, to: phase },
        });
        if (!changed) throw conflict(COMPLETED_IS_FINAL);
      }
      return get(id);
    },
  };
}

export type AdminStudyService = ReturnType<typeof createAdminStudyService>;
