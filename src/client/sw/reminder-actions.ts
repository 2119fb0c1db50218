import { TAKEN_ACTION, type PushPayload } from '@core/reminder-delivery';
import type { QueuedWrite } from '@client/lib/offline/outbox-store';
import { QUEUE_WRITE_MESSAGE, type QueueWriteMessage } from './messages';

/**
 * What the service worker does with a reminder (issue 20), written against the few browser
 * parts it needs so it can be tested without a browser. reminder-worker.ts wires it to `self`.
 */

export const DOSE_LOGS_URL = '/api/medications/logs';

export interface NotificationShape {
  title: string;
  options: NotificationOptions & { actions?: Array<{ action: string; title: string }> };
}

/** A push message's payload, or null when it is not one of Cairn's. */
export function readPayload(text: string | null | undefined): PushPayload | null {
  if (!text) return null;
  try {
    const payload = JSON.parse(text) as Partial<PushPayload>;
    const ok =
      typeof payload.title === 'string' &&
      typeof payload.body === 'string' &&
      typeof payload.url === 'string' &&
      payload.url.startsWith('/');
    return ok ? (payload as PushPayload) : null;
  } catch {
    return null;
  }
}

/** How a reminder looks: a dose gets a Taken button; every reminder opens its page when tapped. */
export function notificationFor(payload: PushPayload): NotificationShape {
  return {
    title: payload.title,
    options: {
      body: payload.body,
      tag: payload.tag,
      icon: '/pwa-192x192.png',
      badge: '/pwa-192x192.png',
      data: payload,
      ...(payload.kind === 'dose' && payload.dose
        ? { actions: [{ action: TAKEN_ACTION, title: 'Taken' }], requireInteraction: true }
        : {}),
    },
  };
}

export interface ClickDeps {
  fetch: typeof fetch;
  now: () => Date;
  newId: () => string;
  showNotification(title: string, options: NotificationOptions): Promise<void>;
  /** Focuses an open Cairn window on `url`, or opens one. */
  openPage(url: string): Promise<void>;
  /** Hands the write to an open Cairn window's outbox; false when none is open. */
  queueInOpenWindow(message: QueueWriteMessage): Promise<boolean>;
  /** Adds the write to the device's saved outbox for the next time Cairn opens. */
  queueOnDevice(userId: string, write: QueuedWrite): Promise<void>;
}

/** A tap on a reminder, or on its Taken button. */
export async function handleClick(
  payload: PushPayload,
  action: string,
  deps: ClickDeps,
): Promise<void> {
  if (action === TAKEN_ACTION && payload.dose) return logTakenDose(payload, deps);
  return deps.openPage(payload.url);
}

const ID_PATTERN = /^[0-9a-f-]{36}$/;

/**
 * Logs the dose as the Medications page's "Mark as Taken" does: the same client-chosen id, so a
 * dose sent twice (retried from the outbox) is stored once, and the slot it was for. Without a
 * connection it goes into the offline outbox and is sent when Cairn next opens.
 */
async function logTakenDose(payload: PushPayload, deps: ClickDeps): Promise<void> {
  const dose = payload.dose!;
  const id = deps.newId();
  const body = {
    id: ID_PATTERN.test(id) ? id : undefined,
    medicationId: dose.medicationId,
    takenAt: deps.now().toISOString(),
    scheduledTime: dose.scheduledTime,
  };
  const write: QueuedWrite = {
    key: `dose:${body.id}`,
    url: DOSE_LOGS_URL,
    body,
    queuedAt: deps.now().getTime(),
  };
  const confirm = (title: string, text: string) =>
    deps.showNotification(title, {
      body: text,
      tag: payload.tag,
      icon: '/pwa-192x192.png',
      data: { ...payload, kind: 'test', dose: undefined },
    });
  let response: Response;
  try {
    response = await deps.fetch(DOSE_LOGS_URL, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    const message = { type: QUEUE_WRITE_MESSAGE, userId: payload.userId, write } as const;
    if (!(await deps.queueInOpenWindow(message))) await deps.queueOnDevice(payload.userId, write);
    return confirm('Dose saved on this device', 'It will be logged when you are back online.');
  }
  if (response.ok)
    return confirm('Dose logged', `${payload.title.replace(/^Time for /, '')} taken.`);
  if (response.status === 401) {
    return confirm('Sign in to log this dose', 'Tap to open Cairn and sign in.');
  }
  return confirm('The dose could not be logged', 'Tap to open your medications in Cairn.');
}

/**
 * Adds a write to the saved outbox, but only for the person whose outbox it is: a reminder for
 * someone who has since signed out of this device logs nothing here.
 */
export function withQueuedWrite(
  saved: { userId: string; writes: QueuedWrite[] } | undefined,
  userId: string,
  write: QueuedWrite,
): { userId: string; writes: QueuedWrite[] } | null {
  if (!saved) return { userId, writes: [write] };
  if (saved.userId !== userId) return null;
  if (saved.writes.some((queued) => queued.key === write.key)) return saved;
  return { userId, writes: [...saved.writes, write] };
}
