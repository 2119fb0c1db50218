import { useQuery } from '@tanstack/react-query';
import type { BiometricCorrelations } from '@core/biometrics/types';
import { correlationsKey } from './keys';

/** Which device metrics go with the person's pain, tested on their own days. */
export function useBiometricCorrelations() {
  return useQuery<BiometricCorrelations>({ queryKey: correlationsKey });
}
