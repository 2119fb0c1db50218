import { SIGNED_IN_HINT_COOKIE } from '@core/signed-in-hint';
import { hasSavedCache } from './offline/query-cache-store';

/**
 * Whether this browser probably has a session: the server's hint cookie, or (offline, or after
 * the session ran out) a signed-in user's saved data. Decides which view's code is fetched while
 * the sign-in check is still on its way; the check's answer decides what is shown.
 */
export function probablySignedIn(): boolean {
  const hint = `${SIGNED_IN_HINT_COOKIE}=1`;
  return document.cookie.split('; ').includes(hint) || hasSavedCache();
}
