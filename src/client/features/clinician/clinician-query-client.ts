import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ClinicianApiError, isFatal } from './api/clinician-request';
import { SESSION_PATH } from './api/get-session';

/**
 * The clinician page's own cache, apart from the app's: nothing of the patient's is mixed with a
 * signed-in user's data or kept for offline use. Any answer that ends the visit (401, 410, 423)
 * is reported once, wherever it came from; a 403 asking for the code sends the page back to it.
 */
export function makeClinicianQueryClient(onFatal: (error: ClinicianApiError) => void): QueryClient {
  const onError = (error: unknown) => {
    if (isFatal(error)) onFatal(error);
    else if (
      error instanceof ClinicianApiError &&
      error.status === 403 &&
      error.serverMessage.startsWith('Enter the 6-digit code')
    ) {
      void queryClient.invalidateQueries({ queryKey: [SESSION_PATH] });
    }
  };
  // onError only runs after a request, by which time queryClient is set.
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity, gcTime: 60_000 },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
