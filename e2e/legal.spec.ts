import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, signUpViaApi, test, atOneWidth } from './support/fixtures';

const PRIVACY_HEADINGS = [
  'Our commitment to your privacy',
  'Information we collect',
  'How we use your information',
  'Data security and retention',
  'Sharing your information',
  'Your rights and choices',
  'Children under 13',
  'International data transfers',
  'Changes to this policy',
  'Contact us',
];

const TERMS_HEADINGS = [
  'Medical disclaimer',
  'Agreement to these terms',
  'The service',
  'Your account',
  'Acceptable use',
  'Subscription and billing',
  'Intellectual property',
  'Data privacy',
  'Limitation of liability',
  'Termination',
  'Governing law',
  'Changes to these terms',
  'Contact us',
];

const PAGES = [
  { path: '/privacy', title: 'Privacy Policy', headings: PRIVACY_HEADINGS },
  { path: '/terms', title: 'Terms of Service', headings: TERMS_HEADINGS },
] as const;

async function expectPolicy(page: Page, { title, headings }: (typeof PAGES)[number]) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} · Cairn`);
  await expect(page.getByText('Last updated September 6, 2025')).toBeVisible();
  const article = page.getByRole('article');
  const sectionHeadings = article.locator('section > h2');
  await expect(sectionHeadings).toHaveText(headings);
  const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
  await expect(contents).toHaveText(headings);
  const supportLinks = article.locator('a[href="/support"]');
  expect(await supportLinks.count()).toBeGreaterThan(0);
}

test.describe('privacy policy and terms of service', () => {
  for (const policy of PAGES) {
    test(`${policy.title} reads signed out, with the public header and footer`, async ({
      page,
    }) => {
      await page.goto(policy.path);
      await expectPolicy(page, policy);
      await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
        'href',
        '/api/login',
      );
      await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toContainText('© 2025 Cairn');
      await expectNoA11yViolations(page);
    });

    test(`${policy.title} reads inside the app when signed in`, async ({ page }, testInfo) => {
      atOneWidth(testInfo);
      await signUpViaApi(page);
      await page.goto(policy.path);
      await expectPolicy(page, policy);
      await expect(page.getByRole('button', { name: 'Account menu for Jo' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
      await expectNoA11yViolations(page);
    });
  }

  test('contents links jump to their sections', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await page.goto('/privacy');
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/privacy#contact$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Contact us' })).toBeInViewport();

    await contents.getByRole('link', { name: 'Children under 13' }).click();
    await expect(page).toHaveURL(/\/privacy#children$/);
    const heading = page.getByRole('heading', { level: 2, name: 'Children under 13' });
    await expect(heading).toBeInViewport();
    // Not hidden under the sticky header.
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(60);
  });

  test('a link to a section opens the page at that section', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await page.goto('/terms#termination');
    await expect(page.getByRole('heading', { level: 2, name: 'Termination' })).toBeInViewport();
  });

  test('the terms put the medical disclaimer first, with emergency guidance', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await page.goto('/terms');
    const notice = page.getByRole('note');
    await expect(notice).toContainText('Cairn is not a medical device and is not for emergencies.');
    await expect(notice).toContainText(
      'call your local emergency number (for example 911 in the US)',
    );
    await expect(page.locator('section > h2').first()).toHaveText('Medical disclaimer');
  });

  test('the policy pages state the promises of the spec', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await page.goto('/privacy');
    const privacy = page.getByRole('article');
    await expect(privacy).toContainText('We reply to questions within 24 hours');
    await expect(privacy).toContainText('within 30 days');
    await page.goto('/terms');
    await expect(page.getByRole('article')).toContainText(
      'You must be at least 13 years old to create an account.',
    );
  });

  test('the landing footer and the policy links move between the public pages', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(
      page.getByText('Cairn is not a medical device and is not for emergencies.'),
    ).toBeVisible();

    await page.getByRole('article').getByRole('link', { name: 'Privacy Policy' }).first().click();
    await expect(page).toHaveURL(/\/privacy$/);

    await page.getByRole('article').getByRole('link', { name: 'Support Centre' }).last().click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByTestId('support-page')).toBeVisible();

    await page.getByRole('link', { name: /^Cairn/ }).click();
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  });

  test('both pages read well in the dark theme', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await page.addInitScript(() => localStorage.setItem('cairn:theme', 'dark'));
    for (const policy of PAGES) {
      await page.goto(policy.path);
      await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
      await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
      await expectNoA11yViolations(page);
    }
  });
});
