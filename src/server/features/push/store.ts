import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { toCount } from '../../db/codecs';
import type { DatabaseSchema, PushSubscriptionsTable } from '../../db/schema';

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  deviceLabel: string;
}

/**
 * The devices that receive notifications. Every query names the user in its SQL; the one write
 * that may take a row from another user is `save`, where holding the endpoint is the proof.
 */
export function createPushStore(db: Kysely<DatabaseSchema>) {
  return {
    list(userId: string): Promise<PushSubscriptionRow[]> {
      return db
        .selectFrom('push_subscriptions')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },

    async count(userId: string): Promise<number> {
      const row = await db
        .selectFrom('push_subscriptions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return toCount(row.n as number);
    },

    /** The user's devices other than the one at this endpoint: what a new one counts against. */
    async countOthers(userId: string, endpoint: string): Promise<number> {
      const row = await db
        .selectFrom('push_subscriptions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .where('endpoint', '<>', endpoint)
        .executeTakeFirstOrThrow();
      return toCount(row.n as number);
    },

    /**
     * One row per endpoint, in one statement so that two saves at once cannot both insert. The
     * same person subscribing again keeps the row (new keys and name); a device that changed hands
     * becomes a new row of the new person's, with nothing of the old one's history.
     */
    save(userId: string, input: NewSubscription, now: string): Promise<PushSubscriptionRow> {
      return db
        .insertInto('push_subscriptions')
        .values({
          id: randomUUID(),
          user_id: userId,
          endpoint: input.endpoint,
          p256dh: input.p256dh,
          auth: input.auth,
          device_label: input.deviceLabel,
          created_at: now,
          last_sent_at: null,
        })
        .onConflict((oc) =>
          oc.column('endpoint').doUpdateSet((eb) => {
            // The old row's value while the same person holds the endpoint, else the new row's.
            const keptForSameOwner = <C extends 'id' | 'created_at' | 'last_sent_at'>(column: C) =>
              eb
                .case()
                .when('push_subscriptions.user_id', '=', eb.ref('excluded.user_id'))
                .then(eb.ref(`push_subscriptions.${column}`))
                .else(eb.ref(`excluded.${column}`))
                .end();
            return {
              id: keptForSameOwner('id'),
              created_at: keptForSameOwner('created_at'),
              last_sent_at: keptForSameOwner('last_sent_at'),
              user_id: eb.ref('excluded.user_id'),
              p256dh: eb.ref('excluded.p256dh'),
              auth: eb.ref('excluded.auth'),
              device_label: eb.ref('excluded.device_label'),
            };
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Devices the push service says are gone (404, 410). */
    async removeMany(userId: string, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .execute();
    },

    async markSent(userId: string, ids: string[], at: string): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('push_subscriptions')
        .set({ last_sent_at: at })
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .execute();
    },
  };
}

export type PushStore = ReturnType<typeof createPushStore>;
