import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_ATTEMPTS } from '@core/provider-portal/constants';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { CLINICIAN_MESSAGES } from './clinician-auth';
import {
  accessEvents,
  bearer,
  clinicianApp,
  countRows,
  createClinicianFixture,
  insertSharedReport,
  REPORT_TITLE,
  SNAPSHOT_DATA,
  SNAPSHOT_TEXT,
} from './clinician-test-fixture';
import { newLinkToken } from './secrets';

let t: TestApp;
let app: FastifyInstance;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  app = await clinicianApp(t);
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const verify = (token: string, code: string) =>
  app.inject({
    method: 'POST',
    url: '/api/clinician/verify',
    headers: bearer(token),
    payload: { code },
  });
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
const provider = (id: string) =>
  db()
    .selectFrom('healthcare_providers')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('the link token', () => {
  const invalid = { message: CLINICIAN_MESSAGES.invalidLink };

  it('answers 401 without a header, with a malformed token, an unknown one or a revoked link', async () => {
    const revokedLink = await createClinicianFixture(db(), { verified: true, linkRevoked: true });
    const cases: Record<string, Record<string, string>> = {
      missing: {},
      'not bearer': { authorization: `Basic ${newLinkToken()}` },
      malformed: bearer('not-a-token'),
      'too long': bearer(`${newLinkToken()}x`),
      unknown: bearer(newLinkToken()),
      'revoked link': bearer(revokedLink.token),
    };
    for (const [name, headers] of Object.entries(cases)) {
      for (const url of ['/api/clinician/session', '/api/clinician/portal']) {
        const response = await get(url, headers);
        expect({ name, url, status: response.statusCode }).toEqual({ name, url, status: 401 });
        expect(response.json()).toEqual(invalid);
      }
    }
    // Nothing can be tied to a patient, so nothing is logged.
    expect(await accessEvents(db(), revokedLink.providerId)).toEqual([]);
  });

  it('answers 410 for an expired link and for revoked access, logged as refused', async () => {
    const expired = await createClinicianFixture(db(), { verified: true, expired: true });
    const revoked = await createClinicianFixture(db(), { verified: true, revoked: true });
    for (const url of ['/api/clinician/session', '/api/clinician/portal']) {
      const a = await get(url, bearer(expired.token));
      expect(a.statusCode).toBe(410);
      expect(a.json()).toEqual({ message: CLINICIAN_MESSAGES.expired });
      const b = await get(url, bearer(revoked.token));
      expect(b.statusCode).toBe(410);
      expect(b.json()).toEqual({ message: CLINICIAN_MESSAGES.revoked });
    }
    expect(await accessEvents(db(), revoked.providerId)).toEqual([
      { action: 'request.refused', detail: null, via: 'Invitation link' },
      { action: 'request.refused', detail: null, via: 'Invitation link' },
    ]);
    expect((await provider(revoked.providerId)).last_accessed_at).toBeNull();
  });

  it('answers 423 for a locked invitation, also to a right code', async () => {
    const locked = await createClinicianFixture(db(), { locked: true });
    const session = await get('/api/clinician/session', bearer(locked.token));
    expect(session.statusCode).toBe(423);
    expect(session.json()).toEqual({ message: CLINICIAN_MESSAGES.locked });
    const right = await verify(locked.token, locked.code);
    expect(right.statusCode).toBe(423);
    expect((await provider(locked.providerId)).verified_at).toBeNull();
  });
});

describe('the session and the code', () => {
  it('asks for the code before anything else', async () => {
    const f = await createClinicianFixture(db(), { report: true });
    const session = await get('/api/clinician/session', bearer(f.token));
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ codeRequired: true, codeAttemptsLeft: CODE_ATTEMPTS });
    for (const url of [
      '/api/clinician/portal',
      '/api/clinician/pain',
      `/api/clinician/reports/${f.reportId}`,
    ]) {
      const response = await get(url, bearer(f.token));
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
      expect(response.json()).toEqual({ message: CLINICIAN_MESSAGES.codeFirst });
    }
    const notes = await app.inject({
      method: 'POST',
      url: '/api/clinician/notes',
      headers: bearer(f.token),
      payload: { text: 'hello' },
    });
    expect(notes.statusCode).toBe(403);
    expect(await countRows(db(), 'provider_notes')).toBe(0);
    expect(await accessEvents(db(), f.providerId)).toEqual([
      { action: 'link.opened', detail: null, via: 'Invitation link' },
      ...Array(4).fill({ action: 'request.refused', detail: null, via: 'Invitation link' }),
    ]);
  });

  it('counts wrong codes, says how many are left, and locks at the fifth', async () => {
    const f = await createClinicianFixture(db());
    for (let used = 1; used < CODE_ATTEMPTS; used += 1) {
      const response = await verify(f.token, wrong(f.code));
      const left = CODE_ATTEMPTS - used;
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: `That code is not right. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
      });
      const session = await get('/api/clinician/session', bearer(f.token));
      expect(session.json()).toEqual({ codeRequired: true, codeAttemptsLeft: left });
    }
    const fifth = await verify(f.token, wrong(f.code));
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toEqual({ message: CLINICIAN_MESSAGES.locked });
    const right = await verify(f.token, f.code);
    expect(right.statusCode).toBe(423);
    const row = await provider(f.providerId);
    expect(row.code_attempts).toBe(CODE_ATTEMPTS);
    expect(row.verified_at).toBeNull();
    const actions = (await accessEvents(db(), f.providerId)).map((e) => e.action);
    expect(actions.filter((a) => a === 'code.wrong')).toHaveLength(CODE_ATTEMPTS - 1);
    expect(actions.slice(-2)).toEqual(['code.locked', 'request.refused']);
  });

  it('a code that is not 6 digits is a 400 that does not count', async () => {
    const f = await createClinicianFixture(db());
    const response = await verify(f.token, '12');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('code: code must be 6 digits');
    expect((await provider(f.providerId)).code_attempts).toBe(0);
  });

  it('the right code verifies, answers the portal and opens the other routes', async () => {
    const f = await createClinicianFixture(db());
    await verify(f.token, wrong(f.code));
    const response = await verify(f.token, f.code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      provider: { name: 'Dr. Dana Kim', accessLevel: 'read-only' },
      patient: { name: 'Robin Ashe' },
      reports: [],
      openedReportId: null,
    });
    const row = await provider(f.providerId);
    expect(row.verified_at).not.toBeNull();
    expect(row.code_hash).toBeNull();
    expect(row.last_accessed_at).not.toBeNull();
    const session = await get('/api/clinician/session', bearer(f.token));
    expect(session.json()).toMatchObject({ codeRequired: false });
    expect((await get('/api/clinician/portal', bearer(f.token))).statusCode).toBe(200);
    // A second submit of the form just opens the portal.
    expect((await verify(f.token, f.code)).statusCode).toBe(200);
    expect((await accessEvents(db(), f.providerId)).map((e) => e.action)).toEqual([
      'code.wrong',
      'code.confirmed',
      'link.opened',
      'portal.viewed',
      'portal.viewed',
    ]);
  });
});

describe('shared reports', () => {
  it('answers the snapshot as stored and sets viewed_at on the first view only', async () => {
    const f = await createClinicianFixture(db(), { verified: true, report: true });
    const url = `/api/clinician/reports/${f.reportId}`;
    const first = await get(url, bearer(f.token));
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      id: f.reportId,
      title: REPORT_TITLE,
      text: SNAPSHOT_TEXT,
      data: SNAPSHOT_DATA,
      keyInsights: ['Pain is higher after poor sleep.', 'Mornings are worst.'],
      isRead: true,
    });
    const viewedAt = body.viewedAt as string;
    expect(viewedAt).toMatch(/^2025-06-16T06:00:00/);
    const second = await get(url, bearer(f.reportToken!));
    expect(second.json().viewedAt).toBe(viewedAt);
    expect(await accessEvents(db(), f.providerId)).toEqual([
      { action: 'report.viewed', detail: REPORT_TITLE, via: 'Invitation link' },
      { action: 'report.viewed', detail: REPORT_TITLE, via: REPORT_TITLE },
    ]);
  });

  it("the portal lists the provider's live reports and names the one whose link was opened", async () => {
    const f = await createClinicianFixture(db(), { verified: true, report: true });
    const withdrawn = await insertSharedReport(db(), f.userId, f.providerId, {
      revoked: true,
      title: 'Withdrawn',
    });
    const other = await createClinicianFixture(db(), { verified: true, report: true });
    const portal = (await get('/api/clinician/portal', bearer(f.reportToken!))).json();
    expect(portal.reports.map((r: { id: string }) => r.id)).toEqual([f.reportId]);
    expect(portal.openedReportId).toBe(f.reportId);
    expect((await get('/api/clinician/portal', bearer(f.token))).json().openedReportId).toBeNull();

    for (const id of [withdrawn, other.reportId, 'no-such-report']) {
      const response = await get(`/api/clinician/reports/${id}`, bearer(f.token));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Report not found' });
    }
    const otherReport = await db()
      .selectFrom('shared_reports')
      .select('viewed_at')
      .where('id', '=', other.reportId!)
      .executeTakeFirstOrThrow();
    expect(otherReport.viewed_at).toBeNull();
  });

  it("a withdrawn report's own link no longer opens anything", async () => {
    const f = await createClinicianFixture(db(), {
      verified: true,
      report: true,
      reportRevoked: true,
    });
    expect((await get('/api/clinician/portal', bearer(f.reportToken!))).statusCode).toBe(401);
    const portal = (await get('/api/clinician/portal', bearer(f.token))).json();
    expect(portal.reports).toEqual([]);
  });
});

describe('what the clinician writes', () => {
  it('comes back in the portal, newest first, and only for this provider', async () => {
    const f = await createClinicianFixture(db(), {
      verified: true,
      permissions: { addNotes: true, recommendTreatments: true },
    });
    const other = await createClinicianFixture(db(), {
      userId: f.userId,
      verified: true,
      permissions: { addNotes: true },
    });
    const note = (token: string, text: string) =>
      app.inject({
        method: 'POST',
        url: '/api/clinician/notes',
        headers: bearer(token),
        payload: { text },
      });
    expect((await note(f.token, 'First')).statusCode).toBe(201);
    expect((await note(f.token, 'Second')).statusCode).toBe(201);
    expect((await note(other.token, 'Someone else')).statusCode).toBe(201);
    const bad = await note(f.token, '');
    expect(bad.statusCode).toBe(400);
    const portal = (await get('/api/clinician/portal', bearer(f.token))).json();
    expect(portal.notes.map((n: { text: string }) => n.text)).toEqual(['Second', 'First']);
    expect(portal.provider.accessLevel).toBe('collaborative');
    expect(portal.recommendations).toEqual([]);
  });
});

describe('responses', () => {
  it('are never stored or indexed, refusals included', async () => {
    const f = await createClinicianFixture(db(), { verified: true });
    for (const headers of [bearer(f.token), {}]) {
      const response = await get('/api/clinician/portal', headers);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
    }
  });

  it('carry them in the wired app too, beside the security headers', async () => {
    const f = await createClinicianFixture(db(), { verified: true });
    for (const headers of [bearer(f.token), {}]) {
      const response = await t.app.inject({ url: '/api/clinician/session', headers });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('are rate-limited per IP, and code tries more strictly', async () => {
    const limited = await clinicianApp(t, { requestsPerIp: 3, codeTriesPerIp: 1 });
    // The counts are in the database, shared with the other tests' requests from 127.0.0.1.
    const remoteAddress = '198.51.100.23';
    try {
      const f = await createClinicianFixture(db());
      const tryCode = () =>
        limited.inject({
          method: 'POST',
          url: '/api/clinician/verify',
          headers: bearer(f.token),
          payload: { code: wrong(f.code) },
          remoteAddress,
        });
      expect((await tryCode()).statusCode).toBe(400);
      const second = await tryCode();
      expect(second.statusCode).toBe(429);
      expect(second.headers['cache-control']).toBe('no-store');
      expect((await provider(f.providerId)).code_attempts).toBe(1);
      const session = () =>
        limited.inject({ url: '/api/clinician/session', headers: bearer(f.token), remoteAddress });
      expect((await session()).statusCode).toBe(200);
      expect((await session()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
