import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBool } from '../../db/codecs';
import { auditRowsFor, countAuditRows } from '../../test-support/admin-data';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { setAdminRights } from './admin-rights';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const actor = { userId: null, label: 'cli:operator' };

describe('setAdminRights (what `npm run admin` does, on both engines)', () => {
  it('grants and revokes, recording each change with who, what and the target', async () => {
    const person = await registerUser(t.app);
    const flag = async () =>
      toBool(
        (
          await t.database.db
            .selectFrom('users')
            .select('is_admin')
            .where('id', '=', person.user.id)
            .executeTakeFirstOrThrow()
        ).is_admin,
      );

    expect(await setAdminRights(t.database.db, { email: person.email, isAdmin: true, actor })).toBe(
      'changed',
    );
    expect(await flag()).toBe(true);
    expect(await setAdminRights(t.database.db, { email: person.email, isAdmin: true, actor })).toBe(
      'unchanged',
    );
    expect(
      await setAdminRights(t.database.db, { email: person.email, isAdmin: false, actor }),
    ).toBe('changed');
    expect(await flag()).toBe(false);

    const audit = await auditRowsFor(t.database.db, person.user.id);
    expect(audit.map((row) => [row.actor_label, row.action, row.details])).toEqual([
      [
        'cli:operator',
        'user.admin_grant',
        { email: person.email, isAdmin: { from: false, to: true } },
      ],
      [
        'cli:operator',
        'user.admin_revoke',
        { email: person.email, isAdmin: { from: true, to: false } },
      ],
    ]);
    expect(audit.every((row) => row.actor_user_id === null && row.target_type === 'user')).toBe(
      true,
    );
  });

  it('answers no-account for an unknown email and records nothing', async () => {
    const before = await countAuditRows(t.database.db);
    expect(
      await setAdminRights(t.database.db, { email: 'nobody@example.test', isAdmin: true, actor }),
    ).toBe('no-account');
    expect(await countAuditRows(t.database.db)).toBe(before);
  });
});
