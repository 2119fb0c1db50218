import { useQuery } from '@tanstack/react-query';
import type { TreatmentRecommendation } from '@core/provider-portal/types';
import { recommendationsKey } from './keys';

export function useRecommendations() {
  return useQuery<TreatmentRecommendation[]>({ queryKey: recommendationsKey });
}
