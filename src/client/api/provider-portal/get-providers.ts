import { useQuery } from '@tanstack/react-query';
import type { HealthcareProvider } from '@core/provider-portal/types';
import { providersKey } from './keys';

/** The patient's providers, newest first, pending invitations included. */
export function useProviders() {
  return useQuery<HealthcareProvider[]>({ queryKey: providersKey });
}
