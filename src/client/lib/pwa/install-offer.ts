import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The install prompt's session-long dismissal (spec document 2 §8: kept in session storage). */
export const INSTALL_DISMISSED_KEY = 'cairn-install-dismissed';

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(next: BeforeInstallPromptEvent | null) {
  offer = next;
  for (const listener of listeners) listener();
}

/**
 * Starts listening at start-up (from main.tsx): the browser may offer installation before the
 * signed-in shell's chunk has loaded, and it offers only once per page.
 */
export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; the card makes the offer instead.
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

export function wasInstallDismissed(): boolean {
  try {
    return sessionStorage.getItem(INSTALL_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberInstallDismissed(): void {
  try {
    sessionStorage.setItem(INSTALL_DISMISSED_KEY, 'true');
  } catch {
    // Storage can be disabled; the card still goes away for this page.
  }
}

/** Forgets the offer: it can be used once, whether accepted or dismissed. */
export function clearInstallOffer(): void {
  setOffer(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useInstallOffer(): BeforeInstallPromptEvent | null {
  return useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
}
