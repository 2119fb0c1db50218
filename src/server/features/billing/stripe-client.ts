import type Stripe from 'stripe';
import type { StripeConfig } from '../../config';

/** Stripe answers in well under a second; past this the request is abandoned (and retried once). */
export const STRIPE_TIMEOUT_MS = 10_000;

/**
 * The SDK's error class, known once a client has been made. The SDK (~200 modules) is loaded
 * only when Stripe is configured, so a server with billing off never carries it (decision
 * 0004); without a client no Stripe error can occur.
 */
let StripeError: typeof Stripe.errors.StripeError | undefined;

/**
 * The one Stripe client of the server, pointed at STRIPE_API_URL (https://api.stripe.com, or a
 * local fake in tests). One retry on network errors, 409 and 5xx: the SDK adds an idempotency
 * key to every POST, so a retried request never charges or creates twice.
 */
export async function createStripeClient(
  config: StripeConfig,
  { timeoutMs = STRIPE_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  StripeError = StripeSdk.errors.StripeError;
  const url = new URL(config.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new StripeSdk(config.secretKey, {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: timeoutMs,
    maxNetworkRetries: 1,
    telemetry: false,
    appInfo: { name: 'Cairn' },
  });
}

/** Whether an error came from Stripe or the way to it (down, time-out, refused, bad answer). */
export function isStripeError(
  error: unknown,
): error is InstanceType<typeof Stripe.errors.StripeError> {
  return StripeError !== undefined && error instanceof StripeError;
}

/**
 * What may be logged about a Stripe failure: its kind and status, never its message (which can
 * name customers, e-mail addresses or request parameters) and never the key.
 */
export function stripeFailure(error: unknown): { stripeError: string; status: number | null } {
  if (!isStripeError(error)) return { stripeError: 'unexpected', status: null };
  return { stripeError: error.type, status: error.statusCode ?? null };
}
