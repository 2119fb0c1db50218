import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfUtcMonth } from '@core/admin';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { insertTicket } from '../../test-support/admin-data';
import { createAdminStore } from './store';

const ADMIN_EMAIL = 'stats-admin@example.test';

let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  // A database of its own, so every count here is exact.
  t = await createTestApp({ config: { adminEmails: new Set([ADMIN_EMAIL]) } });
  admin = await registerUser(t.app, { email: ADMIN_EMAIL });
});
afterAll(() => t.close());

const getStats = async () => {
  const response = await t.app.inject({
    url: '/api/admin/stats',
    headers: { cookie: admin.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

async function insertUser(
  createdAt: string,
  subscriptionType = 'free',
  subscription: { status?: string; endsAt?: string | null } = {},
) {
  await t.database.db
    .insertInto('users')
    .values({
      id: randomUUID(),
      email: `${randomUUID()}@example.test`,
      first_name: null,
      last_name: null,
      profile_image_url: null,
      is_admin: false,
      password_hash: null,
      subscription_type: subscriptionType,
      subscription_status: subscription.status ?? 'active',
      subscription_ends_at: subscription.endsAt ?? null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
}

describe('GET /api/admin/stats', () => {
  it('counts zero tickets on a new install, and the admin as the one user', async () => {
    expect(await getStats()).toEqual({
      totalUsers: 1,
      recentSignups: 1,
      premiumUsers: 0,
      openTickets: 0,
      totalTickets: 0,
    });
  });

  it('counts users, this month’s signups, premium users, and unfinished tickets', async () => {
    const monthStart = startOfUtcMonth(new Date()).getTime();
    await insertUser(new Date(monthStart).toISOString(), 'premium'); // first instant: counted
    await insertUser(new Date(monthStart - 1).toISOString(), 'premium'); // last month
    await insertUser(new Date(monthStart - 40 * 86_400_000).toISOString());
    await registerUser(t.app); // now
    for (const status of ['open', 'open', 'in_progress', 'resolved', 'closed', 'waiting']) {
      await insertTicket(t.database.db, { status });
    }
    expect(await getStats()).toEqual({
      totalUsers: 5,
      recentSignups: 3,
      premiumUsers: 2,
      // open, open, in_progress and the unknown "waiting": everything not resolved or closed.
      openTickets: 4,
      totalTickets: 6,
    });
  });

  it('uses the calendar month in UTC: the boundary is midnight UTC on the 1st', async () => {
    const store = createAdminStore(t.database.db);
    // Everything above was created in or before the current month; from a later month's start
    // nobody is new, and from the 1st of this month the three counted above are.
    const nextMonth = new Date(startOfUtcMonth(new Date()).getTime() + 32 * 86_400_000);
    expect((await store.stats(startOfUtcMonth(nextMonth).toISOString())).recentSignups).toBe(0);
    expect((await store.stats(startOfUtcMonth(new Date()).toISOString())).recentSignups).toBe(3);
    // One millisecond earlier takes in the account made at the last instant of last month.
    const justBefore = new Date(startOfUtcMonth(new Date()).getTime() - 1).toISOString();
    expect((await store.stats(justBefore)).recentSignups).toBe(4);
  });

  it('counts only subscriptions that give premium now, as stored by the payment services', async () => {
    const store = createAdminStore(t.database.db);
    const monthStart = startOfUtcMonth(new Date()).toISOString();
    const before = (await store.stats(monthStart)).premiumUsers;
    const now = new Date();
    const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
    const old = at(-400);
    await insertUser(old, 'premium', { status: 'active', endsAt: at(20) }); // renewing: counted
    await insertUser(old, 'premium', { status: 'past_due', endsAt: at(-1) }); // in grace: counted
    await insertUser(old, 'premium', { status: 'canceled', endsAt: at(3) }); // paid up: counted
    await insertUser(old, 'premium', { status: 'canceled', endsAt: at(-1) }); // ended
    await insertUser(old, 'premium', { status: 'active', endsAt: at(-5) }); // renewal never came
    await insertUser(old, 'premium', { status: 'expired', endsAt: null });
    await insertUser(old, 'free', { status: 'expired', endsAt: at(-30) });
    const stats = await store.stats(monthStart, now);
    expect(stats.premiumUsers - before).toBe(3);
  });
});
