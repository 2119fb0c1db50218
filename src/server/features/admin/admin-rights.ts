import type { Kysely } from 'kysely';
import { nowIso, toBool } from '../../db/codecs';
import type { DatabaseSchema } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/store';

export type AdminRightsResult = 'changed' | 'unchanged' | 'no-account';

/**
 * Grants or revokes the stored admin flag of the account with this (normalized) email, and
 * records a real change in the audit log in the same transaction. ADMIN_EMAILS is separate:
 * it is configuration, not data.
 */
export async function setAdminRights(
  db: Kysely<DatabaseSchema>,
  { email, isAdmin, actor }: { email: string; isAdmin: boolean; actor: AuditActor },
): Promise<AdminRightsResult> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'is_admin'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (!user) return 'no-account';
    const wasAdmin = toBool(user.is_admin);
    if (wasAdmin === isAdmin) return 'unchanged';
    await trx
      .updateTable('users')
      .set({ is_admin: isAdmin, updated_at: nowIso() })
      .where('id', '=', user.id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: isAdmin ? 'user.admin_grant' : 'user.admin_revoke',
      targetType: 'user',
      targetId: user.id,
      details: { email: user.email, isAdmin: { from: wasAdmin, to: isAdmin } },
    });
    return 'changed';
  });
}
