import type { Kysely } from 'kysely';
import { isDoneStatus } from '@core/admin';
import type { TicketUpdateInput } from '@core/admin-schemas';
import { nowIso, toIsoOrNull } from '../../db/codecs';
import type { Database } from '../../db/connection';
import type { DatabaseSchema } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/store';
import type { TicketRow } from './store';

/**
 * `resolvedAt` after a status change: stamped when the ticket becomes resolved or closed,
 * cleared when it is reopened, and kept when it moves from resolved to closed (or back).
 */
export function nextResolvedAt(
  from: { status: string; resolvedAt: string | null },
  toStatus: string,
  now: string,
): string | null {
  if (!isDoneStatus(toStatus)) return null;
  if (isDoneStatus(from.status)) return from.resolvedAt ?? now;
  return now;
}

/**
 * Applies an admin's change to one ticket and records it in the audit log, in one transaction.
 * Answers null when there is no such ticket. A save that changes nothing writes nothing.
 */
export function createTicketUpdater(database: Database) {
  const lockRow = database.engine === 'postgres';
  return async function updateTicket(
    id: string,
    input: TicketUpdateInput,
    actor: AuditActor,
  ): Promise<TicketRow | null> {
    return database.db.transaction().execute(async (trx: Kysely<DatabaseSchema>) => {
      // On PostgreSQL two admins saving at once are taken in turn, so each audit row's "from"
      // is what that admin really changed. SQLite transactions are already one at a time.
      const current = await trx
        .selectFrom('support_tickets')
        .selectAll()
        .where('id', '=', id)
        .$if(lockRow, (query) => query.forUpdate())
        .executeTakeFirst();
      if (!current) return null;

      const status = input.status ?? current.status;
      const priority = input.priority ?? current.priority;
      const notes = input.adminNotes === undefined ? current.admin_notes : input.adminNotes;
      const details: Record<string, unknown> = { ticketNumber: current.ticket_number };
      if (status !== current.status) details.status = { from: current.status, to: status };
      if (priority !== current.priority)
        details.priority = { from: current.priority, to: priority };
      if (notes !== current.admin_notes) details.notesChanged = true;
      if (Object.keys(details).length === 1) return current;

      const now = nowIso();
      const updated = await trx
        .updateTable('support_tickets')
        .set({
          status,
          priority,
          admin_notes: notes,
          ...(status === current.status
            ? {}
            : {
                resolved_at: nextResolvedAt(
                  { status: current.status, resolvedAt: toIsoOrNull(current.resolved_at) },
                  status,
                  now,
                ),
              }),
          updated_at: now,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actor,
        action: 'support_ticket.update',
        targetType: 'support_ticket',
        targetId: id,
        details,
      });
      return updated;
    });
  };
}

export type TicketUpdater = ReturnType<typeof createTicketUpdater>;
