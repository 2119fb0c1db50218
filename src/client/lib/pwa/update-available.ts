import { useSyncExternalStore } from 'react';

/**
 * Whether a new service worker (a new version of Cairn) is installed and waiting, and how to
 * switch to it. Set by the registration module; read by the update banner.
 */
type Activate = () => void;

let activate: Activate | null = null;
const listeners = new Set<() => void>();

export function announceUpdate(next: Activate): void {
  activate = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The function that activates the waiting version, or null when there is none. */
export function useUpdateAvailable(): Activate | null {
  return useSyncExternalStore(
    subscribe,
    () => activate,
    () => null,
  );
}
