import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the part of Stripe's API that Cairn uses, answering the SDK's
 * form-encoded requests with Stripe's JSON shapes: customers, Checkout Sessions, subscriptions
 * (as the test set them) and customer-portal sessions. It checks the secret key, answers
 * Stripe's error shape for what it does not have, can fail (500) or hang, and logs every
 * request with its parameters, flat as the SDK sent them (`line_items[0][price]`).
 */

export type FakeStripeFailure = 'server-error' | 'hang';

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** Form parameters, flat: `metadata[userId]`, `line_items[0][price]`. */
  params: Record<string, string>;
}

/** What a test says a subscription is; the fake fills in the rest of Stripe's shape. */
export interface FakeSubscriptionInput {
  id: string;
  customer: string;
  status: string;
  /** Unix seconds; on the subscription item, where API versions since 2025-03-31 keep it. */
  currentPeriodEnd: number;
  cancelAtPeriodEnd?: boolean;
  cancelAt?: number | null;
  endedAt?: number | null;
  metadata?: Record<string, string>;
}

export interface FakeStripe {
  /** http://127.0.0.1:port, for STRIPE_API_URL. */
  url: string;
  secretKey: string;
  requests: FakeStripeRequest[];
  /** How many requests went to `METHOD /path` (a prefix: 'GET /v1/subscriptions'). */
  count(prefix: string): number;
  /** The subscription GET /v1/subscriptions/:id answers from now on. */
  setSubscription(input: FakeSubscriptionInput): Record<string, unknown>;
  /** The parameters of each Checkout Session created, in order. */
  checkoutSessions(): Array<Record<string, string>>;
  /** The next `times` requests (all when left out) fail this way; null answers normally. */
  fail(failure: FakeStripeFailure | null, options?: { times?: number }): void;
  reset(): void;
  close(): Promise<void>;
}

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_cairn';

const unix = () => Math.floor(Date.now() / 1000);

/** A Stripe subscription object with the given state, in the current API's shape. */
export function fakeSubscription(input: FakeSubscriptionInput): Record<string, unknown> {
  const start = input.currentPeriodEnd - 30 * 24 * 60 * 60;
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customer,
    status: input.status,
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    cancel_at: input.cancelAt ?? (input.cancelAtPeriodEnd ? input.currentPeriodEnd : null),
    canceled_at: input.cancelAtPeriodEnd || input.cancelAt ? unix() : null,
    ended_at: input.endedAt ?? null,
    created: start,
    start_date: start,
    livemode: false,
    metadata: input.metadata ?? {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${input.id}`,
          object: 'subscription_item',
          current_period_start: start,
          current_period_end: input.currentPeriodEnd,
          price: { id: 'price_fake', object: 'price', recurring: { interval: 'month' } },
          quantity: 1,
          subscription: input.id,
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${input.id}`,
    },
  };
}

function stripeError(
  response: ServerResponse,
  status: number,
  error: { type: string; message: string; code?: string; param?: string },
) {
  send(response, status, { error });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_fake_${Math.random().toString(36).slice(2, 10)}`,
  });
  response.end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const customers = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const sessions: Array<Record<string, string>> = [];
  let failure: { how: FakeStripeFailure; times: number } | null = null;
  let serial = 0;
  const nextId = (prefix: string) => `${prefix}_fake${(serial += 1)}`;

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const body = await readBody(request);
    const params = Object.fromEntries(
      new URLSearchParams(method === 'GET' ? url.search : body).entries(),
    );
    const path = url.pathname;
    requests.push({ method, path, params });

    if (failure) {
      const { how } = failure;
      failure.times -= 1;
      if (failure.times <= 0) failure = null;
      if (how === 'hang') return; // never answers; close() ends the connection
      return stripeError(response, 500, {
        type: 'api_error',
        message: 'An unknown error occurred (fake)',
      });
    }
    // The pages a browser is sent to: enough for a browser test to see it arrived.
    const page = /^\/(checkout|portal)\/([\w-]+)$/.exec(path);
    if (method === 'GET' && page) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const title = page[1] === 'checkout' ? 'Fake Stripe Checkout' : 'Fake Stripe customer portal';
      return response.end(
        `<!doctype html><title>${title}</title><h1>${title}</h1><p>${page[2]}</p>`,
      );
    }
    if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) {
      return stripeError(response, 401, {
        type: 'invalid_request_error',
        message: 'Invalid API Key provided',
      });
    }

    if (method === 'POST' && path === '/v1/customers') {
      const id = nextId('cus');
      const customer = {
        id,
        object: 'customer',
        email: params.email ?? null,
        metadata: metadataOf(params),
        created: unix(),
        livemode: false,
      };
      customers.set(id, customer);
      return send(response, 200, customer);
    }

    if (method === 'POST' && path === '/v1/checkout/sessions') {
      for (const name of ['mode', 'success_url', 'line_items[0][price]']) {
        if (!params[name]) {
          return stripeError(response, 400, {
            type: 'invalid_request_error',
            message: `Missing required param: ${name}.`,
            param: name,
          });
        }
      }
      if (params.customer && !customers.has(params.customer)) {
        return stripeError(response, 400, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such customer: '${params.customer}'`,
          param: 'customer',
        });
      }
      const id = nextId('cs_test');
      sessions.push(params);
      return send(response, 200, {
        id,
        object: 'checkout.session',
        mode: params.mode,
        customer: params.customer ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: metadataOf(params),
        success_url: params.success_url,
        cancel_url: params.cancel_url ?? null,
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        url: `${fake.url}/checkout/${id}`,
        livemode: false,
      });
    }

    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if ((method === 'GET' || method === 'DELETE') && subscription) {
      const id = decodeURIComponent(subscription[1]!);
      const found = subscriptions.get(id);
      if (found && method === 'DELETE') {
        const cancelled = { ...found, status: 'canceled', ended_at: unix(), canceled_at: unix() };
        subscriptions.set(id, cancelled);
        return send(response, 200, cancelled);
      }
      if (found) return send(response, 200, found);
      return stripeError(response, 404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such subscription: '${subscription[1]}'`,
        param: 'id',
      });
    }

    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!params.customer || !customers.has(params.customer)) {
        return stripeError(response, 400, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such customer: '${params.customer ?? ''}'`,
          param: 'customer',
        });
      }
      const id = nextId('bps');
      return send(response, 200, {
        id,
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url ?? null,
        url: `${fake.url}/portal/${id}`,
        livemode: false,
      });
    }

    return stripeError(response, 404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}). (fake)`,
    });
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) =>
      send(response, 500, { error: { type: 'api_error', message: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeStripe = {
    url,
    secretKey: FAKE_STRIPE_SECRET_KEY,
    requests,
    count: (prefix) => requests.filter((r) => `${r.method} ${r.path}`.startsWith(prefix)).length,
    setSubscription(input) {
      const subscription = fakeSubscription(input);
      subscriptions.set(input.id, subscription);
      return subscription;
    },
    checkoutSessions: () => sessions,
    fail(how, { times = Infinity } = {}) {
      failure = how ? { how, times } : null;
    },
    reset() {
      requests.length = 0;
      failure = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

/** `metadata[key]=value` form parameters as an object. */
function metadataOf(params: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const match = /^metadata\[(.+)\]$/.exec(name);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

/** A Stripe event envelope around an object, as a webhook delivers it. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_fake_${Math.random().toString(36).slice(2, 12)}`,
): Record<string, unknown> {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: unix(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The body and headers of a webhook delivery, signed with the endpoint's secret as Stripe does. */
export function signedStripeEvent(
  event: Record<string, unknown>,
  secret: string,
): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return {
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  };
}
