import { expect, expectNoA11yViolations, test, atOneWidth } from './support/fixtures';

test.describe('landing page (signed out)', () => {
  test('shows the hero, six features and the closing call to action', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/pain management journal/i);
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Your Free Journal' })).toBeAttached();
    await expect(page.locator('#features h3')).toHaveCount(6);
    await expect(page.getByText('© 2025 Cairn')).toBeAttached();
    await expectNoA11yViolations(page);
  });

  test("paints the prerendered page before the app's code is fetched", async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await page.goto('/');
    // Waits for the app's code to be fetched: it starts only once the browser has recorded the
    // paint, which on a loaded machine can be a while after the page is on the screen.
    const entryFetched = await (
      await page.waitForFunction(
        () =>
          performance
            .getEntriesByType('resource')
            .find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))?.startTime ?? null,
      )
    ).jsonValue();
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
    );
    // The app has started: Learn More scrolls (a button only the app's code makes work).
    await page.getByRole('button', { name: 'Learn More' }).click();
    await expect(page.locator('#features')).toBeInViewport();
    expect(firstPaint).not.toBeNull();
    expect(entryFetched).not.toBeNull();
    expect(entryFetched as number).toBeGreaterThan(firstPaint as number);
  });

  test('Learn More scrolls to the features', async ({ page }) => {
    await page.goto('/');
    const features = page.locator('#features');
    await page.getByRole('button', { name: 'Learn More' }).click();
    await expect(features).toBeInViewport();
  });

  test('every sign-in button goes to /api/login', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
    const hrefs = await page
      .getByRole('link', { name: /Sign In|Get Started Free|Start Your Free Journal/ })
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    expect(new Set(hrefs)).toEqual(new Set(['/api/login']));
  });

  test('any route shows the landing page while signed out', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await page.goto('/analytics');
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  });
});
