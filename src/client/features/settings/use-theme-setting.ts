import { useEffect } from 'react';
import { useSettings } from '@client/api/settings/get-settings';
import { applyThemePreference } from '@client/lib/theme';

/**
 * Keeps the page in the signed-in user's theme. Mounted once in the shell: the settings answer
 * (or a change, applied optimistically) repaints it; until then the cached theme stands.
 */
export function useThemeSetting(): void {
  const theme = useSettings().data?.theme;
  useEffect(() => {
    if (theme) applyThemePreference(theme);
  }, [theme]);
}
