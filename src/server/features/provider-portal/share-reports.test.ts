import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@core/calendar';
import type { ShareReportPayload } from '@core/provider-portal/schemas';
import type { HealthcareProvider, SharedReport } from '@core/provider-portal/types';
import type { ReportData } from '@core/report/build';
import { renderProviderReport } from '@core/report/render-provider';
import { painWithWord } from '@core/report/sections/pain';
import { defaultSections } from '@core/report/settings';
import { localDate } from '@core/time-zone';
import { fromJson } from '../../db/codecs';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import {
  api,
  connectedProvider,
  invite,
  rowCount,
  SAMPLE_ID,
  type Who,
} from './providers-fixtures';
import { hashToken } from './secrets';

/** Far from UTC, so "today" must come from the patient's zone, not the server's. */
const ZONE = 'Pacific/Kiritimati';

let t: TestApp;
let alice: Who;
let bob: Who;
let call: ReturnType<typeof api>;
let today: string;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  alice = await registerUser(t.app, { firstName: 'Alice', lastName: 'Moss', timeZone: ZONE });
  bob = await registerUser(t.app);
  today = localDate(new Date(), ZONE);
  for (const [daysAgo, painLevel] of [
    [0, 4],
    [1, 6],
    [2, 8],
  ] as const) {
    const entry = await call(alice, 'POST', '/api/journal-entries', {
      date: addDays(today, -daysAgo),
      painLevel,
      symptoms: ['Stiffness'],
    });
    expect(entry.statusCode).toBe(201);
  }
  await call(alice, 'POST', '/api/medications', {
    name: 'Gabapentin',
    dosage: '300 mg',
    frequency: 'twice-daily',
  });
  await call(alice, 'POST', '/api/triggers', { name: 'Cold weather', category: 'weather' });
});
afterAll(() => t.close());

const share = (who: Who | null, payload: Partial<ShareReportPayload> | Record<string, unknown>) =>
  call(who, 'POST', '/api/shared-reports', {
    dateRange: 30,
    reportType: 'comprehensive',
    includeSections: defaultSections(),
    ...payload,
  });

const reportRow = (id: string) =>
  t.database.db
    .selectFrom('shared_reports')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST /api/shared-reports', () => {
  it('keeps the Healthcare Provider Report as made today and hands over its link', async () => {
    const provider = await connectedProvider(t, alice, { name: 'Dr. Ana Ruiz' });
    const response = await share(alice, { providerId: provider.id, notes: 'Worse at night.' });
    expect(response.statusCode).toBe(201);
    const result = response.json();
    expect(result.delivery).toBe('manual');
    expect(result.code).toBeUndefined();
    expect(result.link).toMatch(/^http:\/\/localhost(:80)?\/clinician#[A-Za-z0-9_-]{43}$/);
    const report = result.report as SharedReport;
    expect(report).toMatchObject({
      providerId: provider.id,
      title: 'Last month, comprehensive',
      type: 'comprehensive',
      dateRange: { start: addDays(today, -29), end: today },
      days: 30,
      sections: defaultSections(),
      viewedAt: null,
      isRead: false,
      revokedAt: null,
      attachments: ['PDF'],
    });
    expect(report.summary).toContain(`Average pain: ${painWithWord(6)}`);
    expect(report.summary).not.toContain('**');
    expect(Array.isArray(report.keyInsights)).toBe(true);

    const row = await reportRow(report.id);
    const data = fromJson<ReportData>(row.data as ReportData, {} as ReportData);
    expect(row.text).toBe(renderProviderReport(data));
    expect(row.text).toContain('# Healthcare Provider Report');
    expect(row.text).toContain('Last month: ');
    expect(row.text).toContain(`**Average pain:** ${painWithWord(6)}`);
    expect(row.text).toContain('Alice Moss');
    expect(row.text).toContain('Dr. Ana Ruiz');
    expect(row.text).toContain('Gabapentin');
    expect(row.text).toContain('Cold weather');
    expect(row.text).toContain('Worse at night.');
    expect(data.generatedOn).toBe(today);

    const link = await t.database.db
      .selectFrom('provider_links')
      .selectAll()
      .where('shared_report_id', '=', report.id)
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({
      user_id: alice.user.id,
      provider_id: provider.id,
      token_hash: hashToken(result.link.split('#')[1]),
      revoked_at: null,
    });
  });

  it('uses the title and report type given', async () => {
    const provider = await connectedProvider(t, alice);
    const response = await share(alice, {
      providerId: provider.id,
      dateRange: 7,
      reportType: 'summary',
      title: 'Before our visit',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().report).toMatchObject({
      title: 'Before our visit',
      type: 'summary',
      days: 7,
    });
  });

  it('refuses a provider who has not confirmed the code, and a revoked one', async () => {
    const { provider } = await invite(t, alice);
    const before = await rowCount(t, 'shared_reports', alice.user.id);
    const pending = await share(alice, { providerId: provider.id });
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toEqual({ message: 'Share reports only with a connected provider' });

    const revoked = await connectedProvider(t, alice);
    await call(alice, 'POST', `/api/healthcare-providers/${revoked.id}/revoke`);
    expect((await share(alice, { providerId: revoked.id })).statusCode).toBe(409);
    expect(await rowCount(t, 'shared_reports', alice.user.id)).toBe(before);
  });

  it('answers 404 for another patient’s provider and 401 signed out', async () => {
    const provider = await connectedProvider(t, alice);
    const response = await share(bob, { providerId: provider.id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Provider not found' });
    expect((await share(null, { providerId: provider.id })).statusCode).toBe(401);
    expect(await rowCount(t, 'shared_reports', bob.user.id)).toBe(0);
  });

  it.each([
    [{ providerId: 'nope' }, 'providerId'],
    [{ dateRange: 15 }, 'dateRange'],
    [{ reportType: 'full' }, 'reportType'],
    [
      {
        includeSections: Object.fromEntries(Object.keys(defaultSections()).map((k) => [k, false])),
      },
      'includeSections',
    ],
    [{ title: 'x'.repeat(121) }, 'title'],
    [{ extra: true }, 'body'],
  ])('refuses %j with a 400 naming %s and stores nothing', async (payload, field) => {
    const provider = await connectedProvider(t, alice);
    const before = await rowCount(t, 'shared_reports', alice.user.id);
    const links = await rowCount(t, 'provider_links', alice.user.id);
    const response = await share(alice, { providerId: provider.id, ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}`));
    expect(await rowCount(t, 'shared_reports', alice.user.id)).toBe(before);
    expect(await rowCount(t, 'provider_links', alice.user.id)).toBe(links);
  });
});

describe('GET /api/shared-reports and stopping a share', () => {
  it('lists the patient’s reports newest first; revoking stops the report and its link', async () => {
    const dave = await registerUser(t.app);
    const provider = await connectedProvider(t, dave);
    const first = (await share(dave, { providerId: provider.id, title: 'First' })).json().report;
    const second = (await share(dave, { providerId: provider.id, title: 'Second' })).json().report;
    await share(alice, { providerId: (await connectedProvider(t, alice)).id });

    const list = (await call(dave, 'GET', '/api/shared-reports')).json() as SharedReport[];
    expect(list.map((r) => r.title)).toEqual(['Second', 'First']);
    const providers = async () =>
      ((await call(dave, 'GET', '/api/healthcare-providers')).json() as HealthcareProvider[])[0]!;
    expect((await providers()).sharedReports).toEqual([second.id, first.id]);

    const firstLink = (await share(dave, { providerId: provider.id, title: 'Third' })).json();
    const clinician = () =>
      t.app.inject({
        url: '/api/clinician/session',
        headers: { authorization: `Bearer ${firstLink.link.split('#')[1]}` },
      });
    expect((await clinician()).statusCode).toBe(200);
    await call(dave, 'POST', `/api/shared-reports/${firstLink.report.id}/revoke`);
    expect((await clinician()).statusCode).toBe(401);

    const revoke = await call(dave, 'POST', `/api/shared-reports/${first.id}/revoke`);
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toMatchObject({ id: first.id, revokedAt: expect.any(String) });
    const link = await t.database.db
      .selectFrom('provider_links')
      .select('revoked_at')
      .where('shared_report_id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(link.revoked_at).not.toBeNull();
    expect((await providers()).sharedReports).toEqual([second.id]);
    const again = (await call(dave, 'POST', `/api/shared-reports/${first.id}/revoke`)).json();
    expect(again.revokedAt).toBe(revoke.json().revokedAt);
  });

  it('answers 404 to revoking another patient’s report or a malformed id, 401 signed out', async () => {
    const provider = await connectedProvider(t, alice);
    const report = (await share(alice, { providerId: provider.id })).json().report;
    for (const id of [report.id, SAMPLE_ID, 'bad']) {
      const response = await call(bob, 'POST', `/api/shared-reports/${id}/revoke`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Report not found' });
    }
    expect((await reportRow(report.id)).revoked_at).toBeNull();
    expect((await call(null, 'GET', '/api/shared-reports')).statusCode).toBe(401);
    expect((await call(null, 'POST', `/api/shared-reports/${report.id}/revoke`)).statusCode).toBe(
      401,
    );
  });

  it('goes with its provider when the provider is removed', async () => {
    const erin = await registerUser(t.app);
    const provider = await connectedProvider(t, erin);
    await share(erin, { providerId: provider.id });
    expect(await rowCount(t, 'shared_reports', erin.user.id)).toBe(1);
    await call(erin, 'DELETE', `/api/healthcare-providers/${provider.id}`);
    expect(await rowCount(t, 'shared_reports', erin.user.id)).toBe(0);
    expect(await rowCount(t, 'provider_links', erin.user.id)).toBe(0);
  });
});
