import { publicKey, saveDevice } from '@client/api/push/push-devices';

/**
 * This browser's Web Push subscription (issue 20): whether it can have one, and making or
 * ending it. The service worker registered at start (main.tsx) receives the messages.
 */

export type PushSupport = 'supported' | 'install-first' | 'unsupported';

type PushWindow = Pick<Window, 'matchMedia'> & { navigator: Navigator };

/**
 * iPhones and iPads take notifications only from Cairn added to the Home Screen (iOS 16.4 and
 * later); elsewhere a browser with service workers and the Push API can.
 */
export function pushSupport(win: PushWindow = window): PushSupport {
  const hasApis = 'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win;
  if (hasApis) return 'supported';
  const ios = /iPhone|iPad|iPod/.test(win.navigator.userAgent);
  const standalone = win.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return ios && !standalone ? 'install-first' : 'unsupported';
}

export class PushSetupError extends Error {}

const READY_TIMEOUT_MS = 10_000;

/** The service worker's registration, or a clear error when it is not running. */
async function registration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new PushSetupError(
            "Cairn's background helper is not running in this browser yet. Reload the page and try again.",
          ),
        ),
      READY_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The VAPID key as the Push API wants it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The endpoint this browser is subscribed at, if any. Asked of the registration as it is now,
 * without waiting for the worker to finish installing: on a first visit that takes seconds,
 * and a browser without a worker yet has no subscription either.
 */
export async function currentEndpoint(): Promise<string | null> {
  if (pushSupport() !== 'supported') return null;
  const existing = await navigator.serviceWorker.getRegistration();
  if (!existing) return null;
  return (await existing.pushManager.getSubscription())?.endpoint ?? null;
}

/**
 * Subscribes this browser and tells the server. Must start from a click: the permission
 * question is asked first, as browsers require.
 */
export async function subscribeThisDevice(): Promise<'subscribed' | 'denied'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const reg = await registration();
  const key = keyBytes(await publicKey());
  let subscription = await reg.pushManager.getSubscription();
  const sameKey = (sub: PushSubscription) => {
    const used = sub.options.applicationServerKey;
    if (!used) return true;
    const bytes = new Uint8Array(used);
    return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
  };
  // Made with another server key (the keys were replaced): that one can no longer be reached.
  if (subscription && !sameKey(subscription)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
  } catch {
    throw new PushSetupError(
      'This browser could not reach its notification service. Check the connection and try again; if it keeps failing, e-mail reminders work everywhere.',
    );
  }
  await saveDevice(subscription.toJSON());
  return 'subscribed';
}

/** Ends this browser's subscription; the server's record goes with it. */
export async function unsubscribeThisDevice(removeOnServer: (endpoint: string) => Promise<void>) {
  const subscription = await (await registration()).pushManager.getSubscription();
  if (!subscription) return;
  await removeOnServer(subscription.endpoint);
  await subscription.unsubscribe();
}
