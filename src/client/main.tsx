import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, likelyStartQueries, preloadLikelyView } from './app';
import { loadOutbox, outboxMayHoldWrites } from './lib/offline/outbox-loader';
import { persistQueryCache, restoreQueryCache } from './lib/offline/persist-query-cache';
import { listenForInstallOffer } from './lib/pwa/install-offer';
import { registerServiceWorker } from './lib/pwa/register-service-worker';
import { listenForWorkerWrites } from './lib/pwa/worker-writes';
import { queryClient } from './lib/query-client';
import { awaitStartAnswers } from './lib/start-answers';
import { applyThemePreference, cachedThemePreference } from './lib/theme';
import './styles.css';

// Before the first render, so a dark-theme user never sees a white page while settings load.
// (The Content-Security-Policy allows no inline script that could do it even earlier.)
applyThemePreference(cachedThemePreference());

// Before anything async: the browser may offer installation at any moment after load.
listenForInstallOffer();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The saved answers go back in before the first render, so an offline start shows the journal
// rather than the signed-out landing page. (Nothing is read for visitors who never signed in.)
async function start(container: HTMLElement) {
  const likelyView = preloadLikelyView();
  // Writes saved offline come back too, so the journal shows them before they are sent. (The
  // outbox's code is fetched only where writes may be stored: lib/offline/outbox-loader.ts.)
  const restoring = [restoreQueryCache(queryClient)];
  if (outboxMayHoldWrites()) restoring.push(loadOutbox().then((outbox) => outbox.restoreOutbox()));
  await Promise.all(restoring).catch((error: unknown) =>
    console.warn('Could not restore the offline data', error),
  );
  persistQueryCache(queryClient);
  // The server sent the landing page already rendered (scripts/prerender-landing.tsx): it stays
  // on screen until its code is here, so the first render replaces it with the same page rather
  // than with a loading frame.
  if (container.hasChildNodes()) await likelyView;
  else {
    // Signed in, the first render waits (briefly) for the first screen's code and answers, so
    // that it is one render of the whole screen rather than one per answer.
    const startQueries = likelyStartQueries();
    if (startQueries.length > 0) await awaitStartAnswers(queryClient, startQueries, likelyView);
  }
  const reactRoot = createRoot(container);
  // As a transition, React renders the first screen in slices of a few milliseconds and lets the
  // browser in between, instead of one task of up to a quarter of a second on a slow phone in
  // which a tap waits (Lighthouse's "total blocking time"). Only the commit is one task.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
void start(root);

// After the first render and once the browser is idle: registration competes with nothing the
// user is waiting for.
const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(run) : setTimeout(run, 1);
if ('serviceWorker' in navigator) {
  listenForWorkerWrites(navigator.serviceWorker);
  whenIdle(() => {
    registerServiceWorker(navigator.serviceWorker).catch((error: unknown) =>
      console.warn('Service worker registration failed', error),
    );
  });
}
