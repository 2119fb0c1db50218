import { useQuery } from '@tanstack/react-query';
import type { BiometricDevice } from '@core/biometrics/types';
import { devicesKey } from './keys';

/** The person's devices, connected and disconnected. */
export function useDevices() {
  return useQuery<BiometricDevice[]>({ queryKey: devicesKey });
}
