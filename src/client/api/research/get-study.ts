import { useQuery } from '@tanstack/react-query';
import type { ResearchStudy } from '@core/research/types';
import { studyKey } from './keys';

/**
 * One study: a recruiting one, or one the person takes part in. `initial` (the copy from the
 * list) shows at once; after a 409 "consent changed" the key is invalidated and it reloads.
 */
export function useStudy(studyId: string, initial?: ResearchStudy) {
  return useQuery<ResearchStudy>({ queryKey: studyKey(studyId), initialData: initial });
}
