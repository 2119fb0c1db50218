// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNLIMITED } from '@core/billing/entitlements';
import type { PlanSummary } from '@core/billing/subscription';
import {
  renderPage,
  stubServer,
  TEST_USER,
  type Call,
  type Routes,
} from '@client/components/analysis/test-server';
import { freePlan, PREMIUM_FIELDS } from '@client/components/upgrade/test-plan';
import { dismissToast, getToasts, removeToast } from '@client/lib/toast';
import { PricingPage } from './pricing-page';
import {
  NOT_INITIALIZED,
  PurchasePlatformProvider,
  type NativePurchasePlatform,
  type PurchasePlatform,
  type StoreCustomerInfo,
  type StorePackage,
} from './purchase-platform';

const FREE = freePlan({
  mobileVerification: true,
  journalEntriesThisMonth: 4,
  storeLinks: {
    appStore: 'https://apps.apple.com/app/id000000',
    googlePlay: 'https://play.google.com/store/apps/details?id=app.cairn',
  },
});

const PREMIUM: PlanSummary = {
  ...FREE,
  ...PREMIUM_FIELDS,
  subscriptionEndsAt: '2027-01-12T10:00:00.000Z',
};

const ACTIVE_IN_STORE: StoreCustomerInfo = {
  premium: {
    isActive: true,
    productIdentifier: 'cairn_premium_monthly',
    expirationDate: '2026-06-01T08:00:00Z',
  },
};

const PACKAGES: StorePackage[] = [
  { identifier: '$rc_monthly', plan: 'monthly', priceString: '$9.99' },
  { identifier: '$rc_annual', plan: 'annual', priceString: '$79.00' },
];

let plan: PlanSummary;
let routes: Routes;
let calls: Call[];

beforeEach(() => {
  plan = FREE;
  routes = {
    'GET /api/billing/plan': () => Response.json(plan),
    'POST /api/create-checkout-session': () =>
      Response.json({ url: 'https://checkout.stripe.test/c/pay/cs_1' }),
    'POST /api/billing/portal-session': () =>
      Response.json({ url: 'https://billing.stripe.test/p/session/1' }),
    'POST /api/user/subscription/sync-mobile': () => {
      plan = { ...PREMIUM, source: 'app_store', canManage: false };
      return Response.json(plan);
    },
  };
  calls = stubServer(routes);
});

const scrollIntoView = Element.prototype.scrollIntoView;

afterEach(() => {
  cleanup();
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.unstubAllGlobals();
  for (const item of getToasts()) removeToast(item.id);
  dismissToast();
});

function renderPricing(platform: PurchasePlatform = { kind: 'web' }) {
  renderPage(
    <PurchasePlatformProvider value={platform}>
      <PricingPage />
    </PurchasePlatformProvider>,
  );
}

/** A promise a test settles when it wants to, to see the page while a call is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function fakeStore(overrides: Partial<NativePurchasePlatform> = {}): NativePurchasePlatform {
  return {
    kind: 'native',
    os: 'ios',
    initialize: vi.fn(async () => {}),
    getOfferings: vi.fn(async () => PACKAGES),
    purchasePackage: vi.fn(async () => ACTIVE_IN_STORE),
    restorePurchases: vi.fn(async (): Promise<StoreCustomerInfo> => ({ premium: null })),
    getCustomerInfo: vi.fn(async (): Promise<StoreCustomerInfo> => ({ premium: null })),
    ...overrides,
  };
}

const card = (name: string) => screen.getByRole('region', { name });
const posts = (url: string) => calls.filter((c) => c.method === 'POST' && c.url === url);

describe('PricingPage on the web', () => {
  it('shows the three plans with their prices, features and marks, headings in order', async () => {
    renderPricing();
    const monthly = within(await screen.findByRole('region', { name: 'Premium Monthly' }));
    expect(monthly.getByText('Most Popular')).not.toBeNull();
    expect(monthly.getByText('$9.99')).not.toBeNull();
    expect(monthly.getByText('Voice notes')).not.toBeNull();
    const annual = within(card('Premium Annual'));
    expect(annual.getByText('$79')).not.toBeNull();
    expect(annual.getByText('Save $41')).not.toBeNull();
    expect(annual.queryByText('Most Popular')).toBeNull();
    const free = within(card('Free'));
    expect(free.getByText('Current plan')).not.toBeNull();
    expect(free.getByText('Up to 10 journal entries per month')).not.toBeNull();
    expect(free.getByText('7-day analytics history')).not.toBeNull();
    expect(screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
      'H1 Plans',
      'H2 Free',
      'H2 Premium Monthly',
      'H2 Premium Annual',
      'H2 Get the Mobile App',
      'H2 Frequently Asked Questions',
    ]);
  });

  it('answers the FAQ: cancelling, data after downgrade, students, refunds, price changes', async () => {
    renderPricing();
    const faq = within(await screen.findByRole('region', { name: 'Frequently Asked Questions' }));
    expect(faq.getByText('Can I cancel anytime?')).not.toBeNull();
    expect(faq.getByText(/no partial refunds/)).not.toBeNull();
    expect(faq.getByText(/full JSON export is never locked/)).not.toBeNull();
    expect(faq.getByRole('link', { name: 'Support Centre' }).getAttribute('href')).toBe('/support');
    expect(faq.getByText(/within 30 days of your first payment/)).not.toBeNull();
    expect(faq.getByText(/at least 30 days before it applies/)).not.toBeNull();
  });

  it('says Premium is included for everyone when billing is off, with nothing to buy', async () => {
    plan = { ...FREE, billing: 'off', entitlements: UNLIMITED };
    renderPricing();
    expect(
      await screen.findByText(/This installation of Cairn includes Premium for everyone/),
    ).not.toBeNull();
    expect(within(card('Premium Monthly')).getByText('Included')).not.toBeNull();
    expect(within(card('Premium Annual')).getByText('Included')).not.toBeNull();
    expect(screen.queryByText('Current plan')).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Get the Mobile App' })).toBeNull();
  });

  it('starts web checkout for the plan chosen and sends the browser to Stripe', async () => {
    const checkout = deferred<Response>();
    routes['POST /api/create-checkout-session'] = () => checkout.promise;
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderPricing();
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe Annual' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).not.toBeNull();
    // The other plan waits too: one checkout at a time.
    expect(
      screen.getByRole('button', { name: 'Subscribe Monthly' }).getAttribute('aria-disabled'),
    ).toBe('true');
    checkout.resolve(Response.json({ url: 'https://checkout.stripe.test/c/pay/cs_1' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'),
    );
    expect(posts('/api/create-checkout-session').map((c) => c.body)).toEqual([{ plan: 'annual' }]);
  });

  it("shows the spec's Checkout Error toast when checkout cannot start", async () => {
    routes['POST /api/create-checkout-session'] = () =>
      Response.json({ message: 'Stripe is not configured' }, { status: 501 });
    renderPricing();
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe Monthly' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Checkout Error',
        description: 'Failed to start checkout. Please try again.',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Subscribe Monthly' })).not.toBeNull();
  });

  it('offers the mobile apps only, when there is no web checkout', async () => {
    plan = { ...FREE, webCheckout: false };
    // jsdom does not scroll.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderPricing();
    const getApp = await screen.findAllByRole('button', { name: 'Get Mobile App' });
    expect(getApp).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Subscribe/ })).toBeNull();
    expect(screen.getByText(/available only through the Cairn mobile apps/)).not.toBeNull();
    fireEvent.click(getApp[1]!);
    const heading = screen.getByRole('heading', { name: 'Get the Mobile App' });
    expect(scrolled).toHaveBeenCalled();
    expect(document.activeElement).toBe(heading);
    const appStore = screen.getByRole('link', { name: /App Store/ });
    expect(appStore.getAttribute('href')).toBe(FREE.storeLinks.appStore);
    expect(appStore.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('words the mobile app card as an extra when web checkout exists', async () => {
    renderPricing();
    expect(
      await screen.findByText(/Premium is also available in the Cairn mobile apps/),
    ).not.toBeNull();
    expect(screen.queryByText(/available only through/)).toBeNull();
  });

  it('hides a store button whose link is unset, and the card when both are', async () => {
    plan = { ...FREE, storeLinks: { appStore: null, googlePlay: FREE.storeLinks.googlePlay } };
    renderPricing();
    expect(await screen.findByRole('link', { name: /Google Play/ })).not.toBeNull();
    expect(screen.queryByRole('link', { name: /App Store/ })).toBeNull();
    cleanup();

    plan = { ...FREE, webCheckout: false, storeLinks: { appStore: null, googlePlay: null } };
    renderPricing();
    expect(await screen.findAllByText('Premium is not on sale on this Cairn server.')).toHaveLength(
      2,
    );
    expect(screen.queryByRole('heading', { name: 'Get the Mobile App' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get Mobile App' })).toBeNull();
  });

  it('marks Premium as the current plan and opens the Stripe portal to manage it', async () => {
    plan = PREMIUM;
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderPricing();
    expect(await screen.findByText('You have Premium.')).not.toBeNull();
    expect(within(card('Premium Monthly')).getByText('Current plan')).not.toBeNull();
    expect(within(card('Premium Annual')).getByText('Current plan')).not.toBeNull();
    expect(within(card('Free')).queryByText('Current plan')).toBeNull();
    expect(screen.queryByRole('button', { name: /Subscribe|Get Mobile App/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Manage subscription' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p/session/1'),
    );
    expect(posts('/api/billing/portal-session')).toHaveLength(1);
  });

  it('says where a store subscription is managed, without a portal button', async () => {
    plan = { ...PREMIUM, source: 'play_store', canManage: false };
    renderPricing();
    expect(await screen.findByText(/managed in Google Play/)).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage subscription' })).toBeNull();
  });

  it('says so, with a retry, when the plan cannot load', async () => {
    routes['GET /api/billing/plan'] = () => new Response('down', { status: 503 });
    renderPricing();
    expect(await screen.findByText(/We couldn't load your plan/)).not.toBeNull();
  });
});

describe('PricingPage in the native app', () => {
  it('buys in the store, syncs what the store said, then shows Premium', async () => {
    const purchase = deferred<StoreCustomerInfo>();
    const store = fakeStore({ purchasePackage: vi.fn(() => purchase.promise) });
    renderPricing(store);
    expect(await screen.findByRole('heading', { name: 'Mobile App Features' })).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Get the Mobile App' })).toBeNull();
    expect(store.initialize).toHaveBeenCalledWith(TEST_USER.id);

    fireEvent.click(screen.getByRole('button', { name: 'Subscribe Monthly' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).not.toBeNull();
    await waitFor(() => expect(store.purchasePackage).toHaveBeenCalledWith(PACKAGES[0]));
    purchase.resolve(ACTIVE_IN_STORE);

    await waitFor(() => expect(getToasts()[0]?.title).toBe('Subscription Activated!'));
    expect(posts('/api/user/subscription/sync-mobile').map((c) => c.body)).toEqual([
      {
        isActive: true,
        productIdentifier: 'cairn_premium_monthly',
        expirationDate: '2026-06-01T08:00:00Z',
        platform: 'ios',
      },
    ]);
    expect(await screen.findByText(/managed in the App Store/)).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Restore Purchases' })).toBeNull();
  });

  it('refuses to buy while payments are not initialised', async () => {
    const store = fakeStore({
      initialize: vi.fn(async () => {
        throw new Error(NOT_INITIALIZED);
      }),
    });
    renderPricing(store);
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe Annual' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Purchase Failed',
        description: 'Mobile payments not initialized',
      }),
    );
    expect(store.getOfferings).not.toHaveBeenCalled();
    expect(store.purchasePackage).not.toHaveBeenCalled();
    expect(posts('/api/user/subscription/sync-mobile')).toEqual([]);
  });

  it('names a plan the store does not sell, and an empty store', async () => {
    const store = fakeStore({ getOfferings: vi.fn(async () => [PACKAGES[0]!]) });
    renderPricing(store);
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe Annual' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Purchase Failed',
        description: 'Annual subscription not available',
      }),
    );
    vi.mocked(store.getOfferings).mockResolvedValue([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe Monthly' }));
    await waitFor(() =>
      expect(getToasts()[0]?.description).toBe('No subscription offerings available'),
    );
    expect(store.purchasePackage).not.toHaveBeenCalled();
  });

  it('says nothing when the person closes the store sheet, and the fallback for a bare error', async () => {
    const store = fakeStore({
      purchasePackage: vi.fn(async () => {
        throw Object.assign(new Error('Purchase was cancelled.'), { userCancelled: true });
      }),
    });
    renderPricing(store);
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe Monthly' }));
    await waitFor(() => expect(store.purchasePackage).toHaveBeenCalled());
    // Back to its label once the store has answered, with no toast.
    expect(await screen.findByRole('button', { name: 'Subscribe Monthly' })).not.toBeNull();
    expect(getToasts()).toEqual([]);

    vi.mocked(store.purchasePackage).mockRejectedValue({});
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe Monthly' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Purchase Failed',
        description: 'Failed to complete purchase. Please try again.',
      }),
    );
    expect(posts('/api/user/subscription/sync-mobile')).toEqual([]);
  });

  it('offers Restore Purchases only without an active subscription', async () => {
    plan = { ...PREMIUM, source: 'app_store', canManage: false };
    renderPricing(fakeStore());
    expect(await screen.findByRole('heading', { name: 'Mobile App Features' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Restore Purchases' })).toBeNull();
    cleanup();

    plan = FREE;
    renderPricing(fakeStore());
    expect(await screen.findByRole('button', { name: 'Restore Purchases' })).not.toBeNull();
  });

  it('says when a restore finds nothing, and restores an active subscription', async () => {
    const store = fakeStore();
    renderPricing(store);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Purchases' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'No Purchases Found',
        description: 'No active subscriptions found to restore.',
      }),
    );
    expect(posts('/api/user/subscription/sync-mobile')).toEqual([]);

    vi.mocked(store.restorePurchases).mockResolvedValue(ACTIVE_IN_STORE);
    fireEvent.click(screen.getByRole('button', { name: 'Restore Purchases' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Purchases Restored'));
    expect(posts('/api/user/subscription/sync-mobile')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Restore Purchases' })).toBeNull(),
    );
  });

  it('says Restore Failed with the reason', async () => {
    const store = fakeStore({
      restorePurchases: vi.fn(async () => {
        throw new Error('The App Store is not reachable.');
      }),
    });
    renderPricing(store);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Purchases' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Restore Failed',
        description: 'The App Store is not reachable.',
      }),
    );
  });

  it('tells the person how to finish when the store took the payment but the server did not confirm', async () => {
    routes['POST /api/user/subscription/sync-mobile'] = () =>
      Response.json({ message: 'The verification service is down.' }, { status: 503 });
    renderPricing(fakeStore());
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe Monthly' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Purchase Failed',
        description:
          'The store has your subscription, but Cairn could not confirm it. The verification service is down. Use Restore Purchases to try again.',
      }),
    );
  });

  it('sells nothing in the app when this server cannot verify store purchases', async () => {
    plan = { ...FREE, mobileVerification: false };
    renderPricing(fakeStore());
    expect(
      await screen.findAllByText('In-app subscriptions are not available on this Cairn server.'),
    ).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Subscribe|Restore/ })).toBeNull();
  });
});
