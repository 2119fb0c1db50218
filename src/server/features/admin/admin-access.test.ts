import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { countAuditRows, insertTicket } from '../../test-support/admin-data';
import { studyPayload } from '../../test-support/research';

/**
 * Admin rights are checked on the server for every /api/admin route, whatever the client shows.
 * The routes are found from the app itself, so a new admin route without the check fails here.
 */

const ADMIN_EMAIL = 'staff@example.test';

let t: TestApp;
let ticketId: string;
let studyId: string;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: new Set([ADMIN_EMAIL]) } });
  ticketId = (await insertTicket(t.database.db)).id;
  admin = await registerUser(t.app, { email: ADMIN_EMAIL });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/research-studies',
    headers: { cookie: admin.cookie },
    payload: studyPayload(),
  });
  studyId = (created.json() as { id: string }).id;
});
afterAll(() => t.close());

const adminRoutes = () =>
  t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD');

/** A valid body for each admin route that takes one. */
function payloadFor({ method, url }: { method: string; url: string }): object | undefined {
  if (method === 'PATCH') return { status: 'closed', priority: 'urgent' };
  if (url.endsWith('/phase')) return { phase: 'active' };
  if (method === 'POST' || method === 'PUT') return studyPayload();
  return undefined;
}

/** A request each route would accept from an admin: a real ticket or study and a valid change. */
function requestFor(route: { method: string; url: string }, cookie?: string) {
  const payload = payloadFor(route);
  return t.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(':id', route.url.includes('research-studies') ? studyId : ticketId),
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

async function ticketRow() {
  return t.database.db
    .selectFrom('support_tickets')
    .select(['status', 'priority', 'admin_notes', 'updated_at'])
    .where('id', '=', ticketId)
    .executeTakeFirstOrThrow();
}

describe('admin routes', () => {
  it('are the four of the spec', () => {
    expect(adminRoutes().map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/stats',
        'GET /api/admin/tickets',
        'GET /api/admin/subscribers',
        'PATCH /api/admin/tickets/:id',
      ]),
    );
  });

  it('answer 401 to a visitor and 403 to a signed-in user who is not an admin, changing nothing', async () => {
    const user = await registerUser(t.app);
    const before = await ticketRow();
    const auditRows = await countAuditRows(t.database.db);
    for (const route of adminRoutes()) {
      const name = `${route.method} ${route.url}`;
      const anonymous = await requestFor(route);
      expect({ name, status: anonymous.statusCode, body: anonymous.json() }).toEqual({
        name,
        status: 401,
        body: { message: 'Unauthorized' },
      });
      const refused = await requestFor(route, user.cookie);
      expect({ name, status: refused.statusCode, body: refused.json() }).toEqual({
        name,
        status: 403,
        body: { message: 'Admin access required' },
      });
    }
    expect(await ticketRow()).toEqual(before);
    expect(await countAuditRows(t.database.db)).toBe(auditRows);
  });

  it('answer an admin named in ADMIN_EMAILS', async () => {
    for (const route of adminRoutes()) {
      const response = await requestFor(route, admin.cookie);
      const created = route.method === 'POST' && route.url === '/api/admin/research-studies';
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: created ? 201 : 200,
      });
    }
  });

  it('follow the stored admin flag at once, granted or revoked', async () => {
    const person = await registerUser(t.app);
    const stats = () =>
      t.app.inject({ url: '/api/admin/stats', headers: { cookie: person.cookie } });
    const setFlag = (isAdmin: boolean) =>
      t.database.db
        .updateTable('users')
        .set({ is_admin: isAdmin })
        .where('id', '=', person.user.id)
        .execute();

    expect((await stats()).statusCode).toBe(403);
    await setFlag(true);
    expect((await stats()).statusCode).toBe(200);
    await setFlag(false);
    expect((await stats()).statusCode).toBe(403);
  });

  it('are never cached', async () => {
    const response = await t.app.inject({
      url: '/api/admin/tickets',
      headers: { cookie: admin.cookie },
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
