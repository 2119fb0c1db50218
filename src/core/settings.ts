import { z } from 'zod';

/** The user's settings and their defaults (spec document 1 section 3 "Local settings"). */
export const REMINDER_TIMES = ['08:00', '12:00', '18:00', '20:00', '22:00'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;

export interface UserSettings {
  remindersEnabled: boolean;
  reminderTime: (typeof REMINDER_TIMES)[number];
  theme: (typeof THEMES)[number];
  /** Save journal entries while typing. */
  autoSave: boolean;
}

export const DEFAULT_SETTINGS: UserSettings = {
  remindersEnabled: true,
  reminderTime: '20:00',
  theme: 'light',
  autoSave: true,
};

const bool = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** A settings change: any of the four fields, exact values only. Unknown fields are dropped. */
export const settingsUpdateSchema = z
  .object({
    remindersEnabled: bool('Reminders enabled'),
    reminderTime: z.enum(REMINDER_TIMES, {
      error: `Reminder time must be one of ${REMINDER_TIMES.join(', ')}`,
    }),
    theme: z.enum(THEMES, { error: `Theme must be one of ${THEMES.join(', ')}` }),
    autoSave: bool('Auto-save'),
  })
  .partial();
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;
