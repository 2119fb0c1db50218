import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  FAKE_STRIPE_SECRET_KEY,
  startFakeStripe,
  type FakeStripe,
} from '../../src/server/test-support/fake-stripe';
import { startOwnServer } from './own-server';

export interface BillingServer {
  url: string;
  stripe: FakeStripe;
  webhookSecret: string;
  stop(): Promise<void>;
}

export const E2E_STRIPE_PRICES = { monthly: 'price_e2e_monthly', annual: 'price_e2e_annual' };

/**
 * The real server with BILLING=stripe on a fresh database, its Stripe a local fake in this
 * process: the suite's shared server runs with billing off, as most installations do.
 */
export async function startBillingServer(port: number): Promise<BillingServer> {
  const stripe = await startFakeStripe();
  const webhookSecret = 'whsec_e2e_billing_secret';
  try {
    const server = await startOwnServer({
      port,
      root: mkdtempSync(path.join(tmpdir(), 'cairn-e2e-billing-')),
      env: {
        WEATHER: 'off',
        BILLING: 'stripe',
        STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
        STRIPE_PRICE_MONTHLY: E2E_STRIPE_PRICES.monthly,
        STRIPE_PRICE_ANNUAL: E2E_STRIPE_PRICES.annual,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: stripe.url,
        APP_STORE_URL: 'https://apps.apple.com/app/cairn/id0000000000',
        GOOGLE_PLAY_URL: '',
      },
    });
    const stop = async () => {
      await server.stop();
      await stripe.close();
    };
    return { url: server.url, stripe, webhookSecret, stop };
  } catch (error) {
    await stripe.close();
    throw error;
  }
}
