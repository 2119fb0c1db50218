import { z } from 'zod';
import { canonicalTimeZone } from './time-zone';
import {
  TEMPERATURE_UNITS,
  weatherLocationSchema,
  type TemperatureUnit,
  type WeatherLocation,
} from './weather';

/** The user's settings and their defaults (spec document 1 section 3 "Local settings"). */
export const REMINDER_TIMES = ['08:00', '12:00', '18:00', '20:00', '22:00'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;
/** The lowest predicted risk that raises a flare alert (Pain Prediction's Alerts dialog). */
export const FLARE_ALERT_LEVELS = ['moderate', 'high', 'severe'] as const;

export interface UserSettings {
  remindersEnabled: boolean;
  reminderTime: (typeof REMINDER_TIMES)[number];
  theme: (typeof THEMES)[number];
  /** Save journal entries while typing. */
  autoSave: boolean;
  /** "I Understand" was chosen on the AI analysis disclaimer: it is not shown again. */
  analysisDisclaimerAccepted: boolean;
  /** Raise flare alerts when a coming day is predicted at flareAlertMinRisk or above. */
  flareAlertsEnabled: boolean;
  flareAlertMinRisk: (typeof FLARE_ALERT_LEVELS)[number];
  /** The place whose weather fills journal entries; null: no weather is fetched at all. */
  weatherLocation: WeatherLocation | null;
  /** How temperatures are shown (they are stored in Celsius). */
  temperatureUnit: TemperatureUnit;
  /** The daily check-in and the weekly PEG check-in are also sent by e-mail. */
  reminderEmail: boolean;
  /** Dose notifications for medication schedules whose reminder is on (push only). */
  doseReminders: boolean;
  /** The weekly PEG check-in: asked on `pegDay` (0 Sunday) at `pegTime` in the user's zone. */
  pegEnabled: boolean;
  pegDay: number;
  pegTime: string;
}

export const DEFAULT_SETTINGS: UserSettings = {
  remindersEnabled: true,
  reminderTime: '20:00',
  theme: 'light',
  autoSave: true,
  analysisDisclaimerAccepted: false,
  flareAlertsEnabled: true,
  flareAlertMinRisk: 'high',
  weatherLocation: null,
  temperatureUnit: 'celsius',
  reminderEmail: false,
  doseReminders: true,
  pegEnabled: true,
  pegDay: 0,
  pegTime: '18:00',
};

/**
 * What `GET /api/settings` answers: the settings above plus the account's time zone, which lives
 * on the user (it decides "today" everywhere) rather than among the stored preferences.
 */
export interface ApiSettings extends UserSettings {
  timeZone: string;
}

const TIME_ZONE_MESSAGE = 'Time zone must be an IANA time zone such as Europe/Berlin';

const bool = (label: string) => z.boolean({ error: `${label} must be true or false` });

/**
 * A settings change: any of the fields, exact values only; the time zone is stored under its
 * canonical name ("europe/berlin" becomes "Europe/Berlin"). Unknown fields are dropped.
 */
const preferenceFields = {
  remindersEnabled: bool('Reminders enabled'),
  reminderTime: z.enum(REMINDER_TIMES, {
    error: `Reminder time must be one of ${REMINDER_TIMES.join(', ')}`,
  }),
  theme: z.enum(THEMES, { error: `Theme must be one of ${THEMES.join(', ')}` }),
  autoSave: bool('Auto-save'),
  analysisDisclaimerAccepted: bool('Analysis disclaimer accepted'),
  flareAlertsEnabled: bool('Flare alerts enabled'),
  flareAlertMinRisk: z.enum(FLARE_ALERT_LEVELS, {
    error: `Flare alert level must be one of ${FLARE_ALERT_LEVELS.join(', ')}`,
  }),
  weatherLocation: weatherLocationSchema.nullable(),
  temperatureUnit: z.enum(TEMPERATURE_UNITS, {
    error: `Temperature unit must be one of ${TEMPERATURE_UNITS.join(', ')}`,
  }),
  reminderEmail: bool('E-mail reminders'),
  doseReminders: bool('Dose reminders'),
  pegEnabled: bool('Weekly check-in'),
  pegDay: z
    .number({ error: 'Weekly check-in day must be a number from 0 (Sunday) to 6 (Saturday)' })
    .int({ error: 'Weekly check-in day must be a number from 0 (Sunday) to 6 (Saturday)' })
    .min(0, { error: 'Weekly check-in day must be a number from 0 (Sunday) to 6 (Saturday)' })
    .max(6, { error: 'Weekly check-in day must be a number from 0 (Sunday) to 6 (Saturday)' }),
  pegTime: z
    .string({ error: 'Weekly check-in time must be HH:mm' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Weekly check-in time must be HH:mm' }),
};

/** The preferences alone, as an export file carries them (the time zone stays the account's). */
export const preferencesUpdateSchema = z.object(preferenceFields).partial();

export const settingsUpdateSchema = z
  .object({
    ...preferenceFields,
    timeZone: z
      .string({ error: TIME_ZONE_MESSAGE })
      .max(64, { error: TIME_ZONE_MESSAGE })
      .transform((name, context) => {
        const canonical = canonicalTimeZone(name);
        if (canonical === null) {
          context.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGE });
          return z.NEVER;
        }
        return canonical;
      }),
  })
  .partial();
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;
