import { useEffect } from 'react';
import type { JournalEntry } from '@core/journal';
import { dueReminderDate, nextReminderAt } from '@core/reminders';
import { canonicalTimeZone } from '@core/time-zone';
import { useSettings } from '@client/api/settings/get-settings';
import { apiRequest } from '@client/lib/api';

/**
 * Timers wake at least this often and look again, so a clock change or a computer waking from
 * sleep is noticed within minutes rather than whenever a long timer happens to fire.
 */
const MAX_WAIT_MS = 10 * 60 * 1000;

export const lastRemindedKey = (userId: string) => `cairn:reminded:${userId}`;

function lastReminded(userId: string): string | null {
  try {
    return localStorage.getItem(lastRemindedKey(userId));
  } catch {
    return null;
  }
}

/** Shared by the user's open tabs, so a reminder is given once a day, not once per tab. */
function rememberReminded(userId: string, date: string): void {
  try {
    localStorage.setItem(lastRemindedKey(userId), date);
  } catch {
    // Without storage the reminder is still given at most once per day in this tab.
  }
}

/** Whether the day's journal entry exists; when the answer is unknown, remind anyway. */
async function hasJournalEntry(date: string): Promise<boolean> {
  try {
    const response = await apiRequest('GET', `/api/journal-entries/${date}`);
    const entry = (await response.json()) as JournalEntry | null;
    return entry !== null;
  } catch {
    return false;
  }
}

/**
 * Shows the reminder. Its code is fetched when a reminder is due, not with the shell (most page
 * loads never remind); if that fails, the next reminder is still scheduled.
 */
async function remind(cancelled: () => boolean): Promise<void> {
  try {
    const { showReminder } = await import('./show-reminder');
    if (!cancelled()) showReminder();
  } catch (error) {
    console.warn('The daily reminder could not be shown', error);
  }
}

/**
 * The daily check-in reminder (docs/decisions/0008-theme-and-reminders.md): while Cairn is open,
 * when the reminder time comes in the user's time zone and today's journal entry is not written
 * yet, a toast (and a system notification when allowed). Mounted once, in the signed-in shell.
 */
export function useDailyReminder({ userId, timeZone }: { userId: string; timeZone: string }) {
  const settings = useSettings().data;
  const enabled = settings?.remindersEnabled ?? false;
  const time = settings?.reminderTime;
  // A zone this browser does not know falls back to the device's, as "today" does.
  const zone =
    canonicalTimeZone(settings?.timeZone ?? timeZone) ??
    Intl.DateTimeFormat().resolvedOptions().timeZone;

  useEffect(() => {
    if (!enabled || !time) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Only a reminder time that passes from now on counts: opening Cairn late is no reminder.
    let since = new Date();

    const schedule = () => {
      const now = new Date();
      const wait = nextReminderAt(now, time, zone).getTime() - now.getTime();
      timer = setTimeout(() => void check(), Math.min(Math.max(wait, 0), MAX_WAIT_MS));
    };

    const check = async () => {
      const now = new Date();
      const date = dueReminderDate({
        now,
        since,
        time,
        timeZone: zone,
        lastReminded: lastReminded(userId),
      });
      since = now;
      if (date !== null) {
        rememberReminded(userId, date);
        const written = await hasJournalEntry(date);
        if (!written && !cancelled) await remind(() => cancelled);
      }
      if (!cancelled) schedule();
    };

    schedule();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [enabled, time, zone, userId]);
}
