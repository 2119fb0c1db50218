/**
 * The token of the e-mail's link (`/unsubscribe?token=...`), read once and taken out of the
 * address bar, so it is neither in the browser's history nor shown over someone's shoulder.
 */
export function takeUnsubscribeToken(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token === null) return null;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token.trim() || null;
}
