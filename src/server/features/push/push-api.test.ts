import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushDevice } from '@core/push-subscription';
import { TEST_BODY, TEST_TITLE } from '@core/reminder-delivery';
import { api, rowCount, SAMPLE_ID, type Who } from '../../test-support/api';
import {
  startFakePushService,
  type FakePushService,
  type FakePushSubscription,
} from '../../test-support/fake-push-service';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { MAX_PUSH_DEVICES, NO_DEVICES, TOO_MANY_DEVICES } from './routes';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let t: TestApp;
let fake: FakePushService;
let call: ReturnType<typeof api>;
let alice: Who;
let bob: Who;
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startFakePushService();
  t = await createTestApp({
    config: { logLevel: 'info' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  call = api(t);
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const newDevice = () => fake.newSubscription({ applicationServerKey: t.config.push!.publicKey });

function subscribe(who: Who | null, body: unknown, userAgent = CHROME_ANDROID) {
  return t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { 'user-agent': userAgent, ...(who ? { cookie: who.cookie } : {}) },
    payload: body as object,
  });
}

async function subscribed(who: Who, subscription: FakePushSubscription, deviceLabel?: string) {
  const response = await subscribe(who, { ...subscription, deviceLabel });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PushDevice;
}

const devicesOf = async (who: Who) =>
  (await call(who, 'GET', '/api/push/subscriptions')).json() as PushDevice[];

async function removeAllDevices(who: Who) {
  for (const device of await devicesOf(who)) {
    await call(who, 'DELETE', `/api/push/subscriptions/${device.id}`);
  }
}

beforeEach(async () => {
  await removeAllDevices(alice);
  await removeAllDevices(bob);
});

describe('not signed in', () => {
  it.each([
    ['GET', '/api/push/public-key'],
    ['GET', '/api/push/subscriptions'],
    ['POST', '/api/push/subscriptions'],
    ['DELETE', `/api/push/subscriptions/${SAMPLE_ID}`],
    ['POST', '/api/push/test'],
  ])('%s %s answers 401', async (method, url) => {
    const response = await call(null, method, url, method === 'POST' ? {} : undefined);
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/push/public-key', () => {
  it('gives the VAPID public key the browser subscribes with', async () => {
    const response = await call(alice, 'GET', '/api/push/public-key');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ publicKey: t.config.push!.publicKey });
    expect(Buffer.from(t.config.push!.publicKey, 'base64url')).toHaveLength(65);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('stores the device, named from its User-Agent, and lists it for its owner only', async () => {
    const { subscription } = newDevice();
    // What PushSubscription.toJSON() gives, expirationTime included.
    const response = await subscribe(alice, { ...subscription, expirationTime: null });
    expect(response.statusCode, response.body).toBe(201);
    const device = response.json() as PushDevice;
    expect(device).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      endpoint: subscription.endpoint,
      deviceLabel: 'Chrome on Android',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastSentAt: null,
    });
    expect(await devicesOf(alice)).toEqual([device]);
    expect(await devicesOf(bob)).toEqual([]);
    const row = await t.database.db
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('id', '=', device.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: alice.user.id,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    });
  });

  it('keeps the name the browser gives, trimmed', async () => {
    const device = await subscribed(alice, newDevice().subscription, '  Kitchen tablet ');
    expect(device.deviceLabel).toBe('Kitchen tablet');
  });

  it('replaces the row when the same device subscribes again: same id, new keys', async () => {
    const { subscription } = newDevice();
    const first = await subscribed(alice, subscription);
    const fresh = newDevice().subscription.keys;
    const again = await subscribed(alice, { ...subscription, keys: fresh }, 'My phone');
    expect(again).toMatchObject({
      id: first.id,
      createdAt: first.createdAt,
      deviceLabel: 'My phone',
    });
    expect(await rowCount(t, 'push_subscriptions', alice.user.id)).toBe(1);
    const row = await t.database.db
      .selectFrom('push_subscriptions')
      .select(['p256dh', 'auth'])
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(fresh);
  });

  it('gives the device to whoever subscribed on it last', async () => {
    const { subscription } = newDevice();
    const alices = await subscribed(alice, subscription);
    const bobs = await subscribed(bob, subscription);
    expect(bobs.id).not.toBe(alices.id);
    expect(bobs.endpoint).toBe(subscription.endpoint);
    expect(await devicesOf(alice)).toEqual([]);
    expect((await devicesOf(bob)).map((d) => d.id)).toEqual([bobs.id]);
    const rows = await t.database.db
      .selectFrom('push_subscriptions')
      .select('user_id')
      .where('endpoint', '=', subscription.endpoint)
      .execute();
    expect(rows).toEqual([{ user_id: bob.user.id }]);
  });

  it(`takes ${MAX_PUSH_DEVICES} devices, refuses one more, and still takes one it has`, async () => {
    const devices = [];
    for (let i = 0; i < MAX_PUSH_DEVICES; i++) devices.push(newDevice().subscription);
    for (const subscription of devices) await subscribed(alice, subscription);
    const refused = await subscribe(alice, newDevice().subscription);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: TOO_MANY_DEVICES });
    expect(await rowCount(t, 'push_subscriptions', alice.user.id)).toBe(MAX_PUSH_DEVICES);
    // Subscribing again on a device already counted is no new device.
    await subscribed(alice, devices[3]!, 'Renamed');
    expect(await rowCount(t, 'push_subscriptions', alice.user.id)).toBe(MAX_PUSH_DEVICES);
  });

  describe('refuses bad input, naming the field, and stores nothing', () => {
    const good = () => newDevice().subscription;
    const cases: Array<[string, () => unknown, RegExp]> = [
      ['no body', () => undefined, /^body: /],
      [
        'an endpoint that is not a URL',
        () => ({ ...good(), endpoint: 'not a url' }),
        /^endpoint: /,
      ],
      [
        'an endpoint that is not http(s)',
        () => ({ ...good(), endpoint: 'ftp://push.example.com/x' }),
        /^endpoint: endpoint must be an http\(s\) URL/,
      ],
      [
        'an endpoint too long',
        () => ({ ...good(), endpoint: `https://push.example.com/${'a'.repeat(2100)}` }),
        /^endpoint: endpoint must be at most 2048 characters/,
      ],
      ['no keys', () => ({ endpoint: good().endpoint }), /^keys: keys must hold p256dh and auth/],
      [
        'a missing p256dh',
        () => ({ ...good(), keys: { auth: good().keys.auth } }),
        /^keys\.p256dh: /,
      ],
      [
        'a p256dh that is not base64url',
        () => ({ ...good(), keys: { ...good().keys, p256dh: 'not base64!' } }),
        /^keys\.p256dh: keys\.p256dh must be base64url/,
      ],
      [
        'a p256dh that is no P-256 key',
        () => ({
          ...good(),
          keys: { ...good().keys, p256dh: Buffer.alloc(65, 7).toString('base64url') },
        }),
        /^keys\.p256dh: keys\.p256dh must be a P-256 public key/,
      ],
      [
        'an auth secret of the wrong size',
        () => ({
          ...good(),
          keys: { ...good().keys, auth: Buffer.alloc(8).toString('base64url') },
        }),
        /^keys\.auth: keys\.auth must be a 16-byte secret/,
      ],
      [
        'a device label over 100 characters',
        () => ({ ...good(), deviceLabel: 'x'.repeat(101) }),
        /^deviceLabel: deviceLabel must be at most 100 characters/,
      ],
      ['a device label that is not text', () => ({ ...good(), deviceLabel: 7 }), /^deviceLabel: /],
    ];
    it.each(cases)('%s', async (_, body, message) => {
      const response = await subscribe(alice, body());
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(message);
      expect(await rowCount(t, 'push_subscriptions', alice.user.id)).toBe(0);
    });
  });
});

describe('DELETE /api/push/subscriptions/:id', () => {
  it("removes the user's device, and answers 404 for another's, a missing or a malformed id", async () => {
    const mine = await subscribed(alice, newDevice().subscription);
    const bobs = await subscribed(bob, newDevice().subscription);
    for (const id of [bobs.id, SAMPLE_ID, 'not-a-uuid']) {
      const response = await call(alice, 'DELETE', `/api/push/subscriptions/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Device not found' });
    }
    expect((await devicesOf(bob)).map((d) => d.id)).toEqual([bobs.id]);
    const removed = await call(alice, 'DELETE', `/api/push/subscriptions/${mine.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await devicesOf(alice)).toEqual([]);
    expect((await call(alice, 'DELETE', `/api/push/subscriptions/${mine.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('POST /api/push/test', () => {
  it('answers 409 when no device has notifications on', async () => {
    const response = await call(alice, 'POST', '/api/push/test');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: NO_DEVICES });
  });

  it("sends the test notification to each of the user's devices, and no one else's", async () => {
    const phone = newDevice();
    const laptop = newDevice();
    const bobs = newDevice();
    await subscribed(alice, phone.subscription);
    await subscribed(alice, laptop.subscription);
    await subscribed(bob, bobs.subscription);

    const response = await call(alice, 'POST', '/api/push/test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ delivered: 2, removed: 0, failed: 0 });
    const expected = {
      kind: 'test',
      title: TEST_TITLE,
      body: TEST_BODY,
      url: '/settings',
      tag: 'cairn-test',
      userId: alice.user.id,
    };
    expect(fake.messages(phone.id)).toEqual([expected]);
    expect(fake.messages(laptop.id)).toEqual([expected]);
    expect(fake.messages(bobs.id)).toEqual([]);
    const [request] = fake.requests(phone.id);
    expect(request).toMatchObject({ status: 201, ttl: '600', urgency: 'high' });
    for (const device of await devicesOf(alice)) expect(device.lastSentAt).not.toBeNull();
  });

  it('removes a device that is gone and counts one that fails, logging neither address', async () => {
    const gone = newDevice();
    const broken = newDevice();
    await subscribed(alice, gone.subscription);
    await subscribed(alice, broken.subscription);
    fake.respondWith(gone.id, 410);
    fake.respondWith(broken.id, 500);
    logLines.length = 0;

    const response = await call(alice, 'POST', '/api/push/test');
    expect(response.json()).toEqual({ delivered: 0, removed: 1, failed: 1 });
    expect((await devicesOf(alice)).map((d) => d.endpoint)).toEqual([broken.subscription.endpoint]);
    const warning = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'Web Push: some devices could not be reached');
    expect(warning).toMatchObject({
      kind: 'test',
      removed: 1,
      failed: 1,
      reasons: { 'HTTP 500': 1 },
    });
    const log = logLines.join('\n');
    for (const secret of [
      fake.url,
      '/push/',
      broken.subscription.keys.p256dh,
      broken.subscription.keys.auth,
      t.config.push!.privateKey,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('start-up', () => {
  it('warns when push services have no contact they can reach', async () => {
    const lines: string[] = [];
    const placeholder = await createTestApp({
      config: {
        logLevel: 'warn',
        push: { ...t.config.push!, subject: 'mailto:reminders@cairn.invalid' },
      },
      logStream: { write: (line) => void lines.push(line) },
    });
    await placeholder.close();
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toContainEqual(
      expect.stringMatching(
        /^Web Push: the contact mailto:reminders@cairn\.invalid .*VAPID_SUBJECT/,
      ),
    );
  });
});

describe('where a push service may be', () => {
  it('takes only https endpoints unless http is allowed for a local fake', async () => {
    const strict = await createTestApp({
      config: { push: { ...t.config.push!, allowHttpEndpoints: false } },
    });
    try {
      const carol = await registerUser(strict.app);
      const device = fake.newSubscription();
      const refused = await strict.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: { cookie: carol.cookie },
        payload: device.subscription,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: 'endpoint: endpoint must be an https URL' });
      expect(await rowCount(strict, 'push_subscriptions', carol.user.id)).toBe(0);

      const https = { ...device.subscription, endpoint: 'https://push.example.test/send/abc' };
      const taken = await strict.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: { cookie: carol.cookie },
        payload: https,
      });
      expect(taken.statusCode).toBe(201);
    } finally {
      await strict.close();
    }
  });
});
