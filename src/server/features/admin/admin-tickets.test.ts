import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_NOTES_MAX } from '@core/admin';
import { toIso } from '../../db/codecs';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { auditRowsFor, countAuditRows, insertTicket } from '../../test-support/admin-data';

const ADMIN_EMAIL = 'desk@example.test';
const LEAVING_ADMIN_EMAIL = 'leaving@example.test';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let t: TestApp;
let admin: { cookie: string; user: { id: string } };
beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: new Set([ADMIN_EMAIL, LEAVING_ADMIN_EMAIL]) } });
  admin = await registerUser(t.app, { email: ADMIN_EMAIL });
});
afterAll(() => t.close());

const patch = (id: string, payload: unknown, cookie = admin.cookie) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/tickets/${id}`,
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const stored = (id: string) =>
  t.database.db
    .selectFrom('support_tickets')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('GET /api/admin/tickets', () => {
  it('lists every ticket newest first, in the API shape, unknown statuses as they are', async () => {
    const older = await insertTicket(t.database.db, {
      created_at: '2026-02-01T10:00:00.000Z',
      status: 'waiting',
      admin_notes: 'Asked for the receipt',
    });
    const newer = await insertTicket(t.database.db, {
      created_at: '2026-02-03T15:30:00.000Z',
      name: 'Sam Okafor',
      email: 'sam@example.test',
      subject: 'Export is empty',
      category: 'data',
      message: 'My CSV export has only the header row.',
    });
    const response = await t.app.inject({
      url: '/api/admin/tickets',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<{ id: string }>;
    const mine = list.filter((ticket) => ticket.id === older.id || ticket.id === newer.id);
    expect(mine).toEqual([
      {
        id: newer.id,
        ticketNumber: newer.ticket_number,
        name: 'Sam Okafor',
        email: 'sam@example.test',
        subject: 'Export is empty',
        category: 'data',
        message: 'My CSV export has only the header row.',
        status: 'open',
        priority: 'normal',
        adminNotes: null,
        resolvedAt: null,
        createdAt: '2026-02-03T15:30:00.000Z',
        updatedAt: '2026-02-03T15:30:00.000Z',
      },
      expect.objectContaining({
        id: older.id,
        status: 'waiting',
        adminNotes: 'Asked for the receipt',
      }),
    ]);
  });
});

describe('PATCH /api/admin/tickets/:id', () => {
  it('saves status, priority and notes, stamps resolvedAt, and audits the change without any text', async () => {
    const ticket = await insertTicket(t.database.db, {
      message: 'My private words about my pain',
    });
    const response = await patch(ticket.id, {
      status: 'resolved',
      priority: 'high',
      adminNotes: '  Refunded the second charge.  ',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: ticket.id,
      ticketNumber: ticket.ticket_number,
      status: 'resolved',
      priority: 'high',
      adminNotes: 'Refunded the second charge.',
      resolvedAt: expect.stringMatching(ISO),
      updatedAt: body.resolvedAt,
    });
    const row = await stored(ticket.id);
    expect([row.status, row.priority, row.admin_notes]).toEqual([
      'resolved',
      'high',
      'Refunded the second charge.',
    ]);
    expect(toIso(row.resolved_at!)).toBe(body.resolvedAt);

    const audit = await auditRowsFor(t.database.db, ticket.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_user_id: admin.user.id,
      actor_label: ADMIN_EMAIL,
      action: 'support_ticket.update',
      target_type: 'support_ticket',
      details: {
        ticketNumber: ticket.ticket_number,
        status: { from: 'open', to: 'resolved' },
        priority: { from: 'normal', to: 'high' },
        notesChanged: true,
      },
    });
    const recorded = JSON.stringify(audit[0]!.details);
    expect(recorded).not.toContain('Refunded');
    expect(recorded).not.toContain('private words');
  });

  it('sets resolvedAt on resolving or closing, keeps it from resolved to closed, clears it on reopening', async () => {
    const ticket = await insertTicket(t.database.db);
    const step = async (status: string) => {
      const response = await patch(ticket.id, { status });
      expect(response.statusCode).toBe(200);
      return response.json().resolvedAt as string | null;
    };
    expect(await step('in_progress')).toBeNull();
    const resolvedAt = await step('resolved');
    expect(resolvedAt).toMatch(ISO);
    expect(await step('closed')).toBe(resolvedAt);
    expect(await step('open')).toBeNull();
    const closedAt = await step('closed');
    expect(closedAt).toMatch(ISO);
    expect(await step('in_progress')).toBeNull();
    expect((await stored(ticket.id)).resolved_at).toBeNull();

    const statuses = (await auditRowsFor(t.database.db, ticket.id)).map(
      (row) => row.details.status,
    );
    expect(statuses).toHaveLength(6);
    expect(statuses).toEqual(
      expect.arrayContaining([
        { from: 'open', to: 'in_progress' },
        { from: 'in_progress', to: 'resolved' },
        { from: 'resolved', to: 'closed' },
        { from: 'closed', to: 'open' },
        { from: 'open', to: 'closed' },
        { from: 'closed', to: 'in_progress' },
      ]),
    );
  });

  it('changes only what is sent: notes alone keep the status, an unknown one included', async () => {
    const ticket = await insertTicket(t.database.db, { status: 'waiting', priority: 'low' });
    const response = await patch(ticket.id, { adminNotes: 'Waiting on the bank' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'waiting',
      priority: 'low',
      adminNotes: 'Waiting on the bank',
      resolvedAt: null,
    });
    const [audit] = await auditRowsFor(t.database.db, ticket.id);
    expect(audit!.details).toEqual({ ticketNumber: ticket.ticket_number, notesChanged: true });
  });

  it('clears the notes with blank text or null', async () => {
    const ticket = await insertTicket(t.database.db, { admin_notes: 'Old note' });
    expect((await patch(ticket.id, { adminNotes: '   ' })).json().adminNotes).toBeNull();
    await patch(ticket.id, { adminNotes: 'Again' });
    expect((await patch(ticket.id, { adminNotes: null })).json().adminNotes).toBeNull();
    expect((await stored(ticket.id)).admin_notes).toBeNull();
  });

  it('writes nothing for a save that changes nothing', async () => {
    const ticket = await insertTicket(t.database.db, { admin_notes: 'Same' });
    const response = await patch(ticket.id, {
      status: 'open',
      priority: 'normal',
      adminNotes: 'Same',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().updatedAt).toBe(toIso(ticket.updated_at));
    expect(await auditRowsFor(t.database.db, ticket.id)).toEqual([]);
  });

  it(`accepts notes of exactly ${ADMIN_NOTES_MAX} characters`, async () => {
    const ticket = await insertTicket(t.database.db);
    const response = await patch(ticket.id, { adminNotes: 'n'.repeat(ADMIN_NOTES_MAX) });
    expect(response.statusCode).toBe(200);
    expect(response.json().adminNotes).toHaveLength(ADMIN_NOTES_MAX);
  });

  it.each([
    ['an unknown status', { status: 'done' }, 'status'],
    ['a status in capitals', { status: 'OPEN' }, 'status'],
    ['a numeric status', { status: 3 }, 'status'],
    ['a null status', { status: null }, 'status'],
    ['an unknown priority', { priority: 'critical' }, 'priority'],
    ['an empty priority', { priority: '' }, 'priority'],
    ['notes that are not text', { adminNotes: 42 }, 'adminNotes'],
    ['notes one character too long', { adminNotes: 'n'.repeat(ADMIN_NOTES_MAX + 1) }, 'adminNotes'],
    ['notes with a NUL character', { adminNotes: 'a\u0000b' }, 'adminNotes'],
    ['a good status with a bad priority', { status: 'closed', priority: 'asap' }, 'priority'],
    ['an empty object', {}, 'body'],
    ['only unknown fields', { state: 'closed' }, 'body'],
    ['a list', [{ status: 'closed' }], 'body'],
    ['a string', 'closed', 'body'],
  ])('answers 400 naming the field for %s, and changes nothing', async (_case, payload, field) => {
    const ticket = await insertTicket(t.database.db);
    const auditBefore = await countAuditRows(t.database.db);
    const response = await patch(ticket.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
    expect(await stored(ticket.id)).toEqual(ticket);
    expect(await countAuditRows(t.database.db)).toBe(auditBefore);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const ticket = await insertTicket(t.database.db);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/tickets/${ticket.id}`,
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: '{"status":',
    });
    expect(response.statusCode).toBe(400);
    expect(await stored(ticket.id)).toEqual(ticket);
  });

  it.each([
    ['an unknown id', randomUUID()],
    ['an id that is not a UUID', 'CRN-0000-0000'],
  ])('answers 404 for %s', async (_case, id) => {
    const auditBefore = await countAuditRows(t.database.db);
    const response = await patch(id, { status: 'closed' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Ticket not found' });
    expect(await countAuditRows(t.database.db)).toBe(auditBefore);
  });

  it('keeps the audit trail when the admin later deletes their own account', async () => {
    const leaving = await registerUser(t.app, { email: LEAVING_ADMIN_EMAIL });
    const ticket = await insertTicket(t.database.db);
    expect((await patch(ticket.id, { status: 'closed' }, leaving.cookie)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: leaving.cookie },
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode).toBe(204);
    const [audit] = await auditRowsFor(t.database.db, ticket.id);
    expect(audit).toMatchObject({
      actor_user_id: leaving.user.id,
      actor_label: LEAVING_ADMIN_EMAIL,
      details: { status: { from: 'open', to: 'closed' } },
    });
  });
});
