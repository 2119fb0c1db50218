import { useQuery } from '@tanstack/react-query';
import type { DataSharingPreferences } from '@core/research/types';
import { preferencesKey } from './keys';

/** The nine data-sharing preferences (the defaults until the person saves them). */
export function usePreferences() {
  return useQuery<DataSharingPreferences>({ queryKey: preferencesKey });
}
