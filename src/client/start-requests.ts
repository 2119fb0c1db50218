import { predictionsKey } from '@client/api/predictions/get-predictions';
import { ENTRIES_KEY } from '@client/api/journal-entries/keys';
import { PEG_CURRENT_KEY } from '@client/api/peg/keys';
import { settingsKey } from '@client/api/settings/get-settings';
import { CURRENT_USER_KEY } from '@client/features/auth/api/get-current-user';

/**
 * What a signed-in start asks the server for before anything is on screen. The build writes
 * them into the signed-in pages as preload links (scripts/write-signed-in-pages.ts), so they
 * leave with the HTML rather than one after another once the app's code has run: who is signed
 * in, then the shell's entries and settings, then the dashboard's check-in and prediction. Only what every
 * such start asks for belongs here; anything else would be fetched for nothing
 * (e2e/first-paint.spec.ts checks both).
 */
const url = (key: readonly string[]) => key.join('/');

/** Any signed-in page: the sign-in check, and the shell's sidebar (entries) and theme (settings). */
export const SHELL_START_REQUESTS = [url(CURRENT_USER_KEY), url(ENTRIES_KEY), url(settingsKey)];

/** The dashboard (`/`): the shell's, this week's check-in and the coming-days card's. */
export const DASHBOARD_START_REQUESTS = [
  ...SHELL_START_REQUESTS,
  url(PEG_CURRENT_KEY),
  url(predictionsKey),
];
