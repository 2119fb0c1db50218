// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A prefers-color-scheme query whose answer the test changes, as a device would at sunset. */
function fakeSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    set(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

// Each test gets a fresh module: it remembers the preference and its media query.
const load = async () => {
  vi.resetModules();
  return import('./theme');
};
const isDark = () => document.documentElement.classList.contains('dark');
const themeColor = () =>
  document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  document.head.innerHTML = '<meta name="theme-color" content="#0f766e">';
});
afterEach(() => vi.unstubAllGlobals());

describe('theme', () => {
  it('starts light when nothing valid is cached', async () => {
    const theme = await load();
    expect(theme.cachedThemePreference()).toBe('light');
    localStorage.setItem(theme.THEME_CACHE_KEY, 'purple');
    expect(theme.cachedThemePreference()).toBe('light');
    localStorage.setItem(theme.THEME_CACHE_KEY, 'dark');
    expect(theme.cachedThemePreference()).toBe('dark');
  });

  it('applies dark and light at once, with the address-bar colour, and caches the choice', async () => {
    const theme = await load();
    theme.applyThemePreference('dark');
    expect(isDark()).toBe(true);
    expect(themeColor()).toBe('#151e22');
    expect(localStorage.getItem(theme.THEME_CACHE_KEY)).toBe('dark');

    theme.applyThemePreference('light');
    expect(isDark()).toBe(false);
    expect(themeColor()).toBe('#0f766e');
    expect(theme.cachedThemePreference()).toBe('light');
  });

  it('"system" follows the device, live', async () => {
    const device = fakeSystemScheme(true);
    const theme = await load();
    theme.applyThemePreference('system');
    expect(isDark()).toBe(true);
    device.set(false);
    expect(isDark()).toBe(false);
    device.set(true);
    expect(isDark()).toBe(true);

    // Once the user picks light, the device's changes no longer matter.
    theme.applyThemePreference('light');
    device.set(true);
    expect(isDark()).toBe(false);
  });

  it('"system" is light where the browser cannot tell', async () => {
    vi.stubGlobal('matchMedia', undefined);
    const theme = await load();
    theme.applyThemePreference('system');
    expect(isDark()).toBe(false);
  });
});
