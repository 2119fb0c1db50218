import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clinicianRequest } from './clinician-request';
import { PORTAL_PATH } from './get-portal';
import { useClinicianToken } from './token-context';

/** A clinician write; afterwards the portal is fetched again so "What you sent" shows it. */
export function useClinicianPost<TBody, TResult>(path: string) {
  const token = useClinicianToken();
  const queryClient = useQueryClient();
  return useMutation<TResult, Error, TBody>({
    mutationFn: (body) => clinicianRequest<TResult>(token, 'POST', path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PORTAL_PATH] }),
  });
}
