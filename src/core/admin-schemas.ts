import { z } from 'zod';
import { ADMIN_NOTES_MAX, TICKET_PRIORITIES, TICKET_STATUSES } from './admin';

/**
 * `PATCH /api/admin/tickets/{id}`. The dashboard sends all three; any one alone is also a
 * valid change. Notes are trimmed, and blank notes clear them (stored as null).
 */
export const ticketUpdateSchema = z
  .object(
    {
      status: z
        .enum(TICKET_STATUSES, { error: `Status must be one of ${TICKET_STATUSES.join(', ')}` })
        .optional(),
      priority: z
        .enum(TICKET_PRIORITIES, {
          error: `Priority must be one of ${TICKET_PRIORITIES.join(', ')}`,
        })
        .optional(),
      adminNotes: z
        .string({ error: 'Admin notes must be text' })
        .max(ADMIN_NOTES_MAX, {
          error: `Admin notes must be at most ${ADMIN_NOTES_MAX} characters`,
        })
        // PostgreSQL text cannot hold NUL; refusing it keeps both engines alike.
        .refine((notes) => !notes.includes('\u0000'), {
          error: 'Admin notes contain a NUL character',
        })
        .transform((notes) => notes.trim() || null)
        .nullable()
        .optional(),
    },
    { error: 'Send a JSON object with status, priority or adminNotes' },
  )
  .refine(
    (body) =>
      body.status !== undefined || body.priority !== undefined || body.adminNotes !== undefined,
    { error: 'Send at least one of status, priority or adminNotes' },
  );

export type TicketUpdateInput = z.output<typeof ticketUpdateSchema>;
