import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer, waitUntilAnswering } from '../../scripts/server-process.mjs';
import {
  FAKE_STRIPE_SECRET_KEY,
  startFakeStripe,
  type FakeStripe,
} from '../../src/server/test-support/fake-stripe';

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
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-e2e-billing-'));
  const webhookSecret = 'whsec_e2e_billing_secret';
  const child = spawnServer({
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
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
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    await stripe.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(`${url}/api/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stripe, webhookSecret, stop };
}
