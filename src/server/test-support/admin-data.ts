import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../db/codecs';
import type { DatabaseSchema } from '../db/schema';

let counter = 0;

/**
 * A support ticket stored directly, as the support form would store it. Tests of the admin API
 * use it so they do not depend on the form's endpoint.
 */
export async function insertTicket(
  db: Kysely<DatabaseSchema>,
  overrides: Partial<{
    id: string;
    ticket_number: string;
    user_id: string | null;
    name: string;
    email: string;
    subject: string;
    category: string;
    message: string;
    status: string;
    priority: string;
    admin_notes: string | null;
    resolved_at: string | null;
    created_at: string;
  }> = {},
) {
  counter += 1;
  const created = overrides.created_at ?? nowIso();
  return db
    .insertInto('support_tickets')
    .values({
      id: randomUUID(),
      ticket_number: `CRN-T${String(counter).padStart(3, '0')}-${randomUUID().slice(0, 4).toUpperCase()}`,
      user_id: null,
      name: 'Robin Ashe',
      email: 'robin@example.test',
      subject: `Question ${counter}`,
      category: 'billing',
      message: 'I was charged twice this month, could you look into it?',
      ...overrides,
      created_at: created,
      updated_at: created,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The audit rows about one target, oldest first, with details parsed. */
export async function auditRowsFor(db: Kysely<DatabaseSchema>, targetId: string) {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_id', '=', targetId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details,
  }));
}

export async function countAuditRows(db: Kysely<DatabaseSchema>): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
