/** Query keys: the API path segments, so the default loader GETs them joined with '/'. */
export const providersKey = ['/api/healthcare-providers'] as const;
export const sharedReportsKey = ['/api/shared-reports'] as const;
export const recommendationsKey = ['/api/treatment-recommendations'] as const;
export const providerNotesKey = ['/api/provider-notes'] as const;

export function accessLogKey(providerId: string) {
  return [...providersKey, providerId, 'access-log'] as const;
}

export function providerUrl(providerId: string): string {
  return `${providersKey[0]}/${encodeURIComponent(providerId)}`;
}
