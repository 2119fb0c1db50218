import type { UserSettings } from '@core/settings';

/**
 * Puts the theme on the page: the `dark` class on <html> (styles.css redefines the colours under
 * it) and the browser's theme colour. Part of the first load, so it imports no values from core
 * (the settings module carries zod).
 */
export type ThemePreference = UserSettings['theme'];

const PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];
/** The last theme applied, so the next visit starts in it before the settings arrive. */
export const THEME_CACHE_KEY = 'cairn:theme';
/** The address-bar colour: the brand teal in light, the card surface in dark. */
const THEME_COLOR = { light: '#0f766e', dark: '#151e22' } as const;

let preference: ThemePreference = 'light';
let systemDark: MediaQueryList | null | undefined;

/** prefers-color-scheme: dark, watched once it is first needed (absent in some test DOMs). */
function systemQuery(): MediaQueryList | null {
  if (systemDark === undefined) {
    systemDark =
      typeof window.matchMedia === 'function'
        ? window.matchMedia('(prefers-color-scheme: dark)')
        : null;
    // "System" follows the device live, e.g. when it switches to dark at sunset.
    systemDark?.addEventListener('change', paint);
  }
  return systemDark;
}

function isDark(): boolean {
  if (preference === 'system') return systemQuery()?.matches ?? false;
  return preference === 'dark';
}

function paint(): void {
  const dark = isDark();
  document.documentElement.classList.toggle('dark', dark);
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', dark ? THEME_COLOR.dark : THEME_COLOR.light);
}

function isPreference(value: unknown): value is ThemePreference {
  return PREFERENCES.includes(value as ThemePreference);
}

/** The theme cached by the last visit; light when there is none (or storage is blocked). */
export function cachedThemePreference(): ThemePreference {
  try {
    const value = localStorage.getItem(THEME_CACHE_KEY);
    return isPreference(value) ? value : 'light';
  } catch {
    return 'light';
  }
}

/** Applies a theme now and remembers it for the next visit. */
export function applyThemePreference(next: ThemePreference): void {
  preference = next;
  paint();
  try {
    localStorage.setItem(THEME_CACHE_KEY, next);
  } catch {
    // Private modes may refuse storage; the theme still applies for this visit.
  }
}
