import type { QueryClient } from '@tanstack/react-query';

/** Query keys: the API path segments, so the default loader GETs them joined with '/'. */
export const studiesKey = ['/api/research-studies'] as const;
export const availableStudiesKey = [...studiesKey, 'available'] as const;
export const participationsKey = ['/api/research-participation'] as const;
export const contributionKey = ['/api/research-contribution'] as const;
export const preferencesKey = ['/api/data-sharing-preferences'] as const;

export function studyKey(studyId: string) {
  return [...studiesKey, studyId] as const;
}

export function participationDataKey(participationId: string) {
  return [...participationsKey, participationId, 'data'] as const;
}

export function studyUrl(studyId: string): string {
  return `${studiesKey[0]}/${encodeURIComponent(studyId)}`;
}

export function participationUrl(participationId: string): string {
  return `${participationsKey[0]}/${encodeURIComponent(participationId)}`;
}

/**
 * After an enrolment, a withdrawal, a new consent or new preferences: the studies (eligibility,
 * counts), the participations and the contribution summary all change.
 */
export function refreshResearch(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [studiesKey, participationsKey, contributionKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
