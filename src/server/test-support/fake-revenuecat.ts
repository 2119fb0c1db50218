import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for RevenueCat's REST API v1: `GET /v1/subscribers/{app_user_id}` with the
 * secret key as a Bearer token (401 otherwise, in RevenueCat's {code, message} shape), answering
 * the Customer Info the test set for that id, or a new, empty customer as RevenueCat does for an
 * id it has not seen. It counts requests and can fail (500) or hang. No test reaches RevenueCat.
 */

export type FakeRevenueCatFailure = 'server-error' | 'hang';

export interface FakeRevenueCat {
  /** http://127.0.0.1:port (the API lives under /v1). */
  url: string;
  /** The app user ids asked about, in order (including refused and failed requests). */
  requests: string[];
  count(appUserId?: string): number;
  /** What `subscriber` answers for this app user id from now on. */
  setSubscriber(appUserId: string, subscriber: FakeSubscriber): void;
  /** Fails the next `times` requests (every one when left out); null answers normally again. */
  fail(failure: FakeRevenueCatFailure | null, options?: { times?: number }): void;
  /** Forgets the requests, the subscribers and any failure. */
  reset(): void;
  close(): Promise<void>;
}

/** The `subscriber` object of RevenueCat's Customer Info answer. */
export interface FakeSubscriber {
  entitlements: Record<string, unknown>;
  subscriptions: Record<string, unknown>;
  non_subscriptions?: Record<string, unknown[]>;
  [field: string]: unknown;
}

const iso = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** A customer RevenueCat has just seen, with nothing bought. */
export function emptySubscriber(appUserId = 'unknown'): FakeSubscriber {
  const now = iso(new Date());
  return {
    entitlements: {},
    first_seen: now,
    last_seen: now,
    management_url: null,
    non_subscriptions: {},
    original_app_user_id: appUserId,
    original_application_version: null,
    original_purchase_date: null,
    other_purchases: {},
    subscriptions: {},
    subscriber_attributes: {},
  };
}

/**
 * A customer with one auto-renewing subscription that unlocks the `premium` entitlement, shaped
 * like RevenueCat's answer. `expiresAt` in the past makes it a lapsed subscription.
 */
export function storeSubscriber(options: {
  appUserId?: string;
  expiresAt: Date;
  store?: 'app_store' | 'play_store' | 'amazon' | 'stripe' | 'promotional';
  productId?: string;
  entitlement?: string;
  purchasedAt?: Date;
  unsubscribeDetectedAt?: Date | null;
  billingIssuesDetectedAt?: Date | null;
  gracePeriodExpiresAt?: Date | null;
  periodType?: 'normal' | 'trial' | 'intro';
}): FakeSubscriber {
  const productId = options.productId ?? 'cairn_premium_monthly';
  const purchasedAt =
    options.purchasedAt ?? new Date(options.expiresAt.getTime() - 30 * 24 * 60 * 60 * 1000);
  const optionalIso = (date: Date | null | undefined) => (date ? iso(date) : null);
  return {
    ...emptySubscriber(options.appUserId),
    management_url:
      options.store === 'play_store'
        ? 'https://play.google.com/store/account/subscriptions'
        : 'https://apps.apple.com/account/subscriptions',
    entitlements: {
      [options.entitlement ?? 'premium']: {
        expires_date: iso(options.expiresAt),
        grace_period_expires_date: optionalIso(options.gracePeriodExpiresAt),
        product_identifier: productId,
        purchase_date: iso(purchasedAt),
      },
    },
    subscriptions: {
      [productId]: {
        auto_resume_date: null,
        billing_issues_detected_at: optionalIso(options.billingIssuesDetectedAt),
        expires_date: iso(options.expiresAt),
        grace_period_expires_date: optionalIso(options.gracePeriodExpiresAt),
        is_sandbox: false,
        original_purchase_date: iso(purchasedAt),
        ownership_type: 'PURCHASED',
        period_type: options.periodType ?? 'normal',
        purchase_date: iso(purchasedAt),
        refunded_at: null,
        store: options.store ?? 'app_store',
        store_transaction_id: '2000000123456789',
        unsubscribe_detected_at: optionalIso(options.unsubscribeDetectedAt),
      },
    },
  };
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startFakeRevenueCat(options: {
  secretKey: string;
  port?: number;
}): Promise<FakeRevenueCat> {
  const requests: string[] = [];
  const subscribers = new Map<string, FakeSubscriber>();
  let failure: { how: FakeRevenueCatFailure; times: number } | null = null;

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const match = /^\/v1\/subscribers\/([^/]+)$/.exec(url.pathname);
    if (request.method !== 'GET' || !match) {
      return send(response, 404, { code: 7259, message: 'Not found.' });
    }
    const appUserId = decodeURIComponent(match[1]!);
    requests.push(appUserId);
    if (failure) {
      const { how } = failure;
      failure.times -= 1;
      if (failure.times <= 0) failure = null;
      if (how === 'hang') return; // never answers; close() ends the connection
      return send(response, 500, { code: 7110, message: 'Internal server error.' });
    }
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return send(response, 401, { code: 7225, message: 'Invalid API key.' });
    }
    const now = new Date();
    const known = subscribers.get(appUserId);
    send(response, known ? 200 : 201, {
      request_date: iso(now),
      request_date_ms: now.getTime(),
      subscriber: known ?? emptySubscriber(appUserId),
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    count: (appUserId) =>
      appUserId === undefined ? requests.length : requests.filter((id) => id === appUserId).length,
    setSubscriber(appUserId, subscriber) {
      subscribers.set(appUserId, subscriber);
    },
    fail(how, { times = Infinity } = {}) {
      failure = how ? { how, times } : null;
    },
    reset() {
      requests.length = 0;
      subscribers.clear();
      failure = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
