import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import type { PushPayload } from '../src/core/reminder-delivery';
import {
  startFakePushService,
  type FakePushService,
} from '../src/server/test-support/fake-push-service';
import {
  atOneWidth,
  expect,
  expectNoA11yViolations,
  PASSWORD,
  test,
  toasts,
  uniqueEmail,
  utcDate,
} from './support/fixtures';
import { startOwnServer, type OwnServer } from './support/own-server';

/**
 * Reminders while Cairn is closed, end to end: the Settings switch subscribes this browser, the
 * server's scheduler finds a dose due, encrypts and signs it for the push service, the service
 * worker shows it, and its Taken button logs the dose.
 *
 * Chromium's own push service is Google's, out of reach here, so the page is handed a
 * subscription at a local fake push service made with keys this test holds (fakePushManager).
 * The rest is real: the fake checks the VAPID signature and decrypts the payload with those keys
 * (RFC 8291), and the decrypted payload is what the service worker then receives.
 */

interface DeviceKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Runs in the page: pushManager.subscribe hands out the test's subscription. */
function fakePushManager({ endpoint, p256dh, auth }: DeviceKeys) {
  const KEY = 'e2e-push-subscribed';
  const subscription = {
    endpoint,
    expirationTime: null,
    options: { applicationServerKey: null, userVisibleOnly: true },
    getKey: () => null,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  };
  PushManager.prototype.subscribe = async function subscribe() {
    localStorage.setItem(KEY, 'yes');
    return subscription as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function getSubscription() {
    return (localStorage.getItem(KEY) ? subscription : null) as unknown as PushSubscription;
  };
}

async function serviceWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? context.waitForEvent('serviceworker');
}

type WorkerScope = {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
};

/** The notifications the service worker shows, as title and buttons. */
const shownNotifications = (worker: Worker) =>
  worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const shown = await scope.registration.getNotifications();
    return shown.map((n) => ({
      title: n.title,
      body: n.body,
      actions: ((n as unknown as { actions?: Array<{ action: string }> }).actions ?? []).map(
        (a) => a.action,
      ),
    }));
  });

// The service worker is what shows reminders and acts on them.
test.use({ serviceWorkers: 'allow' });

let server: OwnServer;
let pushService: FakePushService;

// eslint-disable-next-line no-empty-pattern -- Playwright hands testInfo second, after fixtures.
test.beforeAll(async ({}, testInfo) => {
  pushService = await startFakePushService();
  server = await startOwnServer({
    // Clear of the ports the machine's own services use (RabbitMQ listens on 5672).
    port: 5700 + testInfo.workerIndex,
    root: mkdtempSync(path.join(tmpdir(), 'cairn-e2e-push-')),
    // The scheduler looks every second instead of every minute; the fake listens on http.
    env: { WEATHER: 'off', PUSH_ALLOW_HTTP_ENDPOINTS: 'true', REMINDER_INTERVAL_SECONDS: '1' },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await pushService?.close();
});

async function signUp(page: Page) {
  const response = await page.request.post(`${server.url}/api/register`, {
    data: { email: uniqueEmail('push'), password: PASSWORD, firstName: 'Robin', timeZone: 'UTC' },
  });
  expect(response.status()).toBe(201);
  // Only the dose reminder: the check-ins would be due at their own times, not this minute.
  const settings = await page.request.put(`${server.url}/api/settings`, {
    data: { remindersEnabled: false, pegEnabled: false },
  });
  expect(settings.status()).toBe(200);
}

test('notifications on this device: a test message, then a dose reminder whose Taken button logs the dose', async ({
  page,
  context,
}, testInfo) => {
  atOneWidth(testInfo);
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const device = pushService.addSubscription({
    privateKeyBase64url: ecdh.getPrivateKey('base64url'),
    publicKeyBase64url: ecdh.getPublicKey('base64url'),
    authBase64url: auth.toString('base64url'),
  });
  await context.grantPermissions(['notifications'], { origin: server.url });
  await page.addInitScript(fakePushManager, {
    endpoint: device.endpoint,
    p256dh: ecdh.getPublicKey('base64url'),
    auth: auth.toString('base64url'),
  });
  await signUp(page);

  await page.goto(`${server.url}/settings`);
  const onThisDevice = page.getByRole('switch', { name: 'Notifications on this device' });
  // Enabled once the service worker answers.
  await expect(onThisDevice).toBeEnabled();
  await expect(onThisDevice).not.toBeChecked();
  await onThisDevice.click();
  await expect(onThisDevice).toBeChecked();
  await expect(page.getByText('Reminders arrive here even when Cairn is closed.')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Send a test notification' }).click();
  await expect(toasts(page).getByText('Sent to 1 device.')).toBeVisible();
  expect(await pushService.waitForMessage(device.id, 1)).toMatchObject({
    kind: 'test',
    title: 'Notifications are working',
  });

  // A dose due this very minute: the scheduler sends it within a second or two.
  const slot = new Date().toISOString().slice(11, 16);
  const created = await page.request.post(`${server.url}/api/medications`, {
    data: { name: 'Naproxen', dosage: '500 mg', scheduleTimes: [slot], startDate: utcDate(0) },
  });
  expect(created.status()).toBe(201);
  const medicationId = ((await created.json()) as { id: string }).id;
  const dose = (await pushService.waitForMessage(device.id, 2)) as PushPayload;
  expect(dose).toMatchObject({
    kind: 'dose',
    title: 'Time for Naproxen 500 mg',
    url: '/medications',
    dose: { medicationId, scheduledTime: slot, date: utcDate(0) },
  });

  // The decrypted message reaches the service worker, which shows it with its Taken button.
  const worker = await serviceWorker(context);
  await worker.evaluate((payload) => {
    const scope = self as unknown as WorkerScope;
    const PushEventClass = (self as unknown as { PushEvent: typeof Event }).PushEvent;
    scope.dispatchEvent(
      new (PushEventClass as unknown as new (type: string, init: object) => Event)('push', {
        data: JSON.stringify(payload),
      }),
    );
  }, dose);
  await expect
    .poll(() => shownNotifications(worker))
    .toContainEqual({
      title: 'Time for Naproxen 500 mg',
      body: `Due at ${slot}. Tap Taken to log it.`,
      actions: ['taken'],
    });

  // Taken, pressed on the notification: the dose is logged without opening Cairn.
  await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications({ tag: undefined });
    const NotificationEventClass = (self as unknown as { NotificationEvent: unknown })
      .NotificationEvent as new (type: string, init: object) => Event;
    scope.dispatchEvent(
      new NotificationEventClass('notificationclick', { notification, action: 'taken' }),
    );
  });
  await expect
    .poll(async () => {
      const today = await page.request.get(`${server.url}/api/medications/today-schedule`);
      return (await today.json()) as unknown;
    })
    .toMatchObject([{ medication: { name: 'Naproxen' }, dueTime: slot, taken: true }]);
  await expect
    .poll(() => shownNotifications(worker))
    .toContainEqual({ title: 'Dose logged', body: 'Naproxen 500 mg taken.', actions: [] });

  // Turning it off here removes this device from the server too.
  await onThisDevice.click();
  await expect(onThisDevice).not.toBeChecked();
  const devices = await page.request.get(`${server.url}/api/push/subscriptions`);
  expect(await devices.json()).toEqual([]);
});
