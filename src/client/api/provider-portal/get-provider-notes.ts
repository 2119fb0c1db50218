import { useQuery } from '@tanstack/react-query';
import type { ProviderNote } from '@core/provider-portal/types';
import { providerNotesKey } from './keys';

export function useProviderNotes() {
  return useQuery<ProviderNote[]>({ queryKey: providerNotesKey });
}
