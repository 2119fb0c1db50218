import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/codecs';
import type { DatabaseSchema, UserRow } from '../../db/schema';

/**
 * Every table with a user_id, ordered so that rows referring to others go first. Not here:
 * `rate_limits`, whose rows are counters under a hash of an IP or e-mail address that end
 * within the hour, tied to no account.
 */
export const USER_OWNED_TABLES = [
  'import_mappings',
  'media',
  'push_subscriptions',
  'reminder_sends',
  'calendar_feeds',
  'peg_checkins',
  'research_consents',
  'research_participations',
  'research_preferences',
  'biometric_device_events',
  'biometric_readings',
  'biometric_daily',
  'health_alerts',
  'biometric_imports',
  'biometric_devices',
  'provider_access_events',
  'provider_links',
  'provider_notes',
  'treatment_recommendations',
  'shared_reports',
  'healthcare_providers',
  'medication_logs',
  'medication_schedules',
  'medications',
  'journal_entries',
  'triggers',
  'custom_tags',
  'exercise_sessions',
  'pain_predictions',
  'flare_alerts',
  'support_tickets',
  'sessions',
] as const;

export function createUserStore(db: Kysely<DatabaseSchema>) {
  return {
    findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    findById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Throws a unique violation when the email is taken (also under a race). */
    async create(input: {
      email: string;
      passwordHash: string;
      firstName?: string | undefined;
      lastName?: string | undefined;
      timeZone?: string | undefined;
    }): Promise<UserRow> {
      const now = nowIso();
      return db
        .insertInto('users')
        .values({
          id: randomUUID(),
          email: input.email,
          password_hash: input.passwordHash,
          first_name: input.firstName ?? null,
          last_name: input.lastName ?? null,
          profile_image_url: null,
          is_admin: false,
          ...(input.timeZone ? { time_zone: input.timeZone } : {}),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * Removes the account and every row that belongs to it, children before parents, in one
     * transaction. Support tickets go too: they hold the person's name, email and words.
     */
    async deleteWithAllData(id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const table of USER_OWNED_TABLES) {
          await trx.deleteFrom(table).where('user_id', '=', id).execute();
        }
        await trx.deleteFrom('users').where('id', '=', id).execute();
      });
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
