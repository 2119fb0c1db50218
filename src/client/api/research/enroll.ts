import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnrollPayload } from '@core/research/schemas';
import type { ResearchParticipation } from '@core/research/types';
import { apiRequest } from '@client/lib/api';
import { refreshResearch, studyUrl } from './keys';

export async function enroll(input: {
  studyId: string;
  body: EnrollPayload;
}): Promise<ResearchParticipation> {
  const response = await apiRequest('POST', `${studyUrl(input.studyId)}/enroll`, input.body);
  return (await response.json()) as ResearchParticipation;
}

/** Enrolment with the consent read and ticked; the dialog says how it went. */
export function useEnroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enroll,
    onSuccess: () => refreshResearch(queryClient),
  });
}
