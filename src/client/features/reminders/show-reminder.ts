import { navigate } from 'wouter/use-browser-location';
import { DAILY_CHECKIN_TAG } from '@core/reminder-delivery';
import { toast } from '@client/lib/toast';

export const REMINDER_TITLE = 'Time for your daily check-in';
const REMINDER_TEXT = "You haven't written today's journal entry yet.";

/** Whether this browser can show system notifications at all. */
export function canNotify(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/**
 * The daily reminder: always a toast in Cairn, and a system notification too when the person
 * allowed them, so it is seen while another tab or app is in front.
 */
export function showReminder(): void {
  toast({
    title: REMINDER_TITLE,
    description: REMINDER_TEXT,
    action: {
      label: 'Open Journal',
      href: '/journal',
      altText: 'Open the Journal from the navigation menu',
    },
  });
  if (!canNotify() || Notification.permission !== 'granted') return;
  try {
    // One tag: a second open tab, or the same reminder sent by push, replaces the notification
    // rather than adding another.
    const notification = new Notification(REMINDER_TITLE, {
      body: REMINDER_TEXT,
      tag: DAILY_CHECKIN_TAG,
      icon: '/favicon.svg',
    });
    notification.onclick = () => {
      window.focus();
      navigate('/journal');
      notification.close();
    };
  } catch {
    // Some mobile browsers only notify through a service worker; the toast is still there.
  }
}
