import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuickLogPayload } from '@core/quick-medication';
import { apiRequest } from '@client/lib/api';
import { afterMedicationWrite } from './refresh';

/** The floating menu's quick medication log: a dose now (or at `time`) of a named medication. */
export function useQuickLogMedication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: QuickLogPayload) => {
      await apiRequest('POST', '/api/medications', payload);
    },
    onSuccess: () => afterMedicationWrite(queryClient),
  });
}
