import type { Kysely } from 'kysely';
import type { ColumnMapping } from '@core/import-formats/types';
import { fromJson, nowIso, toJson } from '../../db/codecs';
import type { DatabaseSchema } from '../../db/schema';

/** The column mappings a person chose, by the header of the file they were for. */
export function createMappingStore(db: Kysely<DatabaseSchema>) {
  return {
    async find(userId: string, signature: string): Promise<ColumnMapping | null> {
      const row = await db
        .selectFrom('import_mappings')
        .select('mapping')
        .where('user_id', '=', userId)
        .where('signature', '=', signature)
        .executeTakeFirst();
      return row ? fromJson<ColumnMapping | null>(row.mapping, null) : null;
    },

    async remember(userId: string, signature: string, mapping: ColumnMapping): Promise<void> {
      const values = { mapping: toJson(mapping), updated_at: nowIso() };
      await db
        .insertInto('import_mappings')
        .values({ user_id: userId, signature, ...values })
        .onConflict((conflict) => conflict.columns(['user_id', 'signature']).doUpdateSet(values))
        .execute();
    },
  };
}

export type MappingStore = ReturnType<typeof createMappingStore>;
