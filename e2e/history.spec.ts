import type { Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  longDate,
  test,
  toasts,
  signUpViaApi,
  utcDate,
  atOneWidth,
} from './support/fixtures';

interface Entry {
  id: string;
  date: string;
  painLevel: number;
}

async function seed(page: Page, entry: Record<string, unknown>): Promise<Entry> {
  const response = await page.request.post('/api/journal-entries', { data: entry });
  expect(response.status()).toBe(201);
  return (await response.json()) as Entry;
}

async function serverEntries(page: Page): Promise<Entry[]> {
  const response = await page.request.get('/api/journal-entries');
  expect(response.status()).toBe(200);
  return (await response.json()) as Entry[];
}

const GRATITUDE = 'g'.repeat(160);

/** Five entries whose order covers every trend: down, up, up, same, and none for the oldest. */
async function seedFive(page: Page) {
  await seed(page, { date: utcDate(-3), painLevel: 3 });
  await seed(page, { date: utcDate(-2), painLevel: 3, gratitude: GRATITUDE, notes: 'Rested' });
  await seed(page, { date: utcDate(-1), painLevel: 5 });
  await seed(page, {
    date: utcDate(0),
    painLevel: 7,
    moodLevel: 4,
    painLocations: [{ bodyPart: 'lowerBack', intensity: 6 }],
    symptoms: ['Stiffness'],
    journalEntry: 'A hard morning.',
  });
  await seed(page, { date: utcDate(0), kind: 'quick', painLevel: 4 });
}

test.describe('entry history', () => {
  test('lists entries newest first with badges, trends and shortened text', async ({ page }) => {
    await signUpViaApi(page);
    await seedFive(page);
    await page.goto('/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Entry History' })).toBeVisible();

    const items = page.getByTestId('history-entry');
    await expect(items).toHaveCount(5);
    await expect(items.getByRole('heading', { level: 2 })).toHaveText([
      longDate(utcDate(0)),
      longDate(utcDate(0)),
      longDate(utcDate(-1)),
      longDate(utcDate(-2)),
      longDate(utcDate(-3)),
    ]);

    const expected: Array<[string, string | null]> = [
      ['Pain 4/10, Medium', 'Pain decreased since the previous entry'],
      ['Pain 7/10, High', 'Pain increased since the previous entry'],
      ['Pain 5/10, Medium', 'Pain increased since the previous entry'],
      ['Pain 3/10, Low', 'Pain stayed the same since the previous entry'],
      ['Pain 3/10, Low', null],
    ];
    for (const [index, [badge, trend]] of expected.entries()) {
      const item = items.nth(index);
      await expect(item).toContainText(badge);
      if (trend) await expect(item).toContainText(trend);
      else await expect(item.locator('[data-trend]')).toHaveCount(0);
    }
    await expect(items.nth(0)).toContainText('Quick log');
    await expect(items.nth(1)).not.toContainText('Quick log');

    // Gratitude is cut at 150 characters with an ellipsis.
    await expect(items.nth(3)).toContainText(`Grateful for: ${'g'.repeat(150)}…`);
    await expect(items.nth(3)).not.toContainText('g'.repeat(151));
    await expect(items.nth(3)).toContainText('Notes: Rested');

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });

  test('opens an entry, edits its pain level and shows the change', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await seedFive(page);
    await page.goto('/history');
    const today = longDate(utcDate(0));

    await page.getByRole('button', { name: `View entry from ${today}` }).click();
    const dialog = page.getByRole('dialog', { name: today });
    await expect(dialog).toContainText('7/10 · Severe');
    await expect(dialog).toContainText('4/5 · Good');
    await expect(dialog).toContainText('Lower Back (6/10)');
    await expect(dialog).toContainText('Stiffness');
    await expect(dialog).toContainText('A hard morning.');
    await expectNoA11yViolations(page);

    await dialog.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('dialog', { name: `Edit entry: ${today}` });
    const pain = editor.getByRole('slider', { name: 'Pain level' });
    await pain.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(pain).toHaveAttribute('aria-valuenow', '2');
    await expect(editor).toContainText('2/10 · Mild');

    // A failed save says so and keeps the edit.
    await page.route('**/api/journal-entries/*', (route) => route.fulfill({ status: 500 }), {
      times: 1,
    });
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page)).toContainText(
      'Failed to save your journal entry. Please try again.',
    );
    await expect(editor.getByRole('alert')).toHaveText(
      'Failed to save your journal entry. Please try again.',
    );
    await expect(pain).toHaveAttribute('aria-valuenow', '2');

    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page)).toContainText('Entry updated');
    await expect(dialog).toContainText('2/10 · Mild');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    const items = page.getByTestId('history-entry');
    await expect(items.nth(1)).toContainText('Pain 2/10, Low');
    await expect(items.nth(1)).toContainText('Pain decreased since the previous entry');
    await expect(items.nth(0)).toContainText('Pain increased since the previous entry');
    const saved = (await serverEntries(page)).find(
      (entry) => entry.date === utcDate(0) && entry.painLevel === 2,
    );
    expect(saved).toBeDefined();
  });

  test('deletes an entry only after confirming', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await seedFive(page);
    await page.goto('/history');
    const yesterday = longDate(utcDate(-1));
    const items = page.getByTestId('history-entry');
    await expect(items).toHaveCount(5);

    await page.getByRole('button', { name: `Delete entry from ${yesterday}` }).click();
    let confirm = page.getByRole('dialog', { name: 'Delete this entry?' });
    await expect(confirm).toContainText(yesterday);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(items).toHaveCount(5);

    await page.getByRole('button', { name: `Delete entry from ${yesterday}` }).click();
    confirm = page.getByRole('dialog', { name: 'Delete this entry?' });
    await expectNoA11yViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page)).toContainText('Entry deleted');
    await expect(confirm).toBeHidden();

    await expect(items).toHaveCount(4);
    // Focus lands on the list, not lost with the deleted entry's button.
    await expect(page.getByRole('heading', { name: '4 entries, newest first' })).toBeFocused();
    await expect(items.getByRole('heading', { name: yesterday })).toHaveCount(0);
    // The 7 now follows the 3s: its trend is worked out against its new neighbour.
    await expect(items.nth(1)).toContainText('Pain increased since the previous entry');
    const remaining = await serverEntries(page);
    expect(remaining).toHaveLength(4);
    expect(remaining.some((entry) => entry.date === utcDate(-1))).toBe(false);
  });

  test('a new user sees "No entries yet" and a way to write the first one', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await page.goto('/history');
    await expect(page.getByText('No entries yet', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Write your first entry' }).click();
    await expect(page).toHaveURL(/\/journal$/);
  });
});
