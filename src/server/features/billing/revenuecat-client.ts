import type { RevenueCatConfig } from '../../config';
import { jsonGetter, type ServiceFailure } from '../../json-service';
import { subscriberAnswerSchema, type RevenueCatSubscriber } from './revenuecat-entitlement';

/**
 * The one client of RevenueCat's REST API v1 (https://www.revenuecat.com/docs/api-v1): it asks
 * what a customer has bought, with the secret API key, and nothing else. Each request has a
 * time-out and is tried once more after a network error, a time-out or a 5xx; anything else
 * throws a RevenueCatError at once. The customer is the Cairn user id (the app's RevenueCat
 * "App User ID").
 */

export const REVENUECAT_TIMEOUT_MS = 10_000;

export type RevenueCatFailure = ServiceFailure;

/** Why a request failed. The message never holds the key or the customer's id. */
export class RevenueCatError extends Error {
  constructor(
    readonly kind: RevenueCatFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RevenueCatError';
  }
}

export interface RevenueCatClient {
  /** The customer's entitlements and purchases (RevenueCat creates an empty customer if new). */
  subscriber(appUserId: string): Promise<RevenueCatSubscriber>;
}

export function createRevenueCatClient(
  config: Pick<RevenueCatConfig, 'secretKey' | 'apiUrl'>,
  options: { timeoutMs?: number } = {},
): RevenueCatClient {
  const timeoutMs = options.timeoutMs ?? REVENUECAT_TIMEOUT_MS;
  const base = config.apiUrl.replace(/\/+$/, '');

  const get = jsonGetter({
    name: 'RevenueCat',
    timeoutMs,
    headers: { authorization: `Bearer ${config.secretKey}` },
    // 401/403: the secret key is wrong or lacks access; RevenueCat's own words stay out of logs.
    error: (kind, message, status) => new RevenueCatError(kind, message, status),
  });

  return {
    async subscriber(appUserId) {
      const url = `${base}/subscribers/${encodeURIComponent(appUserId)}`;
      return (await get(url, subscriberAnswerSchema)).subscriber;
    },
  };
}
