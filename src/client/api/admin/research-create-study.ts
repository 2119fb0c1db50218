import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudyPayload } from '@core/research/schemas';
import type { AdminResearchStudy } from '@core/research/types';
import { apiRequest } from '@client/lib/api';
import { ADMIN_RESEARCH_STUDIES_KEY } from './keys';
import { refreshResearchStudies } from './research-refresh';

/** POST /api/admin/research-studies: a new study, recruiting from the start. */
export async function createStudy(body: StudyPayload): Promise<AdminResearchStudy> {
  const response = await apiRequest('POST', ADMIN_RESEARCH_STUDIES_KEY[0], body);
  return (await response.json()) as AdminResearchStudy;
}

export function useCreateStudy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStudy,
    onSuccess: () => refreshResearchStudies(queryClient),
  });
}
