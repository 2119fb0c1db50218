import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso, toJson } from '../../db/codecs';
import type { DatabaseSchema } from '../../db/schema';

export type AuditAction =
  | 'support_ticket.update'
  | 'user.admin_grant'
  | 'user.admin_revoke'
  | 'research_study.create'
  | 'research_study.update'
  | 'research_study.phase'
  | 'research_dataset.download';

/** Who did it: a signed-in admin (id and email), or the command line (no id). */
export interface AuditActor {
  userId: string | null;
  label: string;
}

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  targetType: 'support_ticket' | 'user' | 'research_study';
  targetId: string;
  /** Changed fields only ("from" and "to"); never free text a person wrote. */
  details: Record<string, unknown>;
}

/**
 * Appends one row to the audit log. Pass the transaction that made the change, so the change
 * and its record are stored together or not at all.
 */
export async function recordAudit(db: Kysely<DatabaseSchema>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      actor_user_id: entry.actor.userId,
      actor_label: entry.actor.label,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      details: toJson(entry.details),
      created_at: nowIso(),
    })
    .execute();
}
