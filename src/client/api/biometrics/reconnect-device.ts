import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectResult } from '@core/biometrics/types';
import { apiRequest } from '@client/lib/api';
import { devicesKey, deviceUrl } from './keys';

export async function reconnectDevice(id: string): Promise<ConnectResult> {
  const response = await apiRequest('POST', `${deviceUrl(id)}/reconnect`);
  return (await response.json()) as ConnectResult;
}

/** A pushing device comes back with a new token, shown once by the caller. */
export function useReconnectDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reconnectDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
