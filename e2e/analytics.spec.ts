import type { Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  signUpViaApi,
  test,
  utcDate,
  atOneWidth,
} from './support/fixtures';

/** Ten days, today back to 9 days ago: poor sleep goes with more pain. */
const DAYS = [
  { pain: 3, sleep: 8 },
  { pain: 7, sleep: 3 },
  { pain: 4, sleep: 7 },
  { pain: 8, sleep: 2 },
  { pain: 2, sleep: 9 },
  { pain: 6, sleep: 4 },
  { pain: 5, sleep: 6 },
  { pain: 9, sleep: 2 },
  { pain: 4, sleep: 8 },
  { pain: 6, sleep: 4 },
];

async function seed(page: Page, days: typeof DAYS) {
  for (const [offset, day] of days.entries()) {
    const response = await page.request.post('/api/journal-entries', {
      data: {
        date: utcDate(-offset),
        painLevel: day.pain,
        sleepQuality: day.sleep,
        moodLevel: 3,
        symptoms: offset % 2 === 0 ? ['Fatigue', 'Stiffness'] : ['Fatigue'],
      },
    });
    expect(response.status()).toBe(201);
  }
}

const stat = (page: Page, label: string) => page.getByRole('group', { name: label });

async function openAnalytics(page: Page) {
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics & Insights' })).toBeVisible();
}

test.describe('analytics and insights', () => {
  test('ten days of entries give the real figures, insights, predictions and a chart', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await seed(page, DAYS);
    await openAnalytics(page);

    // (3+7+4+8+2+6+5+9+4+6) / 10 = 5.4; the last 7 days hold 7 entries.
    await expect(stat(page, 'Avg Pain Level').getByTestId('stat-value')).toHaveText('5.4/10');
    await expect(stat(page, 'Entries This Week').getByTestId('stat-value')).toHaveText('7');
    await expect(stat(page, 'Best Day').getByTestId('stat-value')).toHaveText('2/10');
    await expect(stat(page, 'Most Challenging').getByTestId('stat-value')).toHaveText('9/10');

    const insights = page.getByTestId('insights-panel');
    await expect(insights.getByText('Better sleep, less pain')).toBeVisible();
    await expect(insights.getByRole('button', { name: 'Refresh insights' })).toBeEnabled();
    await insights.getByRole('tab', { name: 'Predictions' }).click();
    await expect(insights.getByTestId('prediction')).toHaveCount(3);
    await insights.getByRole('tab', { name: 'Achievements' }).click();
    await expect(insights.getByTestId('insight').first()).toBeVisible();

    const trend = page.getByTestId('pain-trend-list').getByRole('listitem');
    await expect(trend).toHaveCount(10);
    await expect(trend.first()).toContainText('3/10');
    const symptoms = page.getByTestId('symptoms-grid').getByRole('listitem');
    await expect(symptoms.nth(0)).toContainText('Fatigue');
    await expect(symptoms.nth(0)).toContainText('10 entries');
    await expect(symptoms.nth(1)).toContainText('Stiffness');
    await expect(symptoms.nth(1)).toContainText('5 entries');

    const chart = page.getByTestId('pain-chart');
    await expect(chart).toBeVisible();
    await expect(chart.locator('circle.fill-primary')).toHaveCount(10);
    await page.getByRole('button', { name: 'Show as table' }).click();
    await expect(
      page.getByRole('table', { name: 'Pain and mood by day' }).getByRole('row'),
    ).toHaveCount(11);

    await expect(page.getByRole('group', { name: 'Tracking' })).toContainText(
      '10 of 30 days logged',
    );
    await expectNoA11yViolations(page);
  });

  test('with two entries the insights wait for a third', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await seed(page, DAYS.slice(0, 2));
    await openAnalytics(page);
    const insights = page.getByTestId('insights-panel');
    await expect(insights.getByText('AI Insights Coming Soon')).toBeVisible();
    await expect(insights.getByText('2/3 entries needed')).toBeVisible();
    await expect(insights.getByRole('button', { name: 'Refresh insights' })).toBeDisabled();
    await expect(stat(page, 'Avg Pain Level').getByTestId('stat-value')).toHaveText('5/10');
  });

  test('a new user sees the empty states, not zeros', async ({ page }) => {
    await signUpViaApi(page);
    await openAnalytics(page);
    await expect(page.getByText('No entries yet')).toBeVisible();
    await expect(stat(page, 'Avg Pain Level').getByTestId('stat-value')).toHaveText('—');
    await expect(page.getByText('No pain data available yet').first()).toBeVisible();
    await expect(page.getByText('No symptom data available yet')).toBeVisible();
    await expect(page.getByText('0/3 entries needed')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
