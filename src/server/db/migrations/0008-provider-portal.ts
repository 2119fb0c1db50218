import type { Kysely } from 'kysely';
import type { EngineMigration } from '../column-types';

/**
 * The provider portal: the clinicians a patient invited, the links they use, the reports shared
 * with them (kept as made), their recommendations and notes, and every request they made.
 *
 * Links keep only the SHA-256 of their 256-bit token, and the invitation only a hash of its
 * 6-digit code, so a copy of the database opens nothing. Recommendations and notes keep the
 * provider's name and lose only the link to the provider when it is removed: what a clinician
 * advised stays in the patient's record. Everything else goes with the provider.
 */
export const providerPortalMigration: EngineMigration = {
  async up(db: Kysely<unknown>, t) {
    const userId = (c: ReturnType<typeof db.schema.createTable>) =>
      c.addColumn('user_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      );

    await userId(db.schema.createTable('healthcare_providers'))
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('specialization', 'text', (c) => c.notNull())
      .addColumn('organization', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('license_number', 'text', (c) => c.notNull())
      .addColumn('access_level', 'text', (c) => c.notNull())
      .addColumn('permissions', t.json, (c) => c.notNull())
      .addColumn('invited_at', t.timestamp, (c) => c.notNull())
      .addColumn('verified_at', t.timestamp)
      .addColumn('access_expires_at', t.timestamp, (c) => c.notNull())
      .addColumn('access_revoked_at', t.timestamp)
      .addColumn('last_accessed_at', t.timestamp)
      .addColumn('code_hash', 'text')
      .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull())
      .execute();
    // One entry per clinician in a patient's list; also what stops two invitations sent at once.
    await db.schema
      .createIndex('healthcare_providers_user_email_idx')
      .on('healthcare_providers')
      .columns(['user_id', 'email'])
      .unique()
      .execute();

    await userId(db.schema.createTable('shared_reports'))
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('provider_id', 'text', (c) =>
        c.notNull().references('healthcare_providers.id').onDelete('cascade'),
      )
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('report_type', 'text', (c) => c.notNull())
      .addColumn('days', 'integer', (c) => c.notNull())
      .addColumn('sections', t.json, (c) => c.notNull())
      .addColumn('date_start', 'text', (c) => c.notNull())
      .addColumn('date_end', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('key_insights', t.json, (c) => c.notNull())
      .addColumn('data', t.json, (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('shared_at', t.timestamp, (c) => c.notNull())
      .addColumn('viewed_at', t.timestamp)
      .addColumn('revoked_at', t.timestamp)
      .execute();
    await db.schema
      .createIndex('shared_reports_user_idx')
      .on('shared_reports')
      .columns(['user_id', 'shared_at'])
      .execute();

    await userId(db.schema.createTable('provider_links'))
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('provider_id', 'text', (c) =>
        c.notNull().references('healthcare_providers.id').onDelete('cascade'),
      )
      .addColumn('shared_report_id', 'text', (c) =>
        c.references('shared_reports.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('revoked_at', t.timestamp)
      .execute();

    await userId(db.schema.createTable('treatment_recommendations'))
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('provider_id', 'text', (c) =>
        c.references('healthcare_providers.id').onDelete('set null'),
      )
      .addColumn('provider_name', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('priority', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('due_date', 'text')
      .addColumn('follow_up_required', t.bool, (c) => c.notNull().defaultTo(t.false))
      .addColumn('notes', 'text', (c) => c.notNull())
      .addColumn('medication_change', t.json)
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('responded_at', t.timestamp)
      .execute();
    await db.schema
      .createIndex('treatment_recommendations_user_idx')
      .on('treatment_recommendations')
      .columns(['user_id', 'created_at'])
      .execute();

    await userId(db.schema.createTable('provider_notes'))
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('provider_id', 'text', (c) =>
        c.references('healthcare_providers.id').onDelete('set null'),
      )
      .addColumn('provider_name', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .execute();

    await userId(db.schema.createTable('provider_access_events'))
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('provider_id', 'text', (c) =>
        c.notNull().references('healthcare_providers.id').onDelete('cascade'),
      )
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('detail', 'text')
      .addColumn('via', 'text', (c) => c.notNull())
      .addColumn('at', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('provider_access_events_provider_idx')
      .on('provider_access_events')
      .columns(['provider_id', 'at'])
      .execute();
  },
};
