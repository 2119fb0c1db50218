import { predictionsKey } from '@client/api/predictions/get-predictions';
import { ENTRIES_KEY } from '@client/api/journal-entries/keys';
import { PEG_CURRENT_KEY } from '@client/api/peg/keys';
import { settingsKey } from '@client/api/settings/get-settings';
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { currentUserQuery } from '@client/features/auth/api/get-current-user';

/**
 * What a signed-in start asks the server for before anything is on screen. The build writes
 * them into the signed-in pages as preload links (scripts/write-signed-in-pages.ts), so they
 * leave with the HTML rather than one after another once the app's code has run: who is signed
 * in, then the shell's entries and settings, then the dashboard's check-in and prediction. Only what every
 * such start asks for belongs here; anything else would be fetched for nothing
 * (e2e/first-paint.spec.ts checks both).
 */
const url = ({ queryKey }: StartQuery) => queryKey.join('/');

/** A query the start fetches: its key, and its own fetcher where it is not the app's default. */
export interface StartQuery {
  queryKey: QueryKey;
  queryFn?: QueryFunction<unknown>;
  retry?: boolean;
}

/** Any signed-in page: the sign-in check, and the shell's sidebar (entries) and theme (settings). */
export const SHELL_START_QUERIES: readonly StartQuery[] = [
  currentUserQuery,
  { queryKey: ENTRIES_KEY },
  { queryKey: settingsKey },
];

/**
 * The dashboard's answers its first render waits for (lib/start-answers.ts): the shell's and
 * this week's check-in. The prediction is not among them: the coming-days card asks again at
 * every visit, so an answer fetched ahead would be fetched twice.
 */
export const DASHBOARD_START_QUERIES: readonly StartQuery[] = [
  ...SHELL_START_QUERIES,
  { queryKey: PEG_CURRENT_KEY },
];

export const SHELL_START_REQUESTS = SHELL_START_QUERIES.map(url);

/** The dashboard (`/`): its start queries and the coming-days card's prediction. */
export const DASHBOARD_START_REQUESTS = [
  ...DASHBOARD_START_QUERIES.map(url),
  url({ queryKey: predictionsKey }),
];
