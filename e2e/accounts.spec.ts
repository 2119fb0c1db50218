import {
  expect,
  expectNoA11yViolations,
  PASSWORD,
  signUpViaApi,
  test,
  uniqueEmail,
  atOneWidth,
} from './support/fixtures';

test.describe('accounts', () => {
  test('sign up, see the shell, sign out, sign in again', async ({ page }) => {
    const email = uniqueEmail('journey');
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await expect(page).toHaveURL(/\/api\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: 'Create account' }).click();
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Ash');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening), Robin/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /account menu/i })).toHaveText('R');
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Robin/ })).toBeVisible();
  });

  test('a wrong password shows the message and keeps the email', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    const { email } = await signUpViaApi(page);
    await page.request.post('/api/logout');
    await page.goto('/api/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page.getByLabel('Email')).toHaveValue(email);
  });

  test('signs in with the keyboard alone', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'keyboard journey is a desktop concern');
    const { email } = await signUpViaApi(page);
    await page.request.post('/api/logout');
    await page.goto('/api/login');
    await page.keyboard.press('Tab'); // brand link
    await page.keyboard.press('Tab'); // email
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('the sign-in page fits a phone screen', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'phone width only');
    await page.goto('/api/login?mode=register');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  });
});
