import { useQuery } from '@tanstack/react-query';
import type { UserSettings } from '@core/settings';

export const settingsKey = ['/api/settings'] as const;

/** The user's settings, every field filled in (stored choices over the defaults). */
export function useSettings() {
  return useQuery<UserSettings>({ queryKey: settingsKey });
}
