import type { Kysely } from 'kysely';
import type { EngineMigration } from '../column-types';

/**
 * The 7-day pain predictions as the user saw them, and the flare alerts raised from them.
 *
 * `pain_predictions` keeps one row per user and predicted day: written when the day is first
 * predicted and refined while the day is still ahead, then left as it was once the day begins,
 * so the page can show what was predicted against what happened. The actual pain is read from
 * the day's entries when shown, so an edited entry never leaves a stale outcome.
 *
 * `flare_alerts` keeps at most one alert per user and day at risk (the unique index is what
 * stops a duplicate when two requests raise it at once).
 */
export const predictionsMigration: EngineMigration = {
  async up(db: Kysely<unknown>, t) {
    await db.schema
      .createTable('pain_predictions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('made_on', 'text', (c) => c.notNull())
      .addColumn('horizon', 'integer', (c) => c.notNull())
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('predicted_pain_level', t.double, (c) => c.notNull())
      .addColumn('range_low', t.double, (c) => c.notNull())
      .addColumn('range_high', t.double, (c) => c.notNull())
      .addColumn('confidence', 'integer', (c) => c.notNull())
      .addColumn('risk_level', 'text', (c) => c.notNull())
      .addColumn('flare_probability', 'integer', (c) => c.notNull())
      .addColumn('accuracy', 'integer')
      .addColumn('primary_factors', t.json, (c) => c.notNull())
      .addColumn('recommendations', t.json, (c) => c.notNull())
      .addColumn('generated_at', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('pain_predictions_user_date_idx')
      .on('pain_predictions')
      .columns(['user_id', 'date'])
      .unique()
      .execute();

    await db.schema
      .createTable('flare_alerts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('severity', 'text', (c) => c.notNull())
      .addColumn('probability', 'integer', (c) => c.notNull())
      .addColumn('predicted_pain_level', t.double, (c) => c.notNull())
      .addColumn('trigger_factors', t.json, (c) => c.notNull())
      .addColumn('preventive_actions', t.json, (c) => c.notNull())
      .addColumn('issued_at', t.timestamp, (c) => c.notNull())
      .addColumn('acknowledged_at', t.timestamp)
      .execute();
    await db.schema
      .createIndex('flare_alerts_user_date_idx')
      .on('flare_alerts')
      .columns(['user_id', 'date'])
      .unique()
      .execute();
  },
};
