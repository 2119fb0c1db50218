import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccessAction } from '@core/provider-portal/types';
import type { DatabaseSchema } from '../../db/schema';

/** Outcomes that are not a use of the access: they do not count as the provider's last access. */
const NOT_AN_ACCESS: ReadonlySet<AccessAction> = new Set([
  'request.refused',
  'code.wrong',
  'code.locked',
]);

export interface AccessRecord {
  userId: string;
  providerId: string;
  action: AccessAction;
  /** The report's title, or the permission a refused request lacked. */
  detail: string | null;
  /** 'Invitation link' or the title of the shared report whose link was used. */
  via: string;
  /** Defaults to now; the routes pass their clock so a test can fix it. */
  at?: Date;
}

/**
 * One row of the provider's access log (the patient reads it), and for an allowed request the
 * provider's last_accessed_at. Scoped by user and provider, like every portal write.
 */
export async function recordAccess(db: Kysely<DatabaseSchema>, record: AccessRecord) {
  const at = (record.at ?? new Date()).toISOString();
  await db
    .insertInto('provider_access_events')
    .values({
      id: randomUUID(),
      user_id: record.userId,
      provider_id: record.providerId,
      action: record.action,
      detail: record.detail,
      via: record.via,
      at,
    })
    .execute();
  if (NOT_AN_ACCESS.has(record.action)) return;
  await db
    .updateTable('healthcare_providers')
    .set({ last_accessed_at: at })
    .where('id', '=', record.providerId)
    .where('user_id', '=', record.userId)
    .execute();
}
