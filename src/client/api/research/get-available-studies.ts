import { useQuery } from '@tanstack/react-query';
import type { ResearchStudy } from '@core/research/types';
import { availableStudiesKey } from './keys';

/** Recruiting studies the person is not in, each with isEligible and the reasons why not. */
export function useAvailableStudies() {
  return useQuery<ResearchStudy[]>({ queryKey: availableStudiesKey });
}
