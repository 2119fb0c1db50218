import { sql, type Kysely } from 'kysely';
import type { ColumnTypes, EngineMigration } from '../column-types';

/** Every table of the product spec (document 2 section 3), plus what local accounts need. */
export const initialMigration: EngineMigration = {
  async up(db: Kysely<unknown>, t: ColumnTypes) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('first_name', 'text')
      .addColumn('last_name', 'text')
      .addColumn('profile_image_url', 'text')
      .addColumn('is_admin', t.bool, (c) => c.notNull().defaultTo(t.false))
      .addColumn('subscription_type', 'text', (c) => c.notNull().defaultTo('free'))
      .addColumn('subscription_status', 'text', (c) => c.notNull().defaultTo('active'))
      .addColumn('subscription_ends_at', t.timestamp)
      .addColumn('password_hash', 'text')
      .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
    await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();

    await db.schema
      .createTable('sessions')
      .addColumn('sid', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('sess', t.json, (c) => c.notNull())
      .addColumn('expire', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_expire_idx').on('sessions').column('expire').execute();
    await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('journal_entries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('journal'))
      .addColumn('pain_level', 'integer', (c) => c.notNull())
      .addColumn('pain_types', t.json, (c) => c.notNull().defaultTo(t.emptyList))
      .addColumn('primary_location', 'text')
      .addColumn('pain_locations', t.json, (c) => c.notNull().defaultTo(t.emptyList))
      .addColumn('duration', 'text')
      .addColumn('symptoms', t.json, (c) => c.notNull().defaultTo(t.emptyList))
      .addColumn('symptoms_description', 'text')
      .addColumn('emotional_state', 'text')
      .addColumn('stress_level', 'integer')
      .addColumn('energy_level', 'integer')
      .addColumn('gratitude', 'text')
      .addColumn('notes', 'text')
      .addColumn('sleep_quality', 'integer')
      .addColumn('sleep_hours', t.double)
      .addColumn('activities', t.json, (c) => c.notNull().defaultTo(t.emptyList))
      .addColumn('mood_level', 'integer', (c) => c.defaultTo(5))
      .addColumn('mood_notes', 'text')
      .addColumn('journal_entry', 'text')
      .addColumn('prompt_response', 'text')
      .addColumn('daily_prompt', 'text')
      .addColumn('custom_tags', t.json, (c) => c.notNull().defaultTo(t.emptyList))
      .addColumn('photo_urls', t.json, (c) => c.notNull().defaultTo(t.emptyList))
      .addColumn('voice_note_url', 'text')
      .addColumn('weather_data', t.json)
      .addColumn('temperature', t.double)
      .addColumn('humidity', t.double)
      .addColumn('pressure', t.double)
      .addColumn('weather_conditions', 'text')
      .addColumn('wind_speed', t.double)
      .addColumn('uv_index', t.double)
      .addColumn('air_quality', t.double)
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
    await db.schema
      .createIndex('journal_entries_user_date_idx')
      .on('journal_entries')
      .columns(['user_id', 'date'])
      .execute();
    // At most one daily journal per user and day; quick and emergency logs add entries beside it.
    await db.schema
      .createIndex('journal_entries_one_journal_per_day_idx')
      .on('journal_entries')
      .columns(['user_id', 'date'])
      .unique()
      .where(sql.ref('kind'), '=', 'journal')
      .execute();

    await db.schema
      .createTable('medications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('dosage', 'text', (c) => c.notNull())
      .addColumn('frequency', 'text', (c) => c.notNull())
      .addColumn('instructions', 'text')
      .addColumn('prescribed_by', 'text')
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text')
      .addColumn('is_active', t.bool, (c) => c.notNull().defaultTo(t.true))
      .addColumn('side_effects', t.json, (c) => c.notNull().defaultTo(t.emptyList))
      .addColumn('purposes', t.json, (c) => c.notNull().defaultTo(t.emptyList))
      .addColumn('notes', 'text')
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
    await db.schema
      .createIndex('medications_user_idx')
      .on('medications')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('medication_schedules')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('medication_id', 'text', (c) =>
        c.notNull().references('medications.id').onDelete('cascade'),
      )
      .addColumn('time_of_day', 'text', (c) => c.notNull())
      .addColumn('days', t.json, (c) => c.notNull())
      .addColumn('is_active', t.bool, (c) => c.notNull().defaultTo(t.true))
      .addColumn('reminder_enabled', t.bool, (c) => c.notNull().defaultTo(t.true))
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
    await db.schema
      .createIndex('medication_schedules_user_medication_idx')
      .on('medication_schedules')
      .columns(['user_id', 'medication_id'])
      .execute();

    await db.schema
      .createTable('medication_logs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('medication_id', 'text', (c) =>
        c.notNull().references('medications.id').onDelete('cascade'),
      )
      .addColumn('entry_id', 'text')
      .addColumn('taken_at', t.timestamp, (c) => c.notNull())
      .addColumn('dosage_actual', 'text')
      .addColumn('effectiveness', 'integer')
      .addColumn('side_effects_experienced', t.json, (c) => c.notNull().defaultTo(t.emptyList))
      .addColumn('notes', 'text')
      .addColumn('skipped', t.bool, (c) => c.notNull().defaultTo(t.false))
      .addColumn('skip_reason', 'text')
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
    await db.schema
      .createIndex('medication_logs_user_taken_idx')
      .on('medication_logs')
      .columns(['user_id', 'taken_at'])
      .execute();
    await db.schema
      .createIndex('medication_logs_medication_idx')
      .on('medication_logs')
      .column('medication_id')
      .execute();

    await db.schema
      .createTable('triggers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('category', 'text')
      .addColumn('is_active', t.bool, (c) => c.notNull().defaultTo(t.true))
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
    await db.schema.createIndex('triggers_user_idx').on('triggers').column('user_id').execute();

    await db.schema
      .createTable('custom_tags')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('color', 'text', (c) => c.notNull().defaultTo('#3B82F6'))
      .addColumn('category', 'text')
      .addColumn('is_active', t.bool, (c) => c.notNull().defaultTo(t.true))
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
    await db.schema
      .createIndex('custom_tags_user_name_idx')
      .on('custom_tags')
      .columns(['user_id', 'name'])
      .unique()
      .execute();

    await db.schema
      .createTable('journal_prompts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('prompt', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('is_active', t.bool, (c) => c.notNull().defaultTo(t.true))
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();

    await db.schema
      .createTable('support_tickets')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('ticket_number', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
      .addColumn('priority', 'text', (c) => c.notNull().defaultTo('normal'))
      .addColumn('admin_notes', 'text')
      .addColumn('resolved_at', t.timestamp)
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
    await db.schema
      .createIndex('support_tickets_status_created_idx')
      .on('support_tickets')
      .columns(['status', 'created_at'])
      .execute();
  },
};
