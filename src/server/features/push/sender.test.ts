import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { doseBody, doseTitle, type PushPayload } from '@core/reminder-delivery';
import { toIsoOrNull } from '../../db/codecs';
import { rowCount, type Who } from '../../test-support/api';
import { startFakePushService, type FakePushService } from '../../test-support/fake-push-service';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { createPushClient } from './push-client';
import type { PushSender } from './register';
import { createPushSender, PUSH_TTL_SECONDS } from './sender';
import { createPushStore, type PushStore } from './store';
import { generateVapidKeys } from './vapid-keys';

const SENT_AT = new Date('2026-03-02T08:00:05.000Z');

let t: TestApp;
let fake: FakePushService;
let store: PushStore;
let alice: Who;
let bob: Who;

beforeAll(async () => {
  fake = await startFakePushService();
  t = await createTestApp();
  store = createPushStore(t.database.db);
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  await t.database.db.deleteFrom('push_subscriptions').execute();
});

function senderWith(options: { timeoutMs?: number } = {}): PushSender {
  return createPushSender({
    store,
    client: createPushClient(t.config.push!, options),
    log: t.app.log,
    now: () => SENT_AT,
  });
}

/** A simulated browser subscribed for the user; its id at the fake and its row's id. */
async function device(who: Who, label = 'Phone') {
  const { id, subscription } = fake.newSubscription({
    applicationServerKey: t.config.push!.publicKey,
  });
  const row = await store.save(
    who.user.id,
    { ...subscription.keys, endpoint: subscription.endpoint, deviceLabel: label },
    new Date().toISOString(),
  );
  return { fakeId: id, rowId: row.id, endpoint: subscription.endpoint };
}

const dose = (userId: string): PushPayload => ({
  kind: 'dose',
  title: doseTitle('Naproxen', '500 mg'),
  body: doseBody('08:00'),
  url: '/medications',
  tag: 'cairn-dose-m1-08:00-2026-03-02',
  userId,
  dose: { medicationId: 'm1', scheduledTime: '08:00', date: '2026-03-02' },
});

const lastSentAt = async (rowId: string) =>
  toIsoOrNull(
    (
      await t.database.db
        .selectFrom('push_subscriptions')
        .select('last_sent_at')
        .where('id', '=', rowId)
        .executeTakeFirst()
    )?.last_sent_at,
  );

describe('sendToUser', () => {
  it('delivers the payload encrypted for each device, signed with the VAPID key', async () => {
    const phone = await device(alice);
    const laptop = await device(alice, 'Laptop');
    const bobs = await device(bob);
    const payload = dose(alice.user.id);

    expect(await senderWith().sendToUser(alice.user.id, payload)).toEqual({
      delivered: 2,
      removed: 0,
      failed: 0,
    });
    // Decrypted by the fake with the device's own private key and auth secret.
    expect(fake.messages(phone.fakeId)).toEqual([payload]);
    expect(fake.messages(laptop.fakeId)).toEqual([payload]);
    expect(fake.messages(bobs.fakeId)).toEqual([]);
    const [request] = fake.requests(phone.fakeId);
    expect(request).toEqual({
      id: phone.fakeId,
      status: 201,
      ttl: String(60 * 60),
      urgency: 'high',
      contentEncoding: 'aes128gcm',
      vapid: {
        publicKey: t.config.push!.publicKey,
        aud: fake.url,
        sub: t.config.push!.subject,
        exp: expect.any(Number),
      },
      refusal: null,
    });
    expect(await lastSentAt(phone.rowId)).toBe(SENT_AT.toISOString());
    expect(await lastSentAt(laptop.rowId)).toBe(SENT_AT.toISOString());
    expect(await lastSentAt(bobs.rowId)).toBeNull();
  });

  it('keeps each kind of reminder only as long as it is of use', () => {
    expect(PUSH_TTL_SECONDS).toEqual({
      dose: 3600,
      'daily-checkin': 4 * 3600,
      peg: 24 * 3600,
      test: 600,
    });
  });

  it.each([404, 410] as const)(
    'removes a device whose push service answers %i, and only that one',
    async (status) => {
      const gone = await device(alice);
      const kept = await device(alice);
      const bobs = await device(bob);
      fake.respondWith(gone.fakeId, status);

      expect(await senderWith().sendToUser(alice.user.id, dose(alice.user.id))).toEqual({
        delivered: 1,
        removed: 1,
        failed: 0,
      });
      const left = await store.list(alice.user.id);
      expect(left.map((row) => row.id)).toEqual([kept.rowId]);
      expect(await rowCount(t, 'push_subscriptions', bob.user.id)).toBe(1);
      expect(fake.requests(gone.fakeId)).toHaveLength(1);
      expect(fake.requests(bobs.fakeId)).toHaveLength(0);
    },
  );

  it('keeps a device whose push service fails, after one more try, and counts it failed', async () => {
    const broken = await device(alice);
    fake.respondWith(broken.fakeId, 500);

    expect(await senderWith().sendToUser(alice.user.id, dose(alice.user.id))).toEqual({
      delivered: 0,
      removed: 0,
      failed: 1,
    });
    expect(fake.requests(broken.fakeId).map((r) => r.status)).toEqual([500, 500]);
    expect(await lastSentAt(broken.rowId)).toBeNull();
    expect(await rowCount(t, 'push_subscriptions', alice.user.id)).toBe(1);

    fake.respondWith(broken.fakeId, null);
    expect(await senderWith().sendToUser(alice.user.id, dose(alice.user.id))).toMatchObject({
      delivered: 1,
    });
  });

  it('counts a refused token (403) as failed and keeps the device', async () => {
    const phone = await device(alice);
    const otherKeys = createPushClient({
      ...t.config.push!,
      // Another server's pair: the subscription was made for this server's key.
      ...generateVapidKeys(),
    });
    const sender = createPushSender({ store, client: otherKeys, log: t.app.log });
    expect(await sender.sendToUser(alice.user.id, dose(alice.user.id))).toEqual({
      delivered: 0,
      removed: 0,
      failed: 1,
    });
    expect(fake.requests(phone.fakeId)).toMatchObject([
      { status: 403, refusal: 'k is not the key the subscription was made with' },
    ]);
    expect(fake.messages(phone.fakeId)).toEqual([]);
  });

  it('counts a push service that cannot be reached as failed, without throwing', async () => {
    // Nothing listens on port 9 here.
    await store.save(
      alice.user.id,
      {
        ...fake.newSubscription().subscription.keys,
        endpoint: 'http://127.0.0.1:9/push/x',
        deviceLabel: 'Old',
      },
      new Date().toISOString(),
    );
    const reachable = await device(alice);

    expect(await senderWith().sendToUser(alice.user.id, dose(alice.user.id))).toEqual({
      delivered: 1,
      removed: 0,
      failed: 1,
    });
    expect(fake.messages(reachable.fakeId)).toHaveLength(1);
    expect(await rowCount(t, 'push_subscriptions', alice.user.id)).toBe(2);
  });

  it('gives up on a push service that does not answer in time, without another try', async () => {
    const silent = await device(alice);
    fake.respondWith(silent.fakeId, 'hang');

    expect(
      await senderWith({ timeoutMs: 150 }).sendToUser(alice.user.id, dose(alice.user.id)),
    ).toEqual({ delivered: 0, removed: 0, failed: 1 });
    expect(fake.requests(silent.fakeId)).toHaveLength(1);
  });

  it('sends nothing to a user without devices', async () => {
    await device(bob);
    expect(await senderWith().sendToUser(alice.user.id, dose(alice.user.id))).toEqual({
      delivered: 0,
      removed: 0,
      failed: 0,
    });
  });

  it('never throws, even when the devices cannot be read', async () => {
    const failing: PushStore = {
      ...store,
      list: () => Promise.reject(new Error('database is gone')),
    };
    const sender = createPushSender({
      store: failing,
      client: createPushClient(t.config.push!),
      log: t.app.log,
    });
    await expect(sender.sendToUser(alice.user.id, dose(alice.user.id))).resolves.toEqual({
      delivered: 0,
      removed: 0,
      failed: 0,
    });
  });
});

describe('hasDevices', () => {
  it('says whether the user has a device, by the user only', async () => {
    const sender = senderWith();
    await device(bob);
    expect(await sender.hasDevices(alice.user.id)).toBe(false);
    expect(await sender.hasDevices(bob.user.id)).toBe(true);
    await device(alice);
    expect(await sender.hasDevices(alice.user.id)).toBe(true);
  });
});
