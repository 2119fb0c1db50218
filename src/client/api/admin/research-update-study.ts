import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudyPayload } from '@core/research/schemas';
import type { AdminResearchStudy } from '@core/research/types';
import { apiRequest } from '@client/lib/api';
import { adminStudyUrl } from './keys';
import { refreshResearchStudies } from './research-refresh';

/**
 * PUT /api/admin/research-studies/:id: every field again. A changed consent text or statement
 * list publishes a new consent version; a completed study is a 409.
 */
export async function updateStudy(input: {
  id: string;
  body: StudyPayload;
}): Promise<AdminResearchStudy> {
  const response = await apiRequest('PUT', adminStudyUrl(input.id), input.body);
  return (await response.json()) as AdminResearchStudy;
}

export function useUpdateStudy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudy,
    onSuccess: () => refreshResearchStudies(queryClient),
  });
}
