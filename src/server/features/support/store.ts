import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { SupportRequest } from '@core/support-request';
import { isUniqueViolation, nowIso } from '../../db/codecs';
import type { DatabaseSchema, SupportTicketsTable } from '../../db/schema';
import { randomTicketNumber } from './ticket-number';

export type SupportTicketRow = Selectable<SupportTicketsTable>;

/** Draws before giving up; with 30^8 numbers even the second draw is almost never needed. */
const TICKET_NUMBER_ATTEMPTS = 5;

/** Support tickets as the support form creates them. Admin reads live with the admin feature. */
export function createSupportStore(
  db: Kysely<DatabaseSchema>,
  nextTicketNumber: () => string = randomTicketNumber,
) {
  return {
    /**
     * Stores a new ticket (status open, priority normal: the column defaults). A ticket number
     * that is already taken is drawn again.
     */
    async insert(request: SupportRequest, userId: string | null): Promise<SupportTicketRow> {
      const now = nowIso();
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await db
            .insertInto('support_tickets')
            .values({
              id: randomUUID(),
              ticket_number: nextTicketNumber(),
              user_id: userId,
              name: request.name,
              email: request.email,
              subject: request.subject,
              category: request.category,
              message: request.message,
              created_at: now,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= TICKET_NUMBER_ATTEMPTS) throw error;
        }
      }
    },
  };
}

export type SupportStore = ReturnType<typeof createSupportStore>;
