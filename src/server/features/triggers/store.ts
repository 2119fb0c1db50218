import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { CreateTriggerInput, Trigger } from '@core/triggers';
import { nowIso, toBool, toIso } from '../../db/codecs';
import type { DatabaseSchema, TriggersTable } from '../../db/schema';

export type TriggerRow = Selectable<TriggersTable>;

/** Rows never go over the wire as they are. */
export function presentTrigger(row: TriggerRow): Trigger {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    isActive: toBool(row.is_active),
    createdAt: toIso(row.created_at),
  };
}

/** Every query here is scoped to one user in the SQL itself. */
export function createTriggerStore(db: Kysely<DatabaseSchema>) {
  return {
    /** Newest first. */
    list(userId: string): Promise<TriggerRow[]> {
      return db
        .selectFrom('triggers')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async names(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('triggers')
        .select('name')
        .where('user_id', '=', userId)
        .execute();
      return rows.map((row) => row.name);
    },

    insert(userId: string, input: CreateTriggerInput): Promise<TriggerRow> {
      return db
        .insertInto('triggers')
        .values({
          id: randomUUID(),
          user_id: userId,
          name: input.name,
          category: input.category,
          is_active: input.isActive,
          created_at: nowIso(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('triggers')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type TriggerStore = ReturnType<typeof createTriggerStore>;
