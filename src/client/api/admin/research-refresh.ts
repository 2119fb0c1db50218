import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_RESEARCH_STUDIES_KEY } from './keys';

/**
 * After an admin changes a study: the admin list, and whatever a participant's screens hold of
 * research (an admin may take part too), which all sit under `/api/research…` keys.
 */
export function refreshResearchStudies(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_RESEARCH_STUDIES_KEY }),
    queryClient.invalidateQueries({
      predicate: (query) =>
        typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/research'),
    }),
  ]);
}
