import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useNoIndex } from '@client/lib/use-no-index';
import type { ClinicianApiError } from './api/clinician-request';
import { takeLinkToken } from './api/link-token';
import { ClinicianTokenContext } from './api/token-context';
import { ClinicianGate } from './clinician-gate';
import { makeClinicianQueryClient } from './clinician-query-client';
import { MessagePage } from './message-page';

/**
 * /clinician: what a clinician sees through the link their patient sent. No account: the link's
 * token is the credential. Loaded as its own chunk, only on this path.
 */
export function ClinicianView() {
  // Read once on load: it takes the token out of the address bar.
  const [token, setToken] = useState(takeLinkToken);
  const [fatal, setFatal] = useState<ClinicianApiError | null>(null);
  const [queryClient, setQueryClient] = useState(() => makeClinicianQueryClient(setFatal));
  useDocumentTitle('Shared with you');
  useNoIndex();

  // A second link opened in a tab already on /clinician only changes the fragment, which loads
  // nothing: take its token and start again with nothing of the first link's answers kept.
  useEffect(() => {
    const onHashChange = () => {
      if (window.location.hash.replace(/^#/, '') === '') return;
      const next = takeLinkToken();
      setToken(next);
      setFatal(null);
      setQueryClient(makeClinicianQueryClient(setFatal));
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  if (token === null) return <MessagePage title="Open the link from your e-mail" />;
  if (fatal) return <MessagePage title={fatal.serverMessage} />;
  return (
    <QueryClientProvider client={queryClient} key={token}>
      <ClinicianTokenContext value={token}>
        <ClinicianGate />
      </ClinicianTokenContext>
    </QueryClientProvider>
  );
}
