import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './e2e/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 5123);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * Browser tests in Debian's Chromium against the built server on a fresh embedded database.
 * Journeys run at desktop and phone width, except those that behave the same at every width
 * (server answers, failures, keyboard use), which run once (atOneWidth in e2e/support/fixtures).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // CI keeps only the printed output, so a trace recorded there (about a quarter of the run's
    // time on two cores) is never read. Locally a failing test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // A service worker would answer from its cache across tests; only e2e/pwa.spec.ts allows it.
    serviceWorkers: 'block',
    // The app's reduced-motion rule (styles.css) turns animations off, as many people in pain
    // choose: nothing waits on a dialog or toast to finish moving (about 7% less time in paired
    // runs of three spec files on two cores). The animations are decoration; no journey needs them.
    reducedMotion: 'reduce',
    launchOptions: CHROMIUM,
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: 'node e2e/support/serve.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(PORT) },
  },
});
