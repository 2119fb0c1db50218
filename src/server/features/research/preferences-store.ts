import type { Kysely } from 'kysely';
import { DEFAULT_PREFERENCES } from '@core/research/sharing';
import type { DataSharingPreferences } from '@core/research/types';
import { nowIso } from '../../db/codecs';
import type { DatabaseSchema } from '../../db/schema';
import { presentPreferences } from './presenters';

/** Data sharing preferences: DEFAULT_PREFERENCES until the person saves their own. */
export function createPreferencesStore(db: Kysely<DatabaseSchema>) {
  return {
    async get(userId: string): Promise<DataSharingPreferences> {
      const row = await db
        .selectFrom('research_preferences')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? presentPreferences(row) : DEFAULT_PREFERENCES;
    },

    /** Preferences of many people at once (the dataset), defaults for those who saved none. */
    async getMany(userIds: string[]): Promise<Map<string, DataSharingPreferences>> {
      const result = new Map(userIds.map((id) => [id, DEFAULT_PREFERENCES]));
      for (let i = 0; i < userIds.length; i += 500) {
        const rows = await db
          .selectFrom('research_preferences')
          .selectAll()
          .where('user_id', 'in', userIds.slice(i, i + 500))
          .execute();
        for (const row of rows) result.set(row.user_id, presentPreferences(row));
      }
      return result;
    },

    async put(userId: string, p: DataSharingPreferences): Promise<DataSharingPreferences> {
      const values = {
        allow_anonymized_sharing: p.allowAnonymizedSharing,
        allow_biometric_sharing: p.allowBiometricSharing,
        allow_medication_sharing: p.allowMedicationSharing,
        allow_symptom_sharing: p.allowSymptomSharing,
        allow_demographic_sharing: p.allowDemographicSharing,
        restrict_to_academic_research: p.restrictToAcademicResearch,
        restrict_to_non_profit_research: p.restrictToNonProfitResearch,
        require_approval_per_study: p.requireApprovalPerStudy,
        max_studies_per_year: p.maxStudiesPerYear,
        updated_at: nowIso(),
      };
      const row = await db
        .insertInto('research_preferences')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
      return presentPreferences(row);
    },
  };
}

export type PreferencesStore = ReturnType<typeof createPreferencesStore>;
