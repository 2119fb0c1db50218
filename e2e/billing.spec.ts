import type { Page } from '@playwright/test';
import { signedStripeEvent, stripeEvent } from '../src/server/test-support/fake-stripe';
import {
  E2E_STRIPE_PRICES,
  startBillingServer,
  type BillingServer,
} from './support/billing-server';
import {
  atOneWidth,
  expect,
  expectNoA11yViolations,
  PASSWORD,
  signUpViaApi,
  test,
  uniqueEmail,
} from './support/fixtures';

/** An account on the billing server, signed in in this page (its cookies are the page's). */
async function signUpOn(server: BillingServer, page: Page): Promise<{ id: string }> {
  const response = await page.request.post(`${server.url}/api/register`, {
    data: {
      email: uniqueEmail('billing'),
      password: PASSWORD,
      firstName: 'Robin',
      timeZone: 'UTC',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

test.describe('plans with billing off (the suite’s server)', () => {
  test('the plans say Premium is included for everyone, with nothing to buy', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/pricing');
    await expect(
      page.getByText('This installation of Cairn includes Premium for everyone.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Premium Monthly' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Premium Annual' })).toBeVisible();
    await expect(page.getByText('Most Popular')).toBeVisible();
    await expect(page.getByText('Save $41')).toBeVisible();
    await expect(page.getByRole('button', { name: /Subscribe/ })).toHaveCount(0);
    await expectNoA11yViolations(page);
    // Nothing is locked: a premium section opens as it is.
    await page.goto('/pain-prediction');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pain Prediction Engine' }),
    ).toBeVisible();
    await expect(page.getByText('is part of Premium')).toHaveCount(0);
  });
});

test.describe('plans with billing on (Stripe, faked locally)', () => {
  let server: BillingServer;
  // eslint-disable-next-line no-empty-pattern -- Playwright hands testInfo second, after fixtures.
  test.beforeAll(async ({}, testInfo) => {
    server = await startBillingServer(5650 + testInfo.workerIndex);
  });
  test.afterAll(async () => server?.stop());

  test('a free account meets the upgrade card, checks out, and Premium opens only after Stripe says so', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    const account = await signUpOn(server, page);

    // A locked section: a calm card, not an error, and the plans one click away.
    await page.goto(`${server.url}/ai-analysis`);
    await expect(
      page.getByRole('heading', { name: 'AI Pain Analysis is part of Premium' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'See plans' }).first().click();
    await expect(page).toHaveURL(`${server.url}/pricing`);
    await expect(page.getByText('Current plan')).toBeVisible();
    await expect(page.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/cairn/id0000000000',
    );
    await expect(page.getByRole('link', { name: /Google Play/ })).toHaveCount(0);

    // Checkout starts at Stripe with the annual price, for this account.
    await page.getByRole('button', { name: 'Subscribe Annual' }).click();
    await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
    expect(page.url()).toMatch(new RegExp(`^${server.stripe.url}/checkout/`));
    const session = server.stripe.checkoutSessions().at(-1)!;
    expect(session['line_items[0][price]']).toBe(E2E_STRIPE_PRICES.annual);
    expect(session.client_reference_id).toBe(account.id);

    // Coming back to the success address proves nothing.
    await page.goto(`${server.url}/settings?checkout=success`);
    const planSection = page.getByRole('region', { name: 'Plan' });
    await expect(planSection.getByText('Free', { exact: true })).toBeVisible();

    // Stripe's signed webhook does: the subscription is asked of Stripe and stored.
    const periodEnd = Math.floor(Date.now() / 1000) + 365 * 24 * 60 * 60;
    const customer = session.customer!;
    server.stripe.setSubscription({
      id: 'sub_e2e_annual',
      customer,
      status: 'active',
      currentPeriodEnd: periodEnd,
    });
    const delivery = signedStripeEvent(
      stripeEvent('checkout.session.completed', {
        id: 'cs_e2e',
        object: 'checkout.session',
        mode: 'subscription',
        customer,
        subscription: 'sub_e2e_annual',
        client_reference_id: account.id,
        metadata: { userId: account.id },
      }),
      server.webhookSecret,
    );
    const webhook = await page.request.post(`${server.url}/api/billing/stripe-webhook`, {
      headers: delivery.headers,
      data: delivery.payload,
    });
    expect(webhook.status()).toBe(200);

    await page.reload();
    await expect(planSection.getByText(/^Renews on /)).toBeVisible();
    await expect(planSection.getByRole('button', { name: 'Manage subscription' })).toBeVisible();
    // The section itself opens: it starts with its medical disclaimer.
    await page.goto(`${server.url}/ai-analysis`);
    await expect(page.getByRole('dialog', { name: 'Medical Disclaimer' })).toBeVisible();
    await expect(page.getByText('is part of Premium')).toHaveCount(0);
  });

  test('past the month’s ten journals the journal offers the upgrade, and a quick pain log still saves', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await signUpOn(server, page);
    for (let day = 1; day <= 10; day += 1) {
      const date = new Date(Date.now() - day * 86_400_000).toISOString().slice(0, 10);
      const saved = await page.request.post(`${server.url}/api/journal-entries`, {
        data: { date, painLevel: 4, journalEntry: `Day ${day}` },
      });
      expect(saved.status()).toBe(201);
    }

    await page.goto(`${server.url}/journal`);
    await expect(
      page.getByRole('heading', { name: "You've written 10 journal entries this month" }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Daily Journal' })).toHaveCount(0);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Log pain quickly' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick Pain Entry' });
    await dialog.getByRole('button', { name: 'Log Pain' }).click();
    await expect(page.getByText('Pain level logged', { exact: true })).toBeVisible();
    const entries = await page.request.get(`${server.url}/api/journal-entries`);
    const kinds = ((await entries.json()) as Array<{ kind: string }>).map((entry) => entry.kind);
    expect(kinds.filter((kind) => kind === 'quick')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'journal')).toHaveLength(10);
  });
});
