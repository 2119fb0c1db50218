import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, signUpViaApi, atOneWidth } from './support/fixtures';

interface ServerTrigger {
  id: string;
  name: string;
  category: string;
  isActive: boolean;
}

async function serverTriggers(page: Page): Promise<ServerTrigger[]> {
  const response = await page.request.get('/api/triggers');
  expect(response.status()).toBe(200);
  return (await response.json()) as ServerTrigger[];
}

// While a modal dialog is open everything outside it, toasts included, leaves the accessibility
// tree, so toasts are found by their look here.
const toasts = (page: Page) => page.locator('.toast-root');

const activeList = (page: Page) => page.getByRole('region', { name: /^Active Triggers \(\d+\)$/ });
const inactiveList = (page: Page) =>
  page.getByRole('region', { name: /^Inactive Triggers \(\d+\)$/ });

async function addTrigger(
  page: Page,
  { name, category, active = true }: { name: string; category: string; active?: boolean },
) {
  await page.getByRole('button', { name: 'Add Trigger', exact: true }).click();
  const form = page.getByRole('form', { name: 'Add a trigger' });
  await form.getByLabel('Trigger name').fill(name);
  await form.getByLabel('Category').selectOption({ label: category });
  if (!active) await form.getByLabel('Active').uncheck();
  await form.getByRole('button', { name: 'Add', exact: true }).click();
}

test.describe('pain triggers', () => {
  test('starts empty, refuses a blank name and adds a trigger', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/triggers');
    const triggersPage = page.getByTestId('triggers-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Pain Triggers' })).toBeVisible();

    // Empty state, whose button opens the form.
    await expect(triggersPage.getByText('No Triggers Added Yet')).toBeVisible();
    await expect(triggersPage).toContainText('bring this list to your doctor', {
      ignoreCase: true,
    });
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Add Your First Trigger' }).click();
    const form = page.getByRole('form', { name: 'Add a trigger' });
    await expect(form.getByLabel('Trigger name')).toBeFocused();
    await expect(form.getByLabel('Active')).toBeChecked();

    // A blank name is refused in the browser and nothing is sent.
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/triggers')) posts += 1;
    });
    await form.getByLabel('Trigger name').fill('   ');
    await form.getByLabel('Category').selectOption({ label: 'Weather' });
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toasts(page)).toContainText('Missing Information');
    await expect(toasts(page)).toContainText('Please fill in all required fields.');
    expect(posts).toBe(0);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add Trigger', exact: true })).toBeFocused();

    // Add an active one.
    await addTrigger(page, { name: 'Cold weather', category: 'Weather' });
    await expect(toasts(page)).toContainText('Trigger Added');
    await expect(toasts(page)).toContainText('Your pain trigger has been added successfully.');
    await expect(form).toBeHidden();
    await expect(activeList(page)).toHaveAccessibleName('Active Triggers (1)');
    const cold = activeList(page).getByTestId('trigger-item');
    await expect(cold).toHaveCount(1);
    await expect(cold).toContainText('Cold weather');
    await expect(cold).toContainText('Weather');
    await expect(inactiveList(page)).toHaveAccessibleName('Inactive Triggers (0)');

    // The form starts empty again.
    await page.getByRole('button', { name: 'Add Trigger', exact: true }).click();
    await expect(form.getByLabel('Trigger name')).toHaveValue('');
    await expect(form.getByLabel('Category')).toHaveValue('');
    await form.getByRole('button', { name: 'Cancel' }).click();
    expect((await serverTriggers(page)).map((trigger) => trigger.name)).toEqual(['Cold weather']);
  });

  test('adds an inactive trigger and refuses a name already tracked', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    const seeded = await page.request.post('/api/triggers', {
      data: { name: 'Cold weather', category: 'weather' },
    });
    expect(seeded.status()).toBe(201);
    await page.goto('/triggers');
    const form = page.getByRole('form', { name: 'Add a trigger' });
    await expect(activeList(page)).toHaveAccessibleName('Active Triggers (1)');

    // An inactive one.
    await addTrigger(page, { name: 'Coffee', category: 'Food', active: false });
    await expect(toasts(page)).toContainText('Trigger Added');
    await expect(inactiveList(page)).toHaveAccessibleName('Inactive Triggers (1)');
    await expect(inactiveList(page).getByTestId('trigger-item')).toContainText('Coffee');
    await expect(inactiveList(page).getByTestId('trigger-item')).toContainText('Food');
    await expect(activeList(page)).toHaveAccessibleName('Active Triggers (1)');

    // The same name again, in other case: the server's own message, and the form stays open.
    await addTrigger(page, { name: 'COLD WEATHER', category: 'Stress' });
    await expect(toasts(page)).toContainText('Error');
    await expect(toasts(page)).toContainText('You already track a trigger with this name');
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Trigger name')).toHaveValue('COLD WEATHER');
    await form.getByRole('button', { name: 'Cancel' }).click();
    expect(await serverTriggers(page)).toHaveLength(2);

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });

  test('removes a trigger only after confirming', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    for (const data of [
      { name: 'Coffee', category: 'food', isActive: false },
      { name: 'Cold weather', category: 'weather' },
    ]) {
      expect((await page.request.post('/api/triggers', { data })).status()).toBe(201);
    }
    await page.goto('/triggers');
    await expect(activeList(page)).toHaveAccessibleName('Active Triggers (1)');

    // Delete asks first; Cancel keeps it.
    await page.getByRole('button', { name: 'Delete Cold weather' }).click();
    let confirm = page.getByRole('dialog', { name: 'Remove trigger?' });
    await expect(confirm).toContainText(
      'Are you sure you want to remove "Cold weather" from your triggers?',
    );
    await expectNoA11yViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(activeList(page)).toHaveAccessibleName('Active Triggers (1)');

    await page.getByRole('button', { name: 'Delete Cold weather' }).click();
    confirm = page.getByRole('dialog', { name: 'Remove trigger?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(toasts(page)).toContainText('Trigger Removed');
    await expect(toasts(page)).toContainText('The trigger has been removed from your list.');
    await expect(confirm).toBeHidden();
    await expect(activeList(page)).toHaveAccessibleName('Active Triggers (0)');
    await expect(page.getByRole('button', { name: 'Delete Cold weather' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Your triggers' })).toBeFocused();
    const remaining = await serverTriggers(page);
    expect(remaining.map((trigger) => trigger.name)).toEqual(['Coffee']);
  });

  test('says so when adding or removing fails, and when the list cannot load', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    const seeded = await page.request.post('/api/triggers', {
      data: { name: 'Long walks', category: 'activity' },
    });
    expect(seeded.status()).toBe(201);

    await page.route('**/api/triggers', (route) => route.fulfill({ status: 500 }), { times: 1 });
    await page.goto('/triggers');
    await expect(page.getByRole('alert')).toContainText("We couldn't load your triggers.");
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(activeList(page)).toHaveAccessibleName('Active Triggers (1)');
    await expect(activeList(page)).toContainText('Activity');

    await page.route(
      '**/api/triggers',
      (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 500 }) : route.fallback(),
      { times: 1 },
    );
    await addTrigger(page, { name: 'Deadlines', category: 'Stress' });
    await expect(toasts(page)).toContainText('Failed to add trigger. Please try again.');

    await page.route('**/api/triggers/*', (route) => route.fulfill({ status: 500 }), {
      times: 1,
    });
    await page.getByRole('button', { name: 'Delete Long walks' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove trigger?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(toasts(page)).toContainText('Failed to remove trigger. Please try again.');
    await expect(confirm.getByRole('alert')).toHaveText(
      'Failed to remove trigger. Please try again.',
    );
    expect((await serverTriggers(page)).map((trigger) => trigger.name)).toEqual(['Long walks']);
  });
});
