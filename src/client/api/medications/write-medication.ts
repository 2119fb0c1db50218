import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateMedicationPayload,
  DetailedMedication,
  DoseLogPayload,
  UpdateMedicationPayload,
} from '@core/medications';
import { apiRequest } from '@client/lib/api';
import { submitWrite } from '@client/lib/offline/outbox';
import { newId } from '@client/lib/uuid';
import { showTakenOffline } from './offline-dose';
import { afterMedicationWrite } from './refresh';

const DOSE_LOGS_URL = '/api/medications/logs';

export function useCreateMedication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: CreateMedicationPayload) => {
      const response = await apiRequest('POST', '/api/medications', payload);
      return (await response.json()) as DetailedMedication;
    },
    onSuccess: () => afterMedicationWrite(queryClient),
  });
}

export function useUpdateMedication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...payload }: UpdateMedicationPayload & { id: string }) => {
      const response = await apiRequest('PATCH', `/api/medications/${id}`, payload);
      return (await response.json()) as DetailedMedication;
    },
    onSuccess: () => afterMedicationWrite(queryClient),
  });
}

export function useDeleteMedication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/medications/${id}`);
    },
    onSuccess: () => afterMedicationWrite(queryClient),
  });
}

/**
 * Logs a dose under an id chosen here, at the moment the user logged it, so a dose sent later
 * from the offline queue (or twice) is stored once with its real time. Without a connection the
 * dose waits on the device and today's schedule already shows it as taken.
 */
export function useLogDose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: DoseLogPayload): Promise<{ queued: boolean }> => {
      const body = {
        ...payload,
        id: newId(),
        takenAt: payload.takenAt ?? new Date().toISOString(),
      };
      const outcome = await submitWrite({ key: `dose:${body.id}`, url: DOSE_LOGS_URL, body });
      if (outcome.sent) await afterMedicationWrite(queryClient);
      else showTakenOffline(queryClient, payload);
      return { queued: !outcome.sent };
    },
  });
}
