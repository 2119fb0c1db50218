import { registerSW } from 'virtual:pwa-register';
import { announceUpdate } from './update-available';

/**
 * Registers /sw.js (spec document 2 §4: at start, failures only logged). Loaded lazily after the
 * first render so workbox-window is not part of the first load. A new version waits until the
 * user presses Reload: updateSW(true) tells the waiting worker to take over, then reloads.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh: () => announceUpdate(() => void updateSW(true)),
    onRegisterError: (error: unknown) => console.warn('Service worker registration failed', error),
  });
}
