import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectDevicePayload } from '@core/biometrics/schemas';
import type { ConnectResult } from '@core/biometrics/types';
import { apiRequest } from '@client/lib/api';
import { devicesKey } from './keys';

export async function connectDevice(body: ConnectDevicePayload): Promise<ConnectResult> {
  const response = await apiRequest('POST', `${devicesKey[0]}/connect`, body);
  return (await response.json()) as ConnectResult;
}

/** The dialog says how it went (the token once, or the upload that follows). */
export function useConnectDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
