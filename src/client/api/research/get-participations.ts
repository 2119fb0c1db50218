import { useQuery } from '@tanstack/react-query';
import type { ResearchParticipation } from '@core/research/types';
import { participationsKey } from './keys';

/** Active, completed and withdrawn participations, newest enrolment first. */
export function useParticipations() {
  return useQuery<ResearchParticipation[]>({ queryKey: participationsKey });
}
