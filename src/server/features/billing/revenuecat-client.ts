import type { RevenueCatConfig } from '../../config';
import { subscriberAnswerSchema, type RevenueCatSubscriber } from './revenuecat-entitlement';

/**
 * The one client of RevenueCat's REST API v1 (https://www.revenuecat.com/docs/api-v1): it asks
 * what a customer has bought, with the secret API key, and nothing else. Each request has a
 * time-out and is tried once more after a network error, a time-out or a 5xx; anything else
 * throws a RevenueCatError at once. The customer is the Cairn user id (the app's RevenueCat
 * "App User ID").
 */

export const REVENUECAT_TIMEOUT_MS = 10_000;

export type RevenueCatFailure = 'timeout' | 'network' | 'server' | 'refused' | 'invalid';

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

const RETRIED: ReadonlySet<RevenueCatFailure> = new Set(['timeout', 'network', 'server']);

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

  async function once(url: string): Promise<unknown> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const failure = () =>
      timeout.aborted
        ? new RevenueCatError('timeout', `RevenueCat did not answer within ${timeoutMs} ms`)
        : new RevenueCatError('network', 'RevenueCat could not be reached');
    let response: Response;
    try {
      response = await fetch(url, {
        signal: timeout,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${config.secretKey}`,
        },
      });
    } catch {
      throw failure();
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      if (timeout.aborted) throw failure();
      body = undefined;
    }
    if (response.status >= 500) {
      throw new RevenueCatError(
        'server',
        `RevenueCat failed (HTTP ${response.status})`,
        response.status,
      );
    }
    if (!response.ok) {
      // 401/403: the secret key is wrong or lacks access; RevenueCat explains in {code, message}.
      throw new RevenueCatError(
        'refused',
        `RevenueCat refused the request (HTTP ${response.status})`,
        response.status,
      );
    }
    if (body === undefined) throw new RevenueCatError('invalid', 'RevenueCat answered no JSON');
    return body;
  }

  return {
    async subscriber(appUserId) {
      const url = `${base}/subscribers/${encodeURIComponent(appUserId)}`;
      let body: unknown;
      try {
        body = await once(url);
      } catch (error) {
        if (!(error instanceof RevenueCatError) || !RETRIED.has(error.kind)) throw error;
        body = await once(url);
      }
      const parsed = subscriberAnswerSchema.safeParse(body);
      if (!parsed.success) {
        throw new RevenueCatError('invalid', 'RevenueCat answered in an unexpected shape');
      }
      return parsed.data.subscriber;
    },
  };
}
