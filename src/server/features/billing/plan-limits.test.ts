import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfLocalMonth } from '@core/billing/entitlements';
import { FREE_JOURNAL_ENTRIES_PER_MONTH } from '@core/billing/plans';
import { BILLING_OFF, type BillingConfig } from '../../config';
import { NEVER_LOCKED, premiumSectionOf } from './premium-routes';
import { api, rowCount, SAMPLE_ID, type Who } from '../../test-support/api';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';

/** Limits on, with neither payment service: every account is on the free plan. */
const BILLING_ON: BillingConfig = { ...BILLING_OFF, mode: 'stripe' };

const journal = (date: string) => ({ date, painLevel: 5, journalEntry: `Day ${date}` });
const dateOf = (day: number) => `2026-01-${String(day).padStart(2, '0')}`;

async function fillAllowance(call: ReturnType<typeof api>, who: Who) {
  for (let day = 1; day <= FREE_JOURNAL_ENTRIES_PER_MONTH; day += 1) {
    const response = await call(who, 'POST', '/api/journal-entries', journal(dateOf(day)));
    expect(response.statusCode).toBe(201);
  }
}

describe('plan limits with billing on', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp({ config: { billing: BILLING_ON } });
    call = api(t);
  });
  afterAll(() => t.close());

  it('takes the 10th new journal of the month and refuses the 11th with 402 and the limit', async () => {
    const who = await registerUser(t.app);
    await fillAllowance(call, who);
    const refused = await call(who, 'POST', '/api/journal-entries', journal(dateOf(11)));
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      message: expect.stringContaining('10 journal entries a month'),
      limit: { kind: 'journal_entries_per_month', value: 10 },
    });
    expect(await rowCount(t, 'journal_entries', who.user.id)).toBe(10);
    const plan = (await call(who, 'GET', '/api/billing/plan')).json();
    expect(plan).toMatchObject({
      billing: 'stripe',
      subscriptionType: 'free',
      journalEntriesThisMonth: 10,
      entitlements: { premium: false, journalEntriesPerMonth: 10, analyticsDays: 7 },
      webCheckout: false,
    });
  });

  it('still saves the month’s existing journals, and quick and emergency logs, over the limit', async () => {
    const who = await registerUser(t.app);
    await fillAllowance(call, who);
    const again = await call(who, 'POST', '/api/journal-entries', {
      ...journal(dateOf(3)),
      painLevel: 8,
    });
    expect(again.statusCode).toBe(200);
    const id = again.json().id as string;
    const edited = await call(who, 'PUT', `/api/journal-entries/${id}`, { painLevel: 2 });
    expect(edited.statusCode).toBe(200);
    const quick = { date: dateOf(20), painLevel: 6, kind: 'quick' };
    expect((await call(who, 'POST', '/api/journal-entries', quick)).statusCode).toBe(201);
    const emergency = { ...quick, painLevel: 9, kind: 'emergency', notes: 'Pain level 9' };
    expect((await call(who, 'POST', '/api/journal-entries', emergency)).statusCode).toBe(201);
    expect(await rowCount(t, 'journal_entries', who.user.id)).toBe(12);
  });

  it('counts the month on the person’s own clock', async () => {
    const who = await registerUser(t.app, { timeZone: 'Pacific/Auckland' });
    // Ten journals started a minute before the 1st in Auckland belong to last month.
    const monthStart = startOfLocalMonth(new Date(), 'Pacific/Auckland').getTime();
    const lastMonth = new Date(monthStart - 60_000).toISOString();
    await fillAllowance(call, who);
    await t.database.db
      .updateTable('journal_entries')
      .set({ created_at: lastMonth })
      .where('user_id', '=', who.user.id)
      .execute();
    const plan = (await call(who, 'GET', '/api/billing/plan')).json();
    expect(plan.journalEntriesThisMonth).toBe(0);
    const fresh = await call(who, 'POST', '/api/journal-entries', journal('2026-02-01'));
    expect(fresh.statusCode).toBe(201);
    // The same ten a minute after the 1st are this month's.
    await t.database.db
      .updateTable('journal_entries')
      .set({ created_at: new Date(monthStart + 60_000).toISOString() })
      .where('user_id', '=', who.user.id)
      .execute();
    const refused = await call(who, 'POST', '/api/journal-entries', journal('2026-02-02'));
    expect(refused.statusCode).toBe(402);
  });

  it('shows 7 days of analytics and answers 402 for 8', async () => {
    const who = await registerUser(t.app);
    expect((await call(who, 'GET', '/api/analytics/pain-trends?days=7')).statusCode).toBe(200);
    const refused = await call(who, 'GET', '/api/analytics/symptom-frequency?days=8');
    expect(refused.statusCode).toBe(402);
    expect(refused.json().limit).toEqual({ kind: 'analytics_days', value: 7 });
    // Bad input is still a 400 naming the field, not a 402.
    const bad = await call(who, 'GET', '/api/analytics/pain-trends?days=abc');
    expect(bad.statusCode).toBe(400);
  });

  it('locks the analysis sections, and in the sharing sections only what starts something new', async () => {
    const who = await registerUser(t.app);
    for (const url of ['/api/analysis?period=1month', '/api/predictions', '/api/flare-alerts']) {
      const response = await call(who, 'GET', url);
      expect(response.statusCode, url).toBe(402);
      expect(response.json().limit, url).toEqual({ kind: 'premium_section', value: null });
    }
    // Starting something new in a sharing section needs Premium...
    for (const [method, url] of [
      ['POST', '/api/healthcare-providers/invite'],
      ['POST', '/api/shared-reports'],
      ['POST', `/api/research-studies/${SAMPLE_ID}/enroll`],
      ['POST', '/api/biometric-devices/connect'],
      ['POST', `/api/biometric-devices/${SAMPLE_ID}/sync`],
    ] as const) {
      const response = await call(who, method, url, {});
      expect(response.statusCode, url).toBe(402);
    }
    // ...while what is already there stays readable, and the data stays the person's.
    for (const url of [
      '/api/healthcare-providers',
      '/api/shared-reports',
      '/api/treatment-recommendations',
      '/api/research-participation',
      '/api/research-contribution',
      '/api/biometric-devices',
      '/api/biometric-readings/daily?days=7',
      '/api/export',
      '/api/journal-entries',
      '/api/medications/detailed',
    ]) {
      expect((await call(who, 'GET', url)).statusCode, url).toBe(200);
    }
    // Ending sharing is never locked: these reach the route (404 for an id that is not theirs).
    for (const [method, url] of [
      ['POST', `/api/healthcare-providers/${SAMPLE_ID}/revoke`],
      ['POST', `/api/research-participation/${SAMPLE_ID}/withdraw`],
      ['DELETE', `/api/biometric-devices/${SAMPLE_ID}`],
    ] as const) {
      const response = await call(who, method, url, method === 'DELETE' ? undefined : {});
      expect(response.statusCode, url).not.toBe(402);
    }
    // Every route kept open exists, so the list cannot quietly go stale.
    const routes = new Set(t.app.registeredRoutes.map((r) => `${r.method} ${r.url}`));
    for (const route of NEVER_LOCKED) expect(routes, route).toContain(route);
    expect(premiumSectionOf('POST', '/api/research-studies/:id/enroll')).toBe('research');
    expect(premiumSectionOf('GET', '/api/analysis')).toBe('ai-analysis');
    expect(premiumSectionOf('GET', '/api/research-studies/available')).toBeUndefined();
    // Signed out, a premium route still answers 401, not 402.
    expect((await call(null, 'GET', '/api/predictions')).statusCode).toBe(401);
  });
});

describe('billing off', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
  });
  afterAll(() => t.close());

  it('applies no limit anywhere', async () => {
    const who = await registerUser(t.app);
    await fillAllowance(call, who);
    const eleventh = await call(who, 'POST', '/api/journal-entries', journal(dateOf(11)));
    expect(eleventh.statusCode).toBe(201);
    expect((await call(who, 'GET', '/api/analytics/pain-trends?days=90')).statusCode).toBe(200);
    expect((await call(who, 'GET', '/api/predictions')).statusCode).toBe(200);
    const plan = (await call(who, 'GET', '/api/billing/plan')).json();
    expect(plan).toMatchObject({
      billing: 'off',
      entitlements: { premium: true, journalEntriesPerMonth: null, analyticsDays: null },
      webCheckout: false,
      canManage: false,
    });
  });
});
