// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type ApiSettings } from '@core/settings';
import { settingsKey } from '@client/api/settings/get-settings';
import { dismissToast, getToasts, removeToast } from '@client/lib/toast';
import { REMINDER_TITLE } from './show-reminder';
import { lastRemindedKey, useDailyReminder } from './use-daily-reminder';

const USER = 'user-1';
let requested: string[];
let entryExists: boolean;
let notifications: Array<{ title: string; options?: NotificationOptions }>;

beforeEach(() => {
  vi.useFakeTimers();
  requested = [];
  entryExists = false;
  notifications = [];
  localStorage.clear();
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    return Response.json(entryExists ? { id: 'e1', kind: 'journal' } : null);
  });
});
afterEach(() => {
  for (const item of getToasts()) removeToast(item.id);
  dismissToast();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function mount(settings: Partial<ApiSettings> = {}) {
  const data: ApiSettings = { ...DEFAULT_SETTINGS, timeZone: 'Europe/Berlin', ...settings };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, queryFn: () => data } },
  });
  queryClient.setQueryData<ApiSettings>(settingsKey, data);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useDailyReminder({ userId: USER, timeZone: 'UTC' }), { wrapper });
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const reminderToasts = () => getToasts().filter((t) => t.title === REMINDER_TITLE && t.open);
const MINUTE = 60_000;

describe('useDailyReminder', () => {
  it("reminds at the reminder time in the settings' time zone when today's entry is missing", async () => {
    // 19:58 in Berlin (summer time); the reminder is at 20:00 there.
    vi.setSystemTime(new Date('2026-06-10T17:58:00.000Z'));
    mount();
    await advance(2 * MINUTE - 1);
    expect(requested).toEqual([]);
    expect(reminderToasts()).toEqual([]);

    await advance(1);
    expect(requested).toEqual(['/api/journal-entries/2026-06-10']);
    expect(reminderToasts()).toMatchObject([
      { title: REMINDER_TITLE, action: { label: 'Open Journal', href: '/journal' } },
    ]);
    expect(localStorage.getItem(lastRemindedKey(USER))).toBe('2026-06-10');
  });

  it("stays quiet when today's journal entry is already written", async () => {
    entryExists = true;
    vi.setSystemTime(new Date('2026-06-10T17:59:00.000Z'));
    mount();
    await advance(2 * MINUTE);
    expect(requested).toEqual(['/api/journal-entries/2026-06-10']);
    expect(reminderToasts()).toEqual([]);
  });

  it('reminds once a day: not again in another tab or after a reload', async () => {
    localStorage.setItem(lastRemindedKey(USER), '2026-06-10');
    vi.setSystemTime(new Date('2026-06-10T17:59:00.000Z'));
    mount();
    await advance(5 * MINUTE);
    expect(requested).toEqual([]);
    expect(reminderToasts()).toEqual([]);

    // The next day's reminder comes as usual.
    await advance(24 * 60 * MINUTE);
    expect(requested).toEqual(['/api/journal-entries/2026-06-11']);
    expect(reminderToasts()).toHaveLength(1);
  });

  it('does not remind someone who opens Cairn after the reminder time', async () => {
    vi.setSystemTime(new Date('2026-06-10T18:30:00.000Z'));
    mount();
    await advance(60 * MINUTE);
    expect(requested).toEqual([]);
    expect(reminderToasts()).toEqual([]);
  });

  it('does nothing when reminders are off', async () => {
    vi.setSystemTime(new Date('2026-06-10T17:59:00.000Z'));
    mount({ remindersEnabled: false });
    await advance(25 * 60 * MINUTE);
    expect(requested).toEqual([]);
    expect(reminderToasts()).toEqual([]);
  });

  it('follows the chosen time and zone across a clock change', async () => {
    // 07:59 in Berlin on 29 March 2026, the morning the clocks went forward (UTC+2 from 02:00).
    vi.setSystemTime(new Date('2026-03-29T05:59:00.000Z'));
    mount({ reminderTime: '08:00' });
    await advance(MINUTE);
    expect(requested).toEqual(['/api/journal-entries/2026-03-29']);
  });

  it('also shows a system notification when the browser allows them', async () => {
    class FakeNotification {
      static permission = 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        notifications.push({ title, options });
      }
      close() {}
    }
    vi.stubGlobal('Notification', FakeNotification);
    vi.setSystemTime(new Date('2026-06-10T17:59:30.000Z'));
    mount();
    await advance(MINUTE);
    expect(notifications).toMatchObject([
      { title: REMINDER_TITLE, options: { tag: 'cairn-daily-checkin' } },
    ]);
    expect(reminderToasts()).toHaveLength(1);
  });

  it('shows only the in-app reminder when notifications were refused', async () => {
    class RefusedNotification {
      static permission = 'denied';
      constructor(title: string) {
        notifications.push({ title });
      }
    }
    vi.stubGlobal('Notification', RefusedNotification);
    vi.setSystemTime(new Date('2026-06-10T17:59:30.000Z'));
    mount();
    await advance(MINUTE);
    expect(notifications).toEqual([]);
    expect(reminderToasts()).toHaveLength(1);
  });
});
