import path from 'node:path';
import { atOneWidth, expect, expectNoA11yViolations, signUpViaApi, test } from './support/fixtures';

const fixture = (name: string) =>
  path.join(import.meta.dirname, '..', 'src', 'core', 'import-formats', 'fixtures', name);

test.describe('import from another app', () => {
  test('a Bearable export is shown before it is stored, its bad rows skipped only when confirmed', async ({
    page,
  }, testInfo) => {
    // The page is one column at every width; the mapping journey below runs at both.
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Import data' }).click();
    await expect(page).toHaveURL(/\/import$/);
    await page.getByLabel('Choose a file to import').setInputFiles(fixture('bearable.csv'));

    const summary = page.getByTestId('import-preview-summary');
    await expect(summary).toContainText(
      /^\d+ entries from 28 Mar 2024 to 1 Apr 2024, 3 medications, \d+ dose logs; 4 rows skipped: .*, 1 more\.$/,
    );
    await expect(page.getByText('Bearable', { exact: false }).first()).toBeVisible();
    const skipped = page.getByTestId('import-skipped-rows');
    await expect(skipped.getByRole('listitem')).toHaveCount(4);
    await expect(skipped).toContainText('Row 34');
    await expect(page.getByRole('heading', { name: 'How values are converted' })).toBeVisible();
    await expectNoA11yViolations(page);

    // Nothing is stored until the skipped rows are accepted.
    const importButton = page.getByRole('button', { name: 'Import', exact: true });
    await expect(importButton).toBeDisabled();
    await page.getByLabel('Skip these rows and import the rest').check();
    await importButton.click();
    await expect(page.getByTestId('import-result')).toContainText(
      /^Imported \d+ entries, 3 medications and \d+ dose logs\. 4 rows were skipped\.$/,
    );

    await page.getByRole('link', { name: 'See your history' }).click();
    await expect(page.getByTestId('history-entry').first()).toBeVisible();
    const entries = (await (await page.request.get('/api/journal-entries')).json()) as {
      date: string;
    }[];
    expect(entries.map((entry) => entry.date)).toContain('2024-03-28');

    // The same file again adds nothing.
    await page.goto('/import');
    await page.getByLabel('Choose a file to import').setInputFiles(fixture('bearable.csv'));
    await expect(
      page.getByText(/already in your account and will not be added again/),
    ).toBeVisible();
  });

  test('a spreadsheet of its own shape is read by the columns the person chooses', async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.goto('/import');
    await page.getByLabel('Choose a file to import').setInputFiles(fixture('generic-diary.csv'));
    await expect(page.getByRole('heading', { name: 'Choose the columns' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'The first rows of the file' })).toContainText(
      '20/03/2025',
    );
    await expectNoA11yViolations(page);
    await page.getByLabel('Date (required)').selectOption('Date');
    await page.getByLabel('How dates are written').selectOption('dmy');
    await page.getByLabel('Pain level').selectOption('Pain (1-5)');
    await page.getByLabel('Pain scale in this file').selectOption('1-5');
    await page.getByRole('button', { name: 'Show what will be imported' }).click();
    await expect(page.getByTestId('import-preview-summary')).toContainText('from 20 Mar 2025');
    await expect(page.getByText(/1-5/).first()).toBeVisible();
    const skip = page.getByLabel('Skip these rows and import the rest');
    if (await skip.count()) await skip.check();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByTestId('import-result')).toContainText('Imported');

    // The choice is remembered for the next file with the same columns, and can be changed.
    await page.getByRole('button', { name: 'Import another file' }).click();
    await page.getByLabel('Choose a file to import').setInputFiles(fixture('generic-diary.csv'));
    await expect(
      page.getByText(/already in your account and will not be added again/),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Change the columns' }).click();
    await expect(page.getByLabel('Pain scale in this file')).toHaveValue('1-5');
    await expect(page.getByLabel('Date (required)')).toHaveValue('Date');
  });
});
