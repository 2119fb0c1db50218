import {
  ADMIN_EMAIL,
  expect,
  expectNoA11yViolations,
  signUpViaApi,
  test,
  atOneWidth,
} from './support/fixtures';

const ROUTES: [string, string][] = [
  ['/journal', 'Daily Journal'],
  ['/history', 'Entry History'],
  ['/analytics', 'Analytics & Insights'],
  ['/wellness', 'Wellness & Recovery'],
  ['/reports', 'Reports and Documentation'],
  ['/medications', 'Medication Tracker'],
  ['/triggers', 'Pain Triggers'],
  ['/settings', 'Settings'],
  ['/support', 'Support Centre'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/pricing', 'Plans'],
  ['/ai-analysis', 'AI Pain Pattern Analysis'],
  ['/advanced-analytics', 'Advanced Analytics Dashboard'],
  ['/provider-portal', 'Healthcare Provider Portal'],
  ['/pain-prediction', 'Pain Prediction Engine'],
  ['/biometric-integration', 'Biometric Integration'],
  ['/clinical-research', 'Clinical Research Participation'],
];

test.describe('signed-in shell', () => {
  test('every route of the spec is reachable', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    // Visits every page of the app, each loading its own chunk.
    test.slow();
    await signUpViaApi(page, { firstName: 'Sam' });
    // The analysis disclaimer opens by itself on a first visit, and a modal dialog hides the page
    // behind it; that journey is e2e/analysis.spec.ts's.
    await page.request.put('/api/settings', { data: { analysisDisclaimerAccepted: true } });
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening), Sam/ }),
    ).toBeVisible();
    for (const [path, title] of ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Cairn`);
    }
  });

  test('an unknown path shows 404 Page Not Found', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the header links move between screens and mark the active one', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await page.goto('/');
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Analytics' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Analytics & Insights' }),
    ).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await banner.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Analytics' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('desktop shows the sidebar with This Week and no bottom bar', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'desktop layout');
    await signUpViaApi(page);
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link')).toHaveCount(8);
    await expect(page.getByRole('navigation', { name: 'Premium' }).getByRole('link')).toHaveCount(
      6,
    );
    await expect(page.getByText('PRO', { exact: true })).toBeVisible();
    await expect(page.getByText('This Week', { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await main.getByRole('link', { name: 'Pain Triggers' }).click();
    await expect(page.getByTestId('triggers-page')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('at 390 px the bottom bar has Journal, Analytics, Wellness, Reports, Support', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'phone layout');
    await signUpViaApi(page);
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Mobile' });
    await expect(bar.getByRole('link')).toHaveText([
      'Journal',
      'Analytics',
      'Wellness',
      'Reports',
      'Support',
    ]);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await bar.getByRole('link', { name: 'Wellness' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Wellness & Recovery' }),
    ).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Wellness' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });

  test('an ordinary user sees no admin link and is refused at /admin/tickets', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Admin/ })).toHaveCount(0);
    await page.goto('/admin/tickets');
    await expect(page.getByText("You don't have access to this page")).toBeVisible();
  });

  test('an admin sees the admin link and the dashboard', async ({ page }, testInfo) => {
    await signUpViaApi(page, { email: ADMIN_EMAIL });
    await page.goto('/');
    const link =
      testInfo.project.name === 'mobile'
        ? page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Admin' })
        : page.getByRole('link', { name: 'Admin Dashboard' });
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('Manage subscriptions and customer support')).toBeVisible();
  });
});
