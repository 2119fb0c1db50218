import { describe, expect, it, vi } from 'vitest';
import { pushPayloadFor, type PushPayload } from '@core/reminder-delivery';
import type { QueuedWrite } from '@client/lib/offline/outbox-store';
import {
  DOSE_LOGS_URL,
  handleClick,
  notificationFor,
  readPayload,
  withQueuedWrite,
  type ClickDeps,
} from './reminder-actions';

const ID = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';
const NOW = new Date('2026-06-15T12:03:00.000Z');

const dosePayload: PushPayload = pushPayloadFor(
  {
    kind: 'dose',
    localDate: '2026-06-15',
    dose: { medicationId: 'med-1', name: 'Naproxen', dosage: '500 mg', timeOfDay: '08:00' },
  },
  'user-1',
);

function fakeDeps(answer: () => Promise<Response>) {
  const calls = {
    fetched: [] as Array<{ url: string; init: RequestInit }>,
    shown: [] as Array<{ title: string; options: NotificationOptions }>,
    opened: [] as string[],
    inWindow: [] as QueuedWrite[],
    onDevice: [] as Array<{ userId: string; write: QueuedWrite }>,
  };
  let windowOpen = false;
  const deps: ClickDeps = {
    fetch: vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.fetched.push({ url: String(url), init: init ?? {} });
      return answer();
    }) as unknown as typeof fetch,
    now: () => NOW,
    newId: () => ID,
    showNotification: async (title, options) => {
      calls.shown.push({ title, options });
    },
    openPage: async (url) => {
      calls.opened.push(url);
    },
    queueInOpenWindow: async (message) => {
      if (windowOpen) calls.inWindow.push(message.write);
      return windowOpen;
    },
    queueOnDevice: async (userId, write) => {
      calls.onDevice.push({ userId, write });
    },
  };
  return { deps, calls, openWindow: () => (windowOpen = true) };
}

describe('reminder notifications', () => {
  it('reads only payloads that name a page of Cairn', () => {
    expect(readPayload(JSON.stringify(dosePayload))).toEqual(dosePayload);
    expect(readPayload('not json')).toBeNull();
    expect(readPayload(JSON.stringify({ ...dosePayload, url: 'https://elsewhere.example' }))).toBe(
      null,
    );
    expect(readPayload(null)).toBeNull();
  });

  it('gives a dose reminder a Taken button, and the check-in none', () => {
    expect(notificationFor(dosePayload)).toMatchObject({
      title: 'Time for Naproxen 500 mg',
      options: {
        body: 'Due at 08:00. Tap Taken to log it.',
        actions: [{ action: 'taken', title: 'Taken' }],
        data: dosePayload,
      },
    });
    const checkIn = notificationFor(pushPayloadFor({ kind: 'daily-checkin', localDate: 'x' }, 'u'));
    expect(checkIn.title).toBe('How was your pain today?');
    expect(checkIn.options.actions).toBeUndefined();
  });

  it("opens the reminder's page on a tap", async () => {
    const { deps, calls } = fakeDeps(async () => new Response(null, { status: 201 }));
    await handleClick(pushPayloadFor({ kind: 'peg', localDate: 'x' }, 'u'), '', deps);
    expect(calls.opened).toEqual(['/weekly-check-in']);
    expect(calls.fetched).toEqual([]);
  });

  it('logs the dose from the Taken button, for its slot, and says so', async () => {
    const { deps, calls } = fakeDeps(async () => new Response('{}', { status: 201 }));
    await handleClick(dosePayload, 'taken', deps);
    expect(calls.fetched).toHaveLength(1);
    expect(calls.fetched[0]!.url).toBe(DOSE_LOGS_URL);
    expect(JSON.parse(String(calls.fetched[0]!.init.body))).toEqual({
      id: ID,
      medicationId: 'med-1',
      takenAt: NOW.toISOString(),
      scheduledTime: '08:00',
    });
    expect(calls.shown.map((s) => [s.title, s.options.body])).toEqual([
      ['Dose logged', 'Naproxen 500 mg taken.'],
    ]);
    expect(calls.opened).toEqual([]);
  });

  it('keeps the dose for the outbox when there is no connection', async () => {
    const offline = fakeDeps(async () => Promise.reject(new TypeError('Failed to fetch')));
    await handleClick(dosePayload, 'taken', offline.deps);
    expect(offline.calls.onDevice).toEqual([
      {
        userId: 'user-1',
        write: {
          key: `dose:${ID}`,
          url: DOSE_LOGS_URL,
          body: expect.objectContaining({ id: ID, scheduledTime: '08:00' }),
          queuedAt: NOW.getTime(),
        },
      },
    ]);
    expect(offline.calls.shown[0]?.title).toBe('Dose saved on this device');

    // With Cairn open in a window, that window's outbox takes it (and sends it when it can).
    const open = fakeDeps(async () => Promise.reject(new TypeError('Failed to fetch')));
    open.openWindow();
    await handleClick(dosePayload, 'taken', open.deps);
    expect(open.calls.inWindow.map((w) => w.key)).toEqual([`dose:${ID}`]);
    expect(open.calls.onDevice).toEqual([]);
  });

  it('asks to sign in when the session has ended', async () => {
    const { deps, calls } = fakeDeps(async () => new Response('{}', { status: 401 }));
    await handleClick(dosePayload, 'taken', deps);
    expect(calls.shown.map((s) => s.title)).toEqual(['Sign in to log this dose']);
  });

  it('adds to the saved outbox only for the person it belongs to', () => {
    const write: QueuedWrite = { key: 'dose:1', url: DOSE_LOGS_URL, body: {}, queuedAt: 1 };
    const other: QueuedWrite = {
      key: 'entry:2',
      url: '/api/journal-entries',
      body: {},
      queuedAt: 0,
    };
    expect(withQueuedWrite(undefined, 'u1', write)).toEqual({ userId: 'u1', writes: [write] });
    expect(withQueuedWrite({ userId: 'u1', writes: [other] }, 'u1', write)).toEqual({
      userId: 'u1',
      writes: [other, write],
    });
    expect(withQueuedWrite({ userId: 'u2', writes: [other] }, 'u1', write)).toBeNull();
  });
});
