import { useQuery } from '@tanstack/react-query';
import type { AccessEvent } from '@core/provider-portal/types';
import { accessLogKey } from './keys';

/** One provider's clinician requests, newest first; loaded each time the log opens. */
export function useAccessLog(providerId: string) {
  return useQuery<AccessEvent[]>({ queryKey: accessLogKey(providerId), refetchOnMount: 'always' });
}
