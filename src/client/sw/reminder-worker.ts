import { readOutbox, writeOutbox } from '@client/lib/offline/outbox-store';
import type { PushPayload } from '@core/reminder-delivery';
import {
  handleClick,
  notificationFor,
  readPayload,
  withQueuedWrite,
  type ClickDeps,
} from './reminder-actions';

/**
 * The part of Cairn's service worker that shows reminders and acts on them. Built on its own
 * (vite.reminder-worker.ts) and loaded into the generated worker with importScripts. The
 * worker globals are typed here by hand: the DOM and WebWorker type libraries cannot share one
 * program.
 */

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  action: string;
  notification: Notification;
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
  postMessage(message: unknown): void;
}
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  location: Location;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const scope = self as unknown as WorkerScope;

/**
 * Keeps the worker alive until `work` is done. An event made by DevTools or a test is not
 * trusted and may not be extended; the work then simply runs.
 */
function extend(event: ExtendableEvent, work: Promise<unknown>): void {
  try {
    event.waitUntil(work);
  } catch {
    void work;
  }
}

const windows = () => scope.clients.matchAll({ type: 'window', includeUncontrolled: true });

const deps: ClickDeps = {
  fetch: (...args) => fetch(...args),
  now: () => new Date(),
  newId: () => crypto.randomUUID(),
  showNotification: (title, options) => scope.registration.showNotification(title, options),
  async openPage(url) {
    const target = new URL(url, scope.location.origin).href;
    const open = await windows();
    const window = open[0];
    if (window) {
      await window.focus();
      if (window.url !== target) await window.navigate(target).catch(() => null);
      return;
    }
    await scope.clients.openWindow(target);
  },
  async queueInOpenWindow(message) {
    const open = await windows();
    for (const window of open) window.postMessage(message);
    return open.length > 0;
  },
  async queueOnDevice(userId, write) {
    const next = withQueuedWrite(await readOutbox(), userId, write);
    if (next) await writeOutbox(next);
  },
};

scope.addEventListener('push', (event) => {
  const payload = readPayload(event.data?.text());
  if (!payload) return;
  const { title, options } = notificationFor(payload);
  extend(event, scope.registration.showNotification(title, options));
});

scope.addEventListener('notificationclick', (event) => {
  const payload = event.notification.data as PushPayload | undefined;
  event.notification.close();
  if (!payload?.url) return;
  extend(event, handleClick(payload, event.action, deps));
});
