import { useQuery } from '@tanstack/react-query';
import type { SharedReport } from '@core/provider-portal/types';
import { sharedReportsKey } from './keys';

export function useSharedReports() {
  return useQuery<SharedReport[]>({ queryKey: sharedReportsKey });
}
