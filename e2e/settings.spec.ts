import type { Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  PASSWORD,
  signUpViaApi,
  test,
  utcDate,
  atOneWidth,
} from './support/fixtures';

const autosaveSwitch = (page: Page) =>
  page.getByRole('switch', { name: 'Auto-save entries while typing' });

async function todaysEntry(page: Page) {
  const response = await page.request.get(`/api/journal-entries/${utcDate(0)}`);
  expect(response.status()).toBe(200);
  return response.json();
}

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test.describe('settings', () => {
  test('shows the journal, legal and about sections', async ({ page }) => {
    await signUpViaApi(page);
    await openSettings(page);
    const settings = page.getByTestId('settings-page');
    for (const name of ['Journal', 'Legal and Privacy', 'About']) {
      await expect(settings.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(autosaveSwitch(page)).toBeChecked();
    await expect(
      settings.getByText('When off, a Save button appears at the bottom of the journal.'),
    ).toBeVisible();
    await expect(settings.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(settings.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(settings.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      '/support',
    );
    await expect(settings.getByText('Professional Pain Management')).toBeVisible();
    await expect(settings.getByText('Version 1.0.0')).toBeVisible();
    // The export links' labels stay inside the page at a phone's width as on a desktop's.
    const fullExport = settings.getByRole('link', {
      name: 'Full export (with photos and voice notes)',
    });
    await expect(fullExport).toHaveAttribute('href', '/api/export/full');
    const width = page.viewportSize()?.width ?? 0;
    for (const label of await settings.getByRole('link').all()) {
      const box = await label.boundingBox();
      const textWidth = await label.evaluate(
        (element) => element.scrollWidth - element.clientWidth,
      );
      expect(box && box.x >= 0 && box.x + box.width <= width, await label.innerText()).toBe(true);
      expect(textWidth, await label.innerText()).toBe(0);
    }
    await expectNoA11yViolations(page);
  });

  test('with auto-save off, the journal waits for Save', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await openSettings(page);
    await expect(autosaveSwitch(page)).toBeChecked();

    await autosaveSwitch(page).click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
    await expect(autosaveSwitch(page)).not.toBeChecked();

    await page.reload();
    await expect(autosaveSwitch(page)).not.toBeChecked();

    // A fake clock, so "nothing saved after 4 seconds" is checked by moving time on, not waiting.
    await page.clock.install();
    await page.goto('/journal');
    const status = page.getByTestId('journal-save-status');
    await expect(status).toHaveText('Press Save when you are done');
    await page.getByRole('textbox', { name: 'Daily Journal' }).fill('Saved only when I say so.');
    await expect(status).toHaveText('You have unsaved changes');
    await page.clock.runFor(4000);
    await expect(status).toHaveText('You have unsaved changes');
    expect(await todaysEntry(page)).toBeNull();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(status).toHaveText('Entry saved');
    expect(await todaysEntry(page)).toMatchObject({ journalEntry: 'Saved only when I say so.' });

    await openSettings(page);
    await autosaveSwitch(page).click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
    await expect(autosaveSwitch(page)).toBeChecked();
    await page.reload();
    await expect(autosaveSwitch(page)).toBeChecked();
  });

  test('the switch works from the keyboard', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await openSettings(page);
    await autosaveSwitch(page).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
    await expect(autosaveSwitch(page)).not.toBeChecked();
    await expect(autosaveSwitch(page)).toBeFocused();
  });

  test('deleting the account asks for the password and then removes everything', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    const { email } = await signUpViaApi(page);
    const saved = await page.request.post('/api/journal-entries', {
      data: { date: utcDate(0), painLevel: 5, notes: 'mine' },
    });
    expect(saved.status()).toBe(201);
    await openSettings(page);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByLabel('Type your password to confirm').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('That password is not correct.');
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);

    await dialog.getByLabel('Type your password to confirm').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: /sign in/i }).first()).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    const login = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
    expect(login.status()).toBe(401);
  });
});
