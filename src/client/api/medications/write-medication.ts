import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateMedicationPayload,
  DetailedMedication,
  DoseLogPayload,
  MedicationLog,
  UpdateMedicationPayload,
} from '@core/medications';
import { apiRequest } from '@client/lib/api';
import { afterMedicationWrite } from './refresh';

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

export function useLogDose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: DoseLogPayload) => {
      const response = await apiRequest('POST', '/api/medications/logs', payload);
      return (await response.json()) as MedicationLog;
    },
    onSuccess: () => afterMedicationWrite(queryClient),
  });
}
