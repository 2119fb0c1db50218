import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDocumentTitle } from '@client/lib/use-document-title';
import type { ClinicianApiError } from './api/clinician-request';
import { takeLinkToken } from './api/link-token';
import { ClinicianTokenContext } from './api/token-context';
import { ClinicianGate } from './clinician-gate';
import { makeClinicianQueryClient } from './clinician-query-client';
import { MessagePage } from './message-page';

/** Keeps this page out of search engines even if a link leaks (the API says so too). */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/**
 * /clinician: what a clinician sees through the link their patient sent. No account: the link's
 * token is the credential. Loaded as its own chunk, only on this path.
 */
export function ClinicianView() {
  // Read once: it takes the token out of the address bar.
  const [token] = useState(takeLinkToken);
  const [fatal, setFatal] = useState<ClinicianApiError | null>(null);
  const [queryClient] = useState(() => makeClinicianQueryClient(setFatal));
  useDocumentTitle('Shared with you');
  useNoIndex();

  if (token === null) return <MessagePage title="Open the link from your e-mail" />;
  if (fatal) return <MessagePage title={fatal.serverMessage} />;
  return (
    <QueryClientProvider client={queryClient}>
      <ClinicianTokenContext value={token}>
        <ClinicianGate />
      </ClinicianTokenContext>
    </QueryClientProvider>
  );
}
