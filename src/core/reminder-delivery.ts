/**
 * What the reminders sent while Cairn is closed say and carry (issue 20). The server builds the
 * payload; the service worker shows it and acts on its buttons. No zod here: the service
 * worker bundles this file, and the device subscription's schema is in push-subscription.ts.
 */

/** Which ways of reminding this server can use; e-mail needs SMTP_URL and SUPPORT_EMAIL. */
export const REMINDER_CHANNELS_URL = '/api/reminders/channels';
export interface ReminderChannels {
  email: boolean;
}

export const REMINDER_KINDS = ['daily-checkin', 'dose', 'peg', 'test'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const DAILY_CHECKIN_TITLE = 'How was your pain today?';
export const DAILY_CHECKIN_BODY = "Tap to write today's journal entry. It takes a minute.";
export const PEG_TITLE = 'Your weekly check-in';
export const PEG_BODY = 'Three questions about your pain this past week.';
export const TEST_TITLE = 'Notifications are working';
export const TEST_BODY = 'This is how Cairn reminds you on this device.';
/** The notification button that logs a dose without opening Cairn. */
export const TAKEN_ACTION = 'taken';
/**
 * The daily check-in's notification tag, shared by the open tab's reminder and the push one, so
 * a device that gets both shows one notification, not two.
 */
export const DAILY_CHECKIN_TAG = 'cairn-daily-checkin';

/** A dose notification's button acts on this: which medication and slot, on which local day. */
export interface DoseReminderData {
  medicationId: string;
  /** 'HH:mm' of the schedule slot. */
  scheduledTime: string;
  /** The local date (yyyy-MM-dd) the slot is on. */
  date: string;
}

/** The encrypted body of a Web Push message. */
export interface PushPayload {
  kind: ReminderKind;
  title: string;
  body: string;
  /** The page a tap opens (same origin). */
  url: string;
  /** One notification per tag: a newer one with the same tag replaces the older. */
  tag: string;
  /** The account it is for: the worker acts only for the person signed in on the device. */
  userId: string;
  dose?: DoseReminderData;
}

export function doseTitle(name: string, dosage: string): string {
  return `Time for ${name}${dosage ? ` ${dosage}` : ''}`;
}

export function doseBody(scheduledTime: string): string {
  return `Due at ${scheduledTime}. Tap Taken to log it.`;
}

/**
 * How late a reminder may still go out after the server was down at its time. Later than this
 * it is skipped: "time for your 08:00 dose" at noon helps no one.
 */
export const REMINDER_GRACE_MINUTES = 60;

/** What a due reminder says on a device. */
export function pushPayloadFor(
  due: { kind: 'daily-checkin' | 'dose' | 'peg'; localDate: string; dose?: DoseReminderSource },
  userId: string,
): PushPayload {
  if (due.kind === 'dose' && due.dose) {
    const { medicationId, name, dosage, timeOfDay } = due.dose;
    return {
      kind: 'dose',
      title: doseTitle(name, dosage),
      body: doseBody(timeOfDay),
      url: '/medications',
      // One per slot and day: a late repeat replaces rather than stacks.
      tag: `cairn-dose-${medicationId}-${timeOfDay}-${due.localDate}`,
      userId,
      dose: { medicationId, scheduledTime: timeOfDay, date: due.localDate },
    };
  }
  if (due.kind === 'peg') {
    return {
      kind: 'peg',
      title: PEG_TITLE,
      body: PEG_BODY,
      url: '/weekly-check-in',
      tag: 'cairn-peg',
      userId,
    };
  }
  return {
    kind: 'daily-checkin',
    title: DAILY_CHECKIN_TITLE,
    body: DAILY_CHECKIN_BODY,
    url: '/journal',
    tag: DAILY_CHECKIN_TAG,
    userId,
  };
}

interface DoseReminderSource {
  medicationId: string;
  name: string;
  dosage: string;
  timeOfDay: string;
}
