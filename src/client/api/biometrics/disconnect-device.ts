import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BiometricDevice } from '@core/biometrics/types';
import { apiRequest } from '@client/lib/api';
import { devicesKey, deviceUrl } from './keys';

export async function disconnectDevice(id: string): Promise<BiometricDevice> {
  const response = await apiRequest('POST', `${deviceUrl(id)}/disconnect`);
  return (await response.json()) as BiometricDevice;
}

/** Stops the device at once (a push token no longer works); its readings stay. */
export function useDisconnectDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
