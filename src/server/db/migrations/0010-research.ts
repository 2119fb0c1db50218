import { sql, type Kysely } from 'kysely';
import type { EngineMigration } from '../column-types';

/**
 * Clinical research (issue 18): the studies admins run, each version of a study's consent, the
 * people taking part, every consent they gave, and each person's data sharing preferences.
 *
 * A study keeps a random salt for its pseudonyms and date shifts; it never leaves the server.
 * Studies are not anyone's data (admins make them, and they outlive their author). Participations,
 * consent records and preferences go with their person, so a deleted account is in no later
 * dataset.
 */
export const researchMigration: EngineMigration = {
  async up(db: Kysely<unknown>, t) {
    await db.schema
      .createTable('research_studies')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('institution', 'text', (c) => c.notNull())
      .addColumn('institution_type', 'text', (c) => c.notNull())
      .addColumn('principal_investigator', 'text', (c) => c.notNull())
      .addColumn('study_type', 'text', (c) => c.notNull())
      .addColumn('phase', 'text', (c) => c.notNull())
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text', (c) => c.notNull())
      .addColumn('target_participants', 'integer', (c) => c.notNull())
      .addColumn('eligibility', t.json, (c) => c.notNull())
      .addColumn('exclusion', t.json, (c) => c.notNull())
      .addColumn('data_requirements', t.json, (c) => c.notNull())
      .addColumn('compensation', 'text', (c) => c.notNull())
      .addColumn('compensation_usd', t.double, (c) => c.notNull())
      .addColumn('benefits', t.json, (c) => c.notNull())
      .addColumn('risks', t.json, (c) => c.notNull())
      .addColumn('privacy_level', 'text', (c) => c.notNull())
      .addColumn('ethics_approval', 'text', (c) => c.notNull())
      .addColumn('contact', t.json, (c) => c.notNull())
      .addColumn('publications', t.json, (c) => c.notNull())
      .addColumn('salt', 'text', (c) => c.notNull())
      .addColumn('consent_version', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('research_studies_phase_idx')
      .on('research_studies')
      .columns(['phase', 'end_date'])
      .execute();

    await db.schema
      .createTable('research_consent_versions')
      .addColumn('study_id', 'text', (c) =>
        c.notNull().references('research_studies.id').onDelete('cascade'),
      )
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('statements', t.json, (c) => c.notNull())
      .addColumn('published_at', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('research_consent_versions_pk', ['study_id', 'version'])
      .execute();

    await db.schema
      .createTable('research_participations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('study_id', 'text', (c) =>
        c.notNull().references('research_studies.id').onDelete('cascade'),
      )
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('enrolled_at', t.timestamp, (c) => c.notNull())
      // The person's calendar date on enrolment: where their data window starts.
      .addColumn('enrolled_on', 'text', (c) => c.notNull())
      .addColumn('consent_version', 'integer', (c) => c.notNull())
      .addColumn('shared_categories', t.json, (c) => c.notNull())
      .addColumn('identifiable_consent', t.bool, (c) => c.notNull())
      .addColumn('completed_at', t.timestamp)
      .addColumn('withdrawn_at', t.timestamp)
      .addColumn('withdrawal_choice', 'text')
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('research_participations_study_idx')
      .on('research_participations')
      .columns(['study_id', 'status'])
      .execute();
    await db.schema
      .createIndex('research_participations_user_idx')
      .on('research_participations')
      .column('user_id')
      .execute();
    // One active or completed participation per person and study, also under two enrolments at
    // once; withdrawn ones stay on record beside a later one.
    await db.schema
      .createIndex('research_participations_one_live_idx')
      .on('research_participations')
      .columns(['user_id', 'study_id'])
      .unique()
      .where(sql.ref('status'), '<>', 'withdrawn')
      .execute();

    await db.schema
      .createTable('research_consents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('participation_id', 'text', (c) =>
        c.notNull().references('research_participations.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('study_id', 'text', (c) =>
        c.notNull().references('research_studies.id').onDelete('cascade'),
      )
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('statements', t.json, (c) => c.notNull())
      .addColumn('categories', t.json, (c) => c.notNull())
      .addColumn('given_at', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('research_consents_participation_idx')
      .on('research_consents')
      .columns(['participation_id', 'given_at'])
      .execute();
    await db.schema
      .createIndex('research_consents_user_idx')
      .on('research_consents')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('research_preferences')
      .addColumn('user_id', 'text', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('allow_anonymized_sharing', t.bool, (c) => c.notNull())
      .addColumn('allow_biometric_sharing', t.bool, (c) => c.notNull())
      .addColumn('allow_medication_sharing', t.bool, (c) => c.notNull())
      .addColumn('allow_symptom_sharing', t.bool, (c) => c.notNull())
      .addColumn('allow_demographic_sharing', t.bool, (c) => c.notNull())
      .addColumn('restrict_to_academic_research', t.bool, (c) => c.notNull())
      .addColumn('restrict_to_non_profit_research', t.bool, (c) => c.notNull())
      .addColumn('require_approval_per_study', t.bool, (c) => c.notNull())
      .addColumn('max_studies_per_year', 'integer', (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull())
      .execute();
  },
};
