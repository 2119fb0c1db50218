import type { Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  PASSWORD,
  signUpViaApi,
  test,
  atOneWidth,
} from './support/fixtures';

/** The page background (bg-canvas) as the browser computed it. */
const LIGHT_CANVAS = 'rgb(245, 248, 247)';
const DARK_CANVAS = 'rgb(12, 19, 22)';
const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const html = (page: Page) => page.locator('html');
const themeRadio = (page: Page, name: 'Light' | 'Dark' | 'System') =>
  page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name, exact: true });

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Appearance' })).toBeVisible();
}

async function expectDark(page: Page) {
  await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect.poll(() => bodyBackground(page)).toBe(DARK_CANVAS);
}

async function expectLight(page: Page) {
  await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await expect.poll(() => bodyBackground(page)).toBe(LIGHT_CANVAS);
}

test.describe('appearance', () => {
  test('the dark theme applies at once and stays with the account', async ({
    page,
    browser,
  }, testInfo) => {
    atOneWidth(testInfo);
    // Two browsers, a held request and an axe run: more than the default time on a busy machine.
    test.slow();
    const { email } = await signUpViaApi(page);
    await openSettings(page);
    await expect(themeRadio(page, 'Light')).toBeChecked();
    await expectLight(page);

    await themeRadio(page, 'Dark').click();
    await expect(themeRadio(page, 'Dark')).toBeChecked();
    await expectDark(page);
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#151e22');
    await expectNoA11yViolations(page);

    // After a reload the cached theme is on before the settings have even answered.
    let releaseSettings!: () => void;
    const settingsHeld = new Promise<void>((resolve) => (releaseSettings = resolve));
    await page.route('**/api/settings', async (route) => {
      await settingsHeld;
      await route.continue();
    });
    await page.reload();
    await expectDark(page);
    releaseSettings();
    await expect(themeRadio(page, 'Dark')).toBeChecked();
    await page.unroute('**/api/settings');

    // Another browser, nothing cached: the theme comes from the account.
    const other = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: testInfo.project.use.viewport,
    });
    try {
      const login = await other.request.post('/api/login', { data: { email, password: PASSWORD } });
      expect(login.status()).toBe(200);
      const second = await other.newPage();
      await second.goto('/settings');
      await expect(themeRadio(second, 'Dark')).toBeChecked();
      await expectDark(second);
    } finally {
      await other.close();
    }
  });

  test('every main page is dark and passes axe (contrast included)', async ({ page }) => {
    test.slow(); // five axe runs on a two-core machine
    await signUpViaApi(page);
    const saved = await page.request.put('/api/settings', { data: { theme: 'dark' } });
    expect(saved.status()).toBe(200);
    await page.request.post('/api/journal-entries', {
      data: {
        painLevel: 7,
        painLocations: [
          { bodyPart: 'head', intensity: 2, x: 0, y: 0 },
          { bodyPart: 'leftKnee', intensity: 5, x: 0, y: 0 },
          { bodyPart: 'chest', intensity: 8, x: 0, y: 0 },
          { bodyPart: 'lowerBack', intensity: 10, x: 0, y: 0 },
        ],
        journalEntry: 'A hard morning, better after a walk.',
      },
    });
    await page.request.post('/api/medications', {
      data: { name: 'Ibuprofen', dosage: '200 mg', frequency: 'twice-daily' },
    });
    for (const [path, heading] of [
      ['/', /Good (morning|afternoon|evening)/],
      ['/settings', 'Appearance'],
      ['/journal', 'Where does it hurt?'],
      ['/history', 'Entry History'],
      ['/medications', 'Medication Tracker'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expectDark(page);
      await expectNoA11yViolations(page);
    }
  });

  test('"System" follows the device as it changes', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await page.emulateMedia({ colorScheme: 'dark' });
    await signUpViaApi(page);
    await openSettings(page);
    await expectLight(page);

    await themeRadio(page, 'System').click();
    await expect(themeRadio(page, 'System')).toBeChecked();
    await expectDark(page);

    await page.emulateMedia({ colorScheme: 'light' });
    await expectLight(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectDark(page);

    await page.reload();
    await expect(themeRadio(page, 'System')).toBeChecked();
    await expectDark(page);
  });

  test('the theme is chosen with the arrow keys', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await openSettings(page);
    await themeRadio(page, 'Light').focus();
    // Held down like a real key: Radix checks the newly focused radio only while an arrow key
    // is down (a synthetic press can release it before the focus moves).
    await page.keyboard.down('ArrowRight');
    await expect(themeRadio(page, 'Dark')).toBeChecked();
    await page.keyboard.up('ArrowRight');
    await expect(themeRadio(page, 'Dark')).toBeFocused();
    await expectDark(page);
  });

  test('a theme that cannot be saved goes back and says so', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await openSettings(page);
    await page.route('**/api/settings', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { message: 'Internal Server Error' } })
        : route.continue(),
    );
    await themeRadio(page, 'Dark').click();
    await expect(
      page.getByText('Failed to save your settings. Please try again.', { exact: true }),
    ).toBeVisible();
    await expect(themeRadio(page, 'Light')).toBeChecked();
    await expectLight(page);
    const stored = await page.request.get('/api/settings');
    expect((await stored.json()).theme).toBe('light');
  });
});
