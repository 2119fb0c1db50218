import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updateDeviceSchema } from '@core/biometrics/schemas';
import type { BiometricDevice } from '@core/biometrics/types';
import { apiRequest } from '@client/lib/api';
import { correlationsKey, devicesKey, deviceUrl } from './keys';

export type UpdateDevicePayload = z.input<typeof updateDeviceSchema>;

export async function updateDevice(
  id: string,
  body: UpdateDevicePayload,
): Promise<BiometricDevice> {
  const response = await apiRequest('PATCH', deviceUrl(id), body);
  return (await response.json()) as BiometricDevice;
}

/** A new name shows in the correlations' labels ("from Jane's Apple Watch") too. */
export function useUpdateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateDevicePayload }) => updateDevice(id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: devicesKey }),
        queryClient.invalidateQueries({ queryKey: correlationsKey }),
      ]),
  });
}
