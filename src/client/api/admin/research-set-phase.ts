import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudyPhase } from '@core/research/constants';
import type { AdminResearchStudy } from '@core/research/types';
import { apiRequest } from '@client/lib/api';
import { adminStudyUrl } from './keys';
import { refreshResearchStudies } from './research-refresh';

/** POST /api/admin/research-studies/:id/phase. Completed is final (409 afterwards). */
export async function setStudyPhase(input: {
  id: string;
  phase: StudyPhase;
}): Promise<AdminResearchStudy> {
  const response = await apiRequest('POST', `${adminStudyUrl(input.id)}/phase`, {
    phase: input.phase,
  });
  return (await response.json()) as AdminResearchStudy;
}

export function useSetStudyPhase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStudyPhase,
    onSuccess: () => refreshResearchStudies(queryClient),
  });
}
