import type { DatabaseSchema } from '../db/schema';
import type { TestApp } from './test-app';

/** Small helpers for API tests: a signed-in caller, and a count of a user's rows. */

export type Who = { cookie: string; user: { id: string } };

/** A well-formed id that belongs to nobody. */
export const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

export function api(t: TestApp) {
  return (who: Who | null, method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export async function rowCount(
  t: TestApp,
  table: keyof DatabaseSchema,
  userId: string,
): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
