import { announceUpdate } from './update-available';

/** The parts of `navigator.serviceWorker` this module uses (a fake one in unit tests). */
export type WorkerContainer = Pick<
  ServiceWorkerContainer,
  'register' | 'controller' | 'addEventListener'
>;

/**
 * Registers /sw.js (spec document 2 §4: at start, failures only logged). A new version waits
 * until the user presses Reload: the waiting worker is then told to take over (the generated
 * worker answers `{ type: 'SKIP_WAITING' }`), and the page reloads once the new worker controls
 * it. Written on the plain ServiceWorker API: workbox-window would add 2.2 KB gzip to every
 * first load for the same few events.
 */
export async function registerServiceWorker(
  container: WorkerContainer,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  const registration = await container.register('/sw.js', { scope: '/' });

  const offer = (waiting: ServiceWorker) =>
    announceUpdate(() => {
      container.addEventListener('controllerchange', () => reload(), { once: true });
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });

  // With no controller this is the first install: nothing is "new" to the user yet.
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    if (!installing) return;
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) offer(installing);
    });
  });
}
