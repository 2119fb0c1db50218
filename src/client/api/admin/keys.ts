/** Query keys are the API path segments (the default loader joins them with '/'). */
export const ADMIN_STATS_KEY = ['/api/admin/stats'] as const;
export const ADMIN_TICKETS_KEY = ['/api/admin/tickets'] as const;
export const ADMIN_SUBSCRIBERS_KEY = ['/api/admin/subscribers'] as const;

/** Clinical research studies (issue 18); each study's URL hangs off this one. */
export const ADMIN_RESEARCH_STUDIES_KEY = ['/api/admin/research-studies'] as const;

export function adminStudyUrl(studyId: string): string {
  return `${ADMIN_RESEARCH_STUDIES_KEY[0]}/${encodeURIComponent(studyId)}`;
}
