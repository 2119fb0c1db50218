import type { Page } from '@playwright/test';
import { generateDemoData } from '../src/core/demo/generate-demo-data';
import {
  atOneWidth,
  expect,
  expectNoA11yViolations,
  signUpViaApi,
  test,
  utcDate,
} from './support/fixtures';

/** A year of the demo diary (the seed `npm run demo` uses) ending yesterday, in UTC. */
async function importDemoYear(page: Page) {
  const document = generateDemoData({ seed: 22, endDate: utcDate(-1), days: 365, timeZone: 'UTC' });
  const response = await page.request.post('/api/import', { data: document });
  expect(response.ok()).toBe(true);
}

async function logDays(page: Page, days: { date: string; painLevel: number }[]) {
  const statuses = await Promise.all(
    days.map(async (data) => (await page.request.post('/api/journal-entries', { data })).status()),
  );
  expect(statuses.every((status) => status === 201)).toBe(true);
}

const stat = (page: Page, name: string) =>
  page.getByRole('group', { name }).getByTestId('stat-value');

test.describe('pain prediction', () => {
  test('a year of demo data shows the week ahead, its measured accuracy and each day in full', async ({
    page,
  }) => {
    test.slow(); // a year imported and an axe run on two cores
    await signUpViaApi(page);
    await importDemoYear(page);

    await page.goto('/pain-prediction');
    const days = page.getByRole('list', { name: '7-day prediction' }).getByTestId('prediction-day');
    await expect(days).toHaveCount(7);
    await expect(stat(page, 'Model Accuracy')).toHaveText(/^\d+%$/);
    await expect(stat(page, 'Avg Predicted Pain')).toHaveText(/^\d+(\.\d)?\/10$/);
    await expect(page.getByTestId('accuracy-sentence')).toHaveText(
      /^Over the last 60 days these predictions were within 1 point of your actual pain \d+% of the time \(n = \d+\)\.$/,
    );
    // Without a place in Settings there is no forecast, and the page says how to get one.
    await expect(page.getByTestId('weather-empty')).toContainText('Choose your place in Settings');

    await days.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('prediction-detail')).toContainText('Likely range');
    await expect(dialog).toContainText('What moves this prediction');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('body')).not.toContainText('NaN');

    // The dashboard and Advanced Analytics show the same predictions.
    const first = await days.first().getByTestId('predicted-level').textContent();
    await page.goto('/');
    await expect(
      page.getByRole('list', { name: 'Predicted pain, next 3 days' }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect(
      page.getByRole('list', { name: 'Predicted pain, next 3 days' }).getByRole('listitem').first(),
    ).toContainText(first ?? '');
    await page.goto('/advanced-analytics');
    await page.getByRole('tab', { name: 'Predictions' }).click();
    await expect(
      page.getByRole('list', { name: '7-day prediction' }).getByTestId('predicted-level').first(),
    ).toHaveText(first ?? '');
  });

  test('a new account is told how many days predictions need, and sees the forecast', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await logDays(page, [
      { date: utcDate(-2), painLevel: 4 },
      { date: utcDate(-1), painLevel: 5 },
    ]);
    // With a place chosen, the week's forecast shows even before there are predictions; with no
    // weather in the entries yet, no day is called risky.
    const place = { name: 'Madrid, Spain', latitude: 40.4165, longitude: -3.70256 };
    const saved = await page.request.put('/api/settings', { data: { weatherLocation: place } });
    expect(saved.ok()).toBe(true);
    await page.goto('/pain-prediction');
    await expect(page.getByTestId('predictions-empty')).toContainText(
      'Predictions need 12 more days of entries',
    );
    const weather = page.getByRole('list', { name: 'Weather impact' }).getByTestId('weather-day');
    await expect(weather).toHaveCount(7);
    await expect(weather.first()).toContainText('Neutral');
    await expect(page.getByTestId('predictions-empty')).toContainText('You have 2 days so far');
    await expect(page.getByTestId('prediction-day')).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test('a flare alert appears for a hard day ahead and can be acknowledged and tuned', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await logDays(
      page,
      Array.from({ length: 20 }, (_, index) => ({ date: utcDate(index - 20), painLevel: 9 })),
    );
    await page.goto('/pain-prediction');
    const panel = page.getByRole('region', { name: 'Active flare alerts' });
    const alerts = page.getByTestId('flare-alert');
    await expect(alerts).toHaveCount(3);
    await expect(alerts.first()).toContainText('Critical flare risk');
    await expect(page.getByRole('button', { name: 'Alerts (3)' })).toBeVisible();

    await alerts.first().getByRole('button', { name: 'Acknowledge' }).click();
    await expect(alerts).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Alerts (2)' })).toBeVisible();

    await page.getByRole('button', { name: 'Alerts (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Flare Alerts' });
    await expect(dialog.getByText('Acknowledged', { exact: true })).toHaveCount(1);
    await dialog.getByLabel('Alert me for').selectOption({ label: 'Severe days only' });
    await expect(dialog.getByLabel('Alert me for')).toHaveValue('severe');
    await page.reload();
    await expect(panel.getByTestId('flare-alert')).toHaveCount(2);
    await page.getByRole('button', { name: 'Alerts (2)' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Flare Alerts' }).getByLabel('Alert me for'),
    ).toHaveValue('severe');
  });
});
