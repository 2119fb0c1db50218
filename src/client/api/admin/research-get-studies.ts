import { useQuery } from '@tanstack/react-query';
import type { AdminResearchStudy } from '@core/research/types';
import { ADMIN_RESEARCH_STUDIES_KEY } from './keys';

/** GET /api/admin/research-studies: every study with its rules and enrolment, newest first. */
export function useAdminResearchStudies() {
  return useQuery<AdminResearchStudy[]>({ queryKey: ADMIN_RESEARCH_STUDIES_KEY });
}
