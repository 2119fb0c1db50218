import { useQuery } from '@tanstack/react-query';
import type { HealthAlert } from '@core/biometrics/types';
import { alertsKey } from './keys';

/** Health alerts raised by readings and battery levels. */
export function useHealthAlerts() {
  return useQuery<HealthAlert[]>({ queryKey: alertsKey });
}
