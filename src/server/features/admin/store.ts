import type { Kysely, Selectable } from 'kysely';
import { RENEWAL_GRACE_MS } from '@core/billing/entitlements';
import { DONE_STATUSES, type AdminStats, type AdminTicket, type Subscriber } from '@core/admin';
import { username } from '@core/user';
import { toCount, toIso, toIsoOrNull } from '../../db/codecs';
import type { DatabaseSchema, SupportTicketsTable, UserRow } from '../../db/schema';

export type TicketRow = Selectable<SupportTicketsTable>;

/** Rows never go over the wire as they are. */
export function presentTicket(row: TicketRow): AdminTicket {
  return {
    id: row.id,
    ticketNumber: row.ticket_number,
    name: row.name,
    email: row.email,
    subject: row.subject,
    category: row.category,
    message: row.message,
    status: row.status,
    priority: row.priority,
    adminNotes: row.admin_notes,
    resolvedAt: toIsoOrNull(row.resolved_at),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

type SubscriberRow = Pick<
  UserRow,
  'id' | 'email' | 'first_name' | 'last_name' | 'subscription_type' | 'created_at'
>;

export function presentSubscriber(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    username: username({ firstName: row.first_name, lastName: row.last_name, email: row.email }),
    email: row.email || null,
    subscriptionType: row.subscription_type,
    createdAt: toIso(row.created_at),
  };
}

/**
 * What the admin dashboard reads. These queries span every account on purpose: they are only
 * reachable through routes that require an admin.
 */
export function createAdminStore(db: Kysely<DatabaseSchema>) {
  return {
    /**
     * `monthStart` is an ISO instant; accounts created at or after it are "new this month".
     * Premium counts subscriptions that give premium at `now`, as subscriptionIsPremium decides:
     * not expired, and within the paid period (plus the renewal grace unless cancelled).
     */
    async stats(monthStart: string, now: Date = new Date()): Promise<AdminStats> {
      const nowIso = now.toISOString();
      const graceCutoff = new Date(now.getTime() - RENEWAL_GRACE_MS).toISOString();
      const users = await db
        .selectFrom('users')
        .select((eb) => [
          eb.fn.countAll().as('total'),
          eb.fn
            .sum(eb.case().when('created_at', '>=', monthStart).then(1).else(0).end())
            .as('recent'),
          eb.fn
            .sum(
              eb
                .case()
                .when(
                  eb.and([
                    eb('subscription_type', '=', 'premium'),
                    eb('subscription_status', '<>', 'expired'),
                    eb.or([
                      eb('subscription_ends_at', 'is', null),
                      eb.and([
                        eb('subscription_status', '=', 'canceled'),
                        eb('subscription_ends_at', '>', nowIso),
                      ]),
                      eb.and([
                        eb('subscription_status', '<>', 'canceled'),
                        eb('subscription_ends_at', '>', graceCutoff),
                      ]),
                    ]),
                  ]),
                )
                .then(1)
                .else(0)
                .end(),
            )
            .as('premium'),
        ])
        .executeTakeFirstOrThrow();
      const tickets = await db
        .selectFrom('support_tickets')
        .select((eb) => [
          eb.fn.countAll().as('total'),
          eb.fn
            .sum(eb.case().when('status', 'not in', DONE_STATUSES).then(1).else(0).end())
            .as('open'),
        ])
        .executeTakeFirstOrThrow();
      return {
        totalUsers: toCount(users.total as number),
        recentSignups: toCount(users.recent as number | null),
        premiumUsers: toCount(users.premium as number | null),
        openTickets: toCount(tickets.open as number | null),
        totalTickets: toCount(tickets.total as number),
      };
    },

    /** Newest first. */
    listTickets(): Promise<TicketRow[]> {
      return db
        .selectFrom('support_tickets')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Every account, newest first, with only what the subscribers list shows. */
    listSubscribers(): Promise<SubscriberRow[]> {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'last_name', 'subscription_type', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
  };
}

export type AdminStore = ReturnType<typeof createAdminStore>;
