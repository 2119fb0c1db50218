import { sql, type Expression, type Kysely } from 'kysely';
import type { ColumnDataType } from 'kysely';
import type { Engine } from './connection';

/**
 * The few places where the two engines spell a column differently. Migrations are written
 * once against these, so both engines get the same tables.
 */
export function columnTypes(engine: Engine) {
  const pg = engine === 'postgres';
  return {
    engine,
    /** Whole numbers past 2^31 (milliseconds since the epoch). */
    bigint: (pg ? 'bigint' : 'integer') as ColumnDataType,
    timestamp: (pg ? 'timestamptz' : 'text') as ColumnDataType,
    json: (pg ? 'jsonb' : 'text') as ColumnDataType,
    bool: (pg ? 'boolean' : 'integer') as ColumnDataType,
    double: (pg ? 'double precision' : 'real') as ColumnDataType,
    /** Bytes (voice notes and photos). */
    blob: (pg ? 'bytea' : 'blob') as ColumnDataType,
    now: (pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`) as Expression<unknown>,
    true: (pg ? sql`true` : sql`1`) as Expression<unknown>,
    false: (pg ? sql`false` : sql`0`) as Expression<unknown>,
    emptyList: (pg ? sql`'[]'::jsonb` : sql`'[]'`) as Expression<unknown>,
  };
}

export type ColumnTypes = ReturnType<typeof columnTypes>;

/** A migration that knows which engine it runs on. */
export interface EngineMigration {
  up(db: Kysely<unknown>, types: ColumnTypes): Promise<void>;
}
