import { useEffect } from 'react';

/**
 * Keeps a page opened with a secret link (a clinician's, an unsubscribe link) out of search
 * engines even if the link leaks; the server says the same in its headers.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
