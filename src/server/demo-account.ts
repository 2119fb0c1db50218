import { randomInt } from 'node:crypto';
import type { ImportCounts } from '@core/data-export';
import { importFileSchema } from '@core/data-import';
import { DEMO_EMAIL, DEMO_TIME_ZONE } from '@core/demo/demo-options';
import { generateDemoData } from '@core/demo/generate-demo-data';
import { addDays } from '@core/calendar';
import { plural } from '@core/report/words';
import { localDate } from '@core/time-zone';
import type { Database } from './db/connection';
import { hashPassword } from './features/auth/passwords';
import { presentUser } from './features/auth/present-user';
import { createUserStore } from './features/auth/user-store';
import { createDataService } from './features/data-export/service';
import { createDataStore } from './features/data-export/store';
import { createSettingsStore } from './features/settings/store';

/**
 * The demo account of `npm run demo`: a made-up person with a year of generated entries, so a
 * newcomer sees every page (analysis included) with something on it. Made of the same parts
 * as the app: the account is created and removed as sign-up and account deletion do it, and
 * the data goes in through the data import.
 */

/** The same seed every time: the demo looks the same, shifted to end today. */
export const DEMO_SEED = 22;
export const DEMO_DAYS = 365;

/** Letters and digits that cannot be mistaken for one another when typed from a terminal. */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** 16 random characters in groups of four, e.g. "k7m2-x9qa-4tnd-h3ue" (about 79 bits). */
export function newDemoPassword(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join(
      '',
    ),
  );
  return groups.join('-');
}

export interface DemoAccount {
  email: string;
  password: string;
  userId: string;
  /** Days of generated data, ending yesterday in the account's time zone. */
  days: number;
  /** The last day of the data (yyyy-MM-dd): the account's yesterday. */
  lastDay: string;
  imported: ImportCounts;
}

/**
 * Creates the demo account, or refreshes it when it exists: the old account goes with all its
 * data and sessions, so a second run leaves one year of data (not two) and only the new
 * password signs in.
 */
export async function createDemoAccount(
  database: Database,
  options: { now?: Date; password?: string } = {},
): Promise<DemoAccount> {
  const now = options.now ?? new Date();
  const password = options.password ?? newDemoPassword();
  const users = createUserStore(database.db);
  const existing = await users.findByEmail(DEMO_EMAIL);
  if (existing) await users.deleteWithAllData(existing.id);
  const user = await users.create({
    email: DEMO_EMAIL,
    passwordHash: await hashPassword(password),
    firstName: 'Alex',
    lastName: 'Rivera',
    timeZone: DEMO_TIME_ZONE,
  });

  // Up to yesterday: the diary's evening entries and doses are never dated after now, and
  // today is left for the person trying the demo to log.
  const lastDay = addDays(localDate(now, user.time_zone), -1);
  const document = generateDemoData({
    seed: DEMO_SEED,
    endDate: lastDay,
    days: DEMO_DAYS,
    timeZone: user.time_zone,
    email: DEMO_EMAIL,
  });
  const service = createDataService(
    createDataStore(database),
    createSettingsStore(database),
    () => now,
  );
  const result = await service.importFile(
    presentUser(user, new Set()),
    importFileSchema.parse(document),
  );
  return {
    email: DEMO_EMAIL,
    password,
    userId: user.id,
    days: DEMO_DAYS,
    lastDay,
    imported: result.imported,
  };
}

/** What `npm run demo` prints: what was made, and how to sign in. */
export function demoSummary(account: DemoAccount, signInUrl: string): string {
  const { imported } = account;
  return [
    `Demo account ready: ${account.days} days of entries up to ${account.lastDay} (${plural(imported.journalEntries, 'entry', 'entries')}), ` +
      `${plural(imported.medications, 'medication', 'medications')} with ${plural(imported.medicationLogs, 'dose', 'doses')}, ` +
      `${plural(imported.triggers, 'trigger', 'triggers')}, ` +
      `${plural(imported.biometricDevices, 'device', 'devices')} with ${plural(imported.biometricReadings, 'reading', 'readings')}.`,
    `  e-mail:   ${account.email}`,
    `  password: ${account.password}`,
    `Sign in at ${signInUrl} (npm start). Run npm run demo again to refresh the data and get a new password.`,
  ].join('\n');
}
