import { useQuery } from '@tanstack/react-query';
import type { ApiSettings } from '@core/settings';

export const settingsKey = ['/api/settings'] as const;

/** The user's settings, every field filled in (stored choices over the defaults), and time zone. */
export function useSettings() {
  return useQuery<ApiSettings>({ queryKey: settingsKey });
}
