import type { Kysely } from 'kysely';
import type { EngineMigration } from '../column-types';

/**
 * Biometric Integration: the devices a person connected, their readings, one summary per
 * device, type and day, the health alerts raised, the imports of uploaded files and every use
 * of a device's token.
 *
 * Readings are the one table that grows to millions of rows, so it is lean: an integer key,
 * times as milliseconds since the epoch, and the local date the reading counts on (worked out
 * once, in the person's time zone, when it arrives). The unique index on device, type, time and
 * stage is what makes a second import of the same export add nothing. Daily summaries keep
 * count, sum, min and max, so charts and correlations never scan raw readings; they outlive the
 * raw readings' retention and go only with their device.
 *
 * A device keeps only the SHA-256 of its push token. Everything goes with the device, and the
 * device with its user.
 */
export const biometricsMigration: EngineMigration = {
  async up(db: Kysely<unknown>, t) {
    const userId = (c: ReturnType<typeof db.schema.createTable>) =>
      c.addColumn('user_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      );
    const deviceId = (c: ReturnType<typeof db.schema.createTable>) =>
      c.addColumn('device_id', 'text', (col) =>
        col.notNull().references('biometric_devices.id').onDelete('cascade'),
      );

    await userId(db.schema.createTable('biometric_devices'))
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('brand', 'text', (c) => c.notNull())
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('connection', 'text', (c) => c.notNull())
      .addColumn('source_name', 'text')
      .addColumn('is_connected', t.bool, (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.unique())
      .addColumn('battery_level', 'integer')
      .addColumn('data_types', t.json, (c) => c.notNull())
      .addColumn('data_retention_days', 'integer', (c) => c.notNull())
      .addColumn('last_sync', t.timestamp)
      // Kept with every write, so the device list never counts a million rows.
      .addColumn('reading_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_import_id', 'text')
      .addColumn('connected_at', t.timestamp, (c) => c.notNull())
      .addColumn('disconnected_at', t.timestamp)
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull())
      .execute();
    // One device per Apple Health source: a second import of an export finds its devices again.
    await db.schema
      .createIndex('biometric_devices_source_idx')
      .on('biometric_devices')
      .columns(['user_id', 'connection', 'source_name'])
      .unique()
      .execute();

    const readings = db.schema.createTable('biometric_readings').addColumn('id', t.bigint, (c) =>
      t.engine === 'postgres'
        ? c.primaryKey().generatedByDefaultAsIdentity()
        : // An INTEGER PRIMARY KEY is SQLite's rowid: no second index to keep.
          c.primaryKey(),
    );
    await deviceId(userId(readings))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('taken_at', t.bigint, (c) => c.notNull())
      .addColumn('end_at', t.bigint)
      .addColumn('local_date', 'text', (c) => c.notNull())
      .addColumn('value', t.double, (c) => c.notNull())
      .addColumn('value2', t.double)
      .addColumn('context', 'text', (c) => c.notNull())
      .addColumn('quality', 'integer')
      .execute();
    await db.schema
      .createIndex('biometric_readings_identity_idx')
      .on('biometric_readings')
      .columns(['device_id', 'type', 'taken_at', 'context'])
      .unique()
      .execute();
    await db.schema
      .createIndex('biometric_readings_recent_idx')
      .on('biometric_readings')
      .columns(['user_id', 'taken_at'])
      .execute();

    await deviceId(userId(db.schema.createTable('biometric_daily')))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('sum', t.double, (c) => c.notNull())
      .addColumn('min', t.double, (c) => c.notNull())
      .addColumn('max', t.double, (c) => c.notNull())
      .addColumn('sum2', t.double)
      // The import that wrote a day older than the device's retention: only that import may
      // add to it, so importing the same old days again counts them once.
      .addColumn('import_id', 'text')
      .addPrimaryKeyConstraint('biometric_daily_pk', ['device_id', 'type', 'date'])
      .execute();
    await db.schema
      .createIndex('biometric_daily_user_idx')
      .on('biometric_daily')
      .columns(['user_id', 'date'])
      .execute();

    await userId(db.schema.createTable('health_alerts'))
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('device_id', 'text', (c) =>
        c.references('biometric_devices.id').onDelete('cascade'),
      )
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('rule', 'text', (c) => c.notNull())
      .addColumn('severity', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('recommended_action', 'text', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('triggered_at', t.timestamp, (c) => c.notNull())
      .addColumn('is_read', t.bool, (c) => c.notNull())
      .addColumn('is_resolved', t.bool, (c) => c.notNull())
      .addColumn('resolved_at', t.timestamp)
      .execute();
    // At most one alert per device, rule and day: a day of low readings is one alert.
    await db.schema
      .createIndex('health_alerts_rule_day_idx')
      .on('health_alerts')
      .columns(['device_id', 'rule', 'date'])
      .unique()
      .execute();
    await db.schema
      .createIndex('health_alerts_user_idx')
      .on('health_alerts')
      .columns(['user_id', 'triggered_at'])
      .execute();

    await userId(db.schema.createTable('biometric_imports'))
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('device_id', 'text', (c) =>
        c.references('biometric_devices.id').onDelete('set null'),
      )
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('file_path', 'text')
      .addColumn('bytes_total', t.bigint, (c) => c.notNull())
      .addColumn('bytes_read', t.bigint, (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('skip_bad_rows', t.bool, (c) => c.notNull())
      .addColumn('records_read', 'integer', (c) => c.notNull())
      .addColumn('readings_added', 'integer', (c) => c.notNull())
      .addColumn('duplicates', 'integer', (c) => c.notNull())
      .addColumn('skipped', 'integer', (c) => c.notNull())
      .addColumn('ignored', 'integer', (c) => c.notNull())
      .addColumn('summarized_only', 'integer', (c) => c.notNull())
      .addColumn('line_errors', t.json, (c) => c.notNull())
      .addColumn('line_error_count', 'integer', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('device_ids', t.json, (c) => c.notNull())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('started_at', t.timestamp)
      // Written with every progress step: a running import whose heartbeat stopped died with
      // its server.
      .addColumn('updated_at', t.timestamp, (c) => c.notNull())
      .addColumn('finished_at', t.timestamp)
      // Put away by the person: its result no longer shows on the page.
      .addColumn('dismissed_at', t.timestamp)
      .execute();
    await db.schema
      .createIndex('biometric_imports_user_idx')
      .on('biometric_imports')
      .columns(['user_id', 'created_at'])
      .execute();

    await deviceId(userId(db.schema.createTable('biometric_device_events')))
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('detail', 'text')
      .addColumn('at', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('biometric_device_events_device_idx')
      .on('biometric_device_events')
      .columns(['device_id', 'at'])
      .execute();
  },
};
