import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicianPortal, ClinicianSession } from '@core/provider-portal/types';
import { clinicianRequest } from './clinician-request';
import { PORTAL_PATH } from './get-portal';
import { SESSION_PATH } from './get-session';
import { useClinicianToken } from './token-context';

/** POST /api/clinician/verify: the answer is the portal itself, so no second request is needed. */
export function useVerifyCode() {
  const token = useClinicianToken();
  const queryClient = useQueryClient();
  return useMutation<ClinicianPortal, Error, string>({
    mutationFn: (code) =>
      clinicianRequest<ClinicianPortal>(token, 'POST', '/api/clinician/verify', { code }),
    onSuccess: (portal) => {
      queryClient.setQueryData([PORTAL_PATH], portal);
      queryClient.setQueryData<ClinicianSession>([SESSION_PATH], (session) => ({
        codeAttemptsLeft: session?.codeAttemptsLeft ?? 0,
        codeRequired: false,
      }));
    },
  });
}
