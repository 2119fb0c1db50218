/**
 * The link token: 43 base64url characters in the address's fragment (`/clinician#<token>`), so it
 * never reaches a server log as part of a URL. It is kept in sessionStorage for reloads in this
 * tab and taken out of the address bar and history at once.
 */

export const TOKEN_STORAGE_KEY = 'cairn-clinician-token';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function stored(): string | null {
  try {
    const value = sessionStorage.getItem(TOKEN_STORAGE_KEY);
    return value !== null && TOKEN.test(value) ? value : null;
  } catch {
    return null;
  }
}

function store(token: string): void {
  try {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage blocked: the token still works for this page view.
  }
}

/** The token from the fragment (then stored and removed from the URL), else the stored one. */
export function takeLinkToken(): string | null {
  const fragment = window.location.hash.replace(/^#/, '');
  if (fragment !== '') {
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
    if (TOKEN.test(fragment)) {
      store(fragment);
      return fragment;
    }
  }
  return stored();
}
