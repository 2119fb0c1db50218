// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNLIMITED } from '@core/billing/entitlements';
import type { PlanSummary } from '@core/billing/subscription';
import type { ApiUser } from '@core/user';
import {
  renderPage,
  stubServer,
  TEST_USER,
  type Call,
  type Routes,
} from '@client/components/analysis/test-server';
import { freePlan, PREMIUM_FIELDS } from '@client/components/upgrade/test-plan';
import { dismissToast, getToasts, removeToast } from '@client/lib/toast';
import { formatPlanDate, PlanSection } from './plan-section';

const FREE = freePlan({ mobileVerification: true, journalEntriesThisMonth: 4 });

const PREMIUM: PlanSummary = {
  ...FREE,
  ...PREMIUM_FIELDS,
  subscriptionEndsAt: '2027-01-12T10:00:00.000Z',
};

let plan: PlanSummary;
let routes: Routes;
let calls: Call[];

beforeEach(() => {
  plan = FREE;
  routes = {
    'GET /api/billing/plan': () => Response.json(plan),
    'POST /api/billing/portal-session': () =>
      Response.json({ url: 'https://billing.stripe.test/p/session/1' }),
  };
  calls = stubServer(routes);
});

const posted = () => calls.filter((call) => call.method === 'POST').map((call) => call.url);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const item of getToasts()) removeToast(item.id);
  dismissToast();
});

function renderSection(user: ApiUser = TEST_USER) {
  renderPage(<PlanSection />, user);
}

describe('PlanSection', () => {
  it("shows the free plan with this month's journal allowance and a link to the plans", async () => {
    renderSection();
    expect(await screen.findByText('4 of 10 journal entries this month')).not.toBeNull();
    expect(screen.getByText('Free')).not.toBeNull();
    expect(
      screen
        .getByRole('progressbar', { name: 'Journal entries used this month' })
        .getAttribute('aria-valuenow'),
    ).toBe('40');
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('button', { name: 'Manage subscription' })).toBeNull();
  });

  it('says when an earlier Premium subscription ended', async () => {
    plan = {
      ...FREE,
      subscriptionType: 'premium',
      subscriptionStatus: 'expired',
      subscriptionEndsAt: '2026-02-03T12:00:00.000Z',
    };
    renderSection();
    expect(await screen.findByText('Premium ended on 3 Feb 2026')).not.toBeNull();
  });

  it('shows Premium with its renewal date and opens the Stripe portal to manage it', async () => {
    plan = PREMIUM;
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderSection();
    expect(await screen.findByText('Renews on 12 Jan 2027')).not.toBeNull();
    expect(screen.getByText('Premium')).not.toBeNull();
    expect(screen.queryByText(/journal entries this month/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Manage subscription' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p/session/1'),
    );
    expect(posted()).toEqual(['/api/billing/portal-session']);
  });

  it('says when a cancelled subscription ends, and when a payment failed', async () => {
    plan = { ...PREMIUM, subscriptionStatus: 'canceled' };
    renderSection();
    expect(await screen.findByText('Ends on 12 Jan 2027')).not.toBeNull();
    cleanup();

    plan = { ...PREMIUM, subscriptionStatus: 'past_due' };
    renderSection();
    expect(
      await screen.findByText(
        'Payment failed, Stripe is retrying; premium continues until 12 Jan 2027',
      ),
    ).not.toBeNull();
  });

  it("dates on the person's own calendar", async () => {
    plan = { ...PREMIUM, subscriptionEndsAt: '2027-01-12T02:00:00.000Z' };
    renderSection({ ...TEST_USER, timeZone: 'America/New_York' });
    expect(await screen.findByText('Renews on 11 Jan 2027')).not.toBeNull();
    expect(formatPlanDate('2026-09-30T23:30:00.000Z', 'Europe/Berlin')).toBe('1 Oct 2026');
    expect(formatPlanDate('2026-09-30T23:30:00.000Z', 'Not/AZone')).toBe('30 Sep 2026');
  });

  it('says a store subscription is managed in the store, with no portal button', async () => {
    plan = { ...PREMIUM, source: 'app_store', canManage: false };
    renderSection();
    expect(await screen.findByText(/managed in the App Store/)).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage subscription' })).toBeNull();
    cleanup();

    plan = { ...PREMIUM, source: 'play_store', canManage: false, subscriptionStatus: 'past_due' };
    renderSection();
    expect(await screen.findByText(/managed in Google Play/)).not.toBeNull();
    expect(screen.getByText(/^Payment failed, Google Play is retrying/)).not.toBeNull();
  });

  it('says Premium is included when this installation has billing off', async () => {
    plan = { ...FREE, billing: 'off', entitlements: UNLIMITED };
    renderSection();
    expect(await screen.findByText('Premium, included in this installation')).not.toBeNull();
    expect(screen.queryByText(/journal entries this month/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'See plans' })).not.toBeNull();
  });

  it('shows a toast when the portal cannot open', async () => {
    plan = PREMIUM;
    routes['POST /api/billing/portal-session'] = () =>
      Response.json({ message: 'No Stripe customer for this account.' }, { status: 409 });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage subscription' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Subscription Error',
        description: 'No Stripe customer for this account.',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Manage subscription' })).not.toBeNull();
  });

  it('says so, with a retry, when the plan cannot load', async () => {
    routes['GET /api/billing/plan'] = () => new Response('down', { status: 503 });
    renderSection();
    expect(await screen.findByText(/We couldn't load your plan/)).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).not.toBeNull();
  });
});
