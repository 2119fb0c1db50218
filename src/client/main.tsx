import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { applyThemePreference, cachedThemePreference } from './lib/theme';
import './styles.css';

// Before the first render, so a dark-theme user never sees a white page while settings load.
// (The Content-Security-Policy allows no inline script that could do it even earlier.)
applyThemePreference(cachedThemePreference());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// After the first render and once the browser is idle, so workbox-window is not in the first load.
const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(run) : setTimeout(run, 1);
whenIdle(() => {
  import('./lib/pwa/register-service-worker')
    .then((m) => m.registerServiceWorker())
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
});
