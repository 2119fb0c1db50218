import type { Page } from '@playwright/test';
import { SIGNED_IN_HINT_COOKIE } from '../src/core/signed-in-hint';
import { DASHBOARD_START_REQUESTS, SHELL_START_REQUESTS } from '../src/client/start-requests';
import { atOneWidth, expect, signUpViaApi, test } from './support/fixtures';

const UNUSED_PRELOAD = /preloaded using link preload but not used/;

/** Every request of `urls` the page sends, preloads included, counted by path. */
function countRequests(page: Page, urls: readonly string[]): Map<string, number> {
  const counts = new Map(urls.map((url) => [url, 0]));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (counts.has(pathname)) counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
  });
  return counts;
}

function warnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => seen.push(message.text()));
  return seen;
}

test.describe('signed-in start (docs/decisions/0030-first-paint.md)', () => {
  test('the dashboard asks for its data once: the page preloads it and the app uses that', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    const counts = countRequests(page, DASHBOARD_START_REQUESTS);
    const console = warnings(page);
    await page.goto('/');
    const preloads = await page
      .locator('link[rel="preload"][as="fetch"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(preloads).toEqual(DASHBOARD_START_REQUESTS);
    // What each answer draws: the user's name, the figures (entries), this week's check-in and
    // the coming days (predictions); the settings decide that the check-in card shows.
    await expect(page.getByRole('heading', { level: 1, name: /, Jo$/ })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Journal Entries' }).getByTestId('stat-value'),
    ).toHaveText('0');
    await expect(page.getByRole('region', { name: 'Weekly check-in' })).toBeVisible();
    await expect(page.getByTestId('coming-days')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(Object.fromEntries(counts)).toEqual(
      Object.fromEntries(DASHBOARD_START_REQUESTS.map((url) => [url, 1])),
    );
    expect(console.filter((text) => UNUSED_PRELOAD.test(text))).toEqual([]);
  });

  test('the dashboard comes whole in its first render, without a loading frame on the way', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    // Records every loading frame (the sign-in check's page skeleton, the dashboard's own) the
    // moment one is added, before the app's code runs.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { loadingFramesSeen: seen });
      new MutationObserver((changes) => {
        for (const change of changes) {
          for (const node of change.addedNodes) {
            if (!(node instanceof Element)) continue;
            const frames = [node, ...node.querySelectorAll('[role="status"]')].filter((element) =>
              element.matches('[role="status"][aria-label^="Loading"]'),
            );
            for (const frame of frames) seen.push(frame.getAttribute('aria-label') ?? '');
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // A phone's latency on the sign-in check, so that the app's code is here well before it: the
    // start must wait for the answer rather than draw a loading frame meanwhile.
    await page.route('**/api/auth/user', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Weekly check-in' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Journal Entries' }).getByTestId('stat-value'),
    ).toHaveText('0');
    expect(
      await page.evaluate(() => (window as { loadingFramesSeen?: string[] }).loadingFramesSeen),
    ).toEqual([]);
  });

  test('a browser whose session has ended shows the landing page, then the dashboard once signed in', async ({
    page,
    baseURL,
  }, testInfo) => {
    atOneWidth(testInfo);
    // The hint outlives the session (cleared elsewhere, or expired): the start waits for the
    // sign-in check, which answers "nobody", and every other answer it asked for is refused.
    await page.context().addCookies([{ name: SIGNED_IN_HINT_COOKIE, value: '1', url: baseURL! }]);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
    // Those refused answers must not stand in the way once the person is signed in.
    await signUpViaApi(page);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Weekly check-in' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Journal Entries' }).getByTestId('stat-value'),
    ).toHaveText('0');
  });

  test("another signed-in page preloads only the shell's data, and uses it", async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    const counts = countRequests(page, DASHBOARD_START_REQUESTS);
    await page.goto('/history');
    await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(Object.fromEntries(counts)).toMatchObject(
      Object.fromEntries(SHELL_START_REQUESTS.map((url) => [url, 1])),
    );
  });
});
