import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { clinicianRequest } from './clinician-request';
import { useClinicianToken } from './token-context';

/** A GET under the clinician's token; the query key is the path, as elsewhere in the app. */
export function useClinicianQuery<T>(path: string, enabled = true): UseQueryResult<T, Error> {
  const token = useClinicianToken();
  return useQuery<T, Error>({
    queryKey: [path],
    queryFn: ({ signal }) => clinicianRequest<T>(token, 'GET', path, undefined, signal),
    enabled,
  });
}
