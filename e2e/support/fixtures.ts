import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';

export const ADMIN_EMAIL = 'admin@cairn.test';
export const PASSWORD = 'a calm password';

let counter = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.test`;
}

/**
 * Creates an account through the API (sharing the page's cookies) and signs the page in. The
 * account's time zone is UTC, so "today" in the app is `utcDate(0)` in the test.
 */
export async function signUpViaApi(page: Page, input: { email?: string; firstName?: string } = {}) {
  const email = input.email ?? uniqueEmail();
  // A shared address (the admin's) signs in when its account exists already: registering it
  // again from every test would run into the per-email registration limit.
  if (input.email) {
    const login = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
    if (login.status() === 200) return { email };
  }
  const response = await page.request.post('/api/register', {
    data: { email, password: PASSWORD, firstName: input.firstName ?? 'Jo', timeZone: 'UTC' },
  });
  if (response.status() === 409) {
    const login = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
    expect(login.status()).toBe(200);
  } else {
    expect(response.status()).toBe(201);
  }
  return { email };
}

/** The UTC calendar date `offset` days from today (negative goes back). */
export function utcDate(offset = 0): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** "Sunday, March 1, 2026", as the pages write a stored date. */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

// While a modal dialog is open everything outside it, toasts included, leaves the accessibility
// tree, so toasts are found by their look.
export const toasts = (page: Page) => page.locator('.toast-root');

/**
 * No accessibility violation on the current page, of any impact: axe's moderate and minor rules
 * (content outside landmarks, skipped heading levels) matter to someone finding their way with a
 * screen reader too.
 */
export async function expectNoA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(violations).toEqual([]);
}

/** Fails the test on any uncaught page error or Content-Security-Policy violation. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (
          message.type() === 'error' &&
          /Content Security Policy|Refused to/.test(message.text())
        ) {
          errors.push(message.text());
        }
      });
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * For a journey checked at desktop width only: it behaves the same at every width (server
 * answers, failures, keyboard use), or its page's phone layout is covered by the journeys that
 * run at both widths (every main page in the dark theme with axe, navigation, the main journey of
 * each feature). Two cores run the browser tests in CI; the phone width is spent where the layout
 * differs.
 */
export function atOneWidth(testInfo: TestInfo): void {
  test.skip(testInfo.project.name !== 'desktop', 'checked at desktop width');
}

/**
 * A second browser for another person in the same test (a clinician, an admin), shaped like the
 * project's own: same width, touch and base URL, with downloads allowed.
 */
export async function anotherBrowser(
  browser: Browser,
  testInfo: TestInfo,
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
    isMobile: testInfo.project.use.isMobile,
    hasTouch: testInfo.project.use.hasTouch,
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
    acceptDownloads: true,
  });
}
