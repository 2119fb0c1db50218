import { useQuery } from '@tanstack/react-query';
import type { DeviceEvent } from '@core/biometrics/types';
import { deviceActivityKey } from './keys';

/** Every use of the device's token, its imports and connects, newest first; fresh each time. */
export function useDeviceActivity(deviceId: string) {
  return useQuery<DeviceEvent[]>({
    queryKey: deviceActivityKey(deviceId),
    refetchOnMount: 'always',
  });
}
