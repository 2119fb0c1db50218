import { useQuery } from '@tanstack/react-query';
import { MEDIA_USAGE_URL, type MediaUsage } from '@core/media';

export const mediaUsageKey = [MEDIA_USAGE_URL] as const;

/**
 * How much of the account's allowance its photos and voice notes take. Read again whenever it is
 * shown: uploads and deletions elsewhere in the app change it.
 */
export function useMediaUsage() {
  return useQuery<MediaUsage>({ queryKey: mediaUsageKey, staleTime: 0 });
}
