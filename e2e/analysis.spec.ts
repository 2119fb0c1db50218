import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { generateDemoData } from '../src/core/demo/generate-demo-data';
import {
  atOneWidth,
  expect,
  expectNoA11yViolations,
  PASSWORD,
  signUpViaApi,
  test,
  utcDate,
} from './support/fixtures';

/** A year of the demo diary (the seed `npm run demo` uses) ending today, in the account's UTC. */
async function importDemoYear(page: Page) {
  const document = generateDemoData({ seed: 22, endDate: utcDate(0), days: 365, timeZone: 'UTC' });
  const response = await page.request.post('/api/import', { data: document });
  expect(response.ok()).toBe(true);
}

/**
 * Ninety days ending today: pain 3 on ordinary days and seven two-day flares at 8 starting 13 days
 * apart; five of them began after a night under 6 hours. Mood follows pain.
 */
const ONSETS = [3, 16, 29, 42, 55, 68, 81];
const SHORT_NIGHTS = new Set([3, 29, 42, 68, 81]);
async function seedThreeMonths(page: Page) {
  const days = Array.from({ length: 90 }, (_, day) => {
    const flare = ONSETS.some((onset) => day === onset || day === onset + 1);
    return {
      date: utcDate(day - 89),
      painLevel: flare ? 8 : 3,
      sleepHours: SHORT_NIGHTS.has(day) ? 5 : 8,
      moodLevel: flare ? 2 : 4,
    };
  });
  for (let start = 0; start < days.length; start += 15) {
    const statuses = await Promise.all(
      days
        .slice(start, start + 15)
        .map(async (data) => (await page.request.post('/api/journal-entries', { data })).status()),
    );
    expect(statuses.every((status) => status === 201)).toBe(true);
  }
}

const stat = (page: Page, name: string) =>
  page.getByRole('group', { name }).getByTestId('stat-value');

async function acceptDisclaimer(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Medical Disclaimer' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'I Understand' }).click();
  await expect(dialog).toBeHidden();
}

async function choosePeriod(page: Page, label: string) {
  await page.getByLabel('Period', { exact: true }).selectOption({ label });
}

test.describe('pain pattern analysis', () => {
  test('a year of demo data shows patterns, insights, factor effects, seasons and a chart', async ({
    page,
  }) => {
    test.slow(); // a year imported, two pages and two axe runs on two cores
    await signUpViaApi(page);
    await importDemoYear(page);
    // In the dark theme: the light one is checked with axe by the new account's journey.
    await page.request.put('/api/settings', { data: { theme: 'dark' } });

    await page.goto('/ai-analysis');
    await acceptDisclaimer(page);
    await expect(page.getByTestId('analysis-summary')).toContainText(
      /^You had \d+ flares in the last 3 months/,
    );
    await expect(stat(page, 'Data Points Analyzed')).toHaveText(/^\d+$/);
    await expect(stat(page, 'Prediction Accuracy')).toHaveText(/^\d+%$/);
    const patterns = page.getByRole('list', { name: 'Pain patterns' });
    await expect(patterns.getByTestId('pattern-card').first()).toContainText('Your flares');
    await page.getByRole('button', { name: 'View details: Your flares' }).click();
    const pattern = page.getByTestId('pattern-dialog');
    await expect(pattern).toContainText('per month');
    await expect(
      pattern.getByRole('list', { name: 'Flares by the weekday they began' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('list', { name: 'AI insights' }).getByTestId('insight-card').first(),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    await page.goto('/advanced-analytics');
    await choosePeriod(page, 'Last Year');
    await expect(stat(page, 'Data Points Analyzed')).toHaveText(/^\d{3,}$/);
    await expect(page.getByRole('group', { name: 'Data Points Analyzed' })).toContainText(
      'Last 365 days',
    );
    const chart = page.getByTestId('trend-chart');
    await expect(chart).toBeVisible();
    await expect(chart.getByTestId('flare-band').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Correlations' }).click();
    const sleep = page
      .getByRole('list', { name: 'Main factors' })
      .getByTestId('effect-row')
      .filter({ hasText: 'Sleep' });
    await expect(sleep.first()).toContainText('Significant');
    await page.getByRole('tab', { name: 'Patterns' }).click();
    await expect(page.getByTestId('season-card')).toHaveCount(4);
    await expect(
      page.getByTestId('medication-effect').filter({ hasText: 'Amitriptyline' }),
    ).toContainText('ratings');
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expectNoA11yViolations(page);
  });

  test('the figures of a known diary, and its CSV for a doctor', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await seedThreeMonths(page);
    await page.request.put('/api/settings', { data: { analysisDisclaimerAccepted: true } });

    await page.goto('/ai-analysis');
    // Seven flares in 90 days: 2.3 a month; each two days at 8.
    await expect(page.getByTestId('analysis-summary')).toHaveText(
      'You had 7 flares in the last 3 months, about 2.3 a month, lasting 2.0 days on average at 8.0/10. 5 of 7 began within a day of a night under 6 hours of sleep.',
    );
    const patterns = page.getByRole('list', { name: 'Pain patterns' }).getByTestId('pattern-card');
    await expect(patterns).toHaveCount(2);
    await expect(patterns.nth(1)).toContainText('Flares after short sleep');
    await page.getByRole('button', { name: 'View details: Your flares' }).click();
    // Onsets 13 days apart: six equal gaps give a reliability of (1 - 0) x 6/8.
    await expect(page.getByTestId('pattern-next')).toContainText(
      'These flares have come about every 13 days (the middle of 6 gaps between them). Reliability: High (75%).',
    );
    await page.keyboard.press('Escape');

    await page.goto('/advanced-analytics');
    await expect(stat(page, 'Average Pain')).toHaveText('3.8/10');
    await expect(page.getByTestId('trend-chart').getByTestId('flare-band')).toHaveCount(7);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`cairn-${utcDate(0)}-analysis-3months.csv`);
    const csv = await readFile((await download.path()) as string, 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Date,Day pain,Mood,Sleep hours,Stress,Energy,Pressure (hPa),Flare');
    expect(lines[1]).toBe(`${utcDate(-89)},3,4,8,,,,no`);
    expect(lines[4]).toBe(`${utcDate(-86)},8,2,5,,,,yes`);
    expect(lines).toContain(
      'Factor,Compared with,Days,Strength (rho),Difference (points),p-value,q-value,Significant',
    );
  });

  test('a new account sees what each section still needs, not zeros', async ({ page }) => {
    await signUpViaApi(page);
    await page.request.put('/api/settings', { data: { analysisDisclaimerAccepted: true } });

    await page.goto('/ai-analysis');
    await expect(page.getByTestId('patterns-empty')).toContainText(
      '3 more flares before patterns can be described',
    );
    await expect(page.getByTestId('insights-empty')).toContainText(
      '14 more days of entries before insights can be drawn',
    );
    await expect(page.getByRole('group', { name: 'Prediction Accuracy' })).not.toContainText('%');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/advanced-analytics');
    await expect(stat(page, 'Average Pain')).toHaveText('—');
    await page.getByRole('tab', { name: 'Correlations' }).click();
    await expect(page.getByTestId('correlations-empty')).toContainText(
      '14 more days of entries before factors can be tested',
    );
    await page.getByRole('tab', { name: 'Patterns' }).click();
    await expect(page.getByTestId('seasonal-empty')).toContainText(
      'Seasonal trends need a year of entries: 365 more days',
    );
    await page.getByRole('tab', { name: 'Predictions' }).click();
    await expect(page.getByTestId('predictions-empty')).toContainText(
      'Predictions need 14 more days of entries',
    );
    await expect(page.locator('body')).not.toContainText('NaN');
    await expectNoA11yViolations(page);
  });

  test('the disclaimer, once understood, stays understood on every device', async ({
    page,
    browser,
  }, testInfo) => {
    atOneWidth(testInfo);
    const { email } = await signUpViaApi(page);
    await page.goto('/ai-analysis');
    await acceptDisclaimer(page);
    await page.reload();
    await expect(page.getByTestId('analysis-disclaimer')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const other = await browser.newPage();
    try {
      const login = await other.request.post('/api/login', { data: { email, password: PASSWORD } });
      expect(login.status()).toBe(200);
      await other.goto('/ai-analysis');
      await expect(other.getByTestId('analysis-disclaimer')).toBeVisible();
      await expect(other.getByRole('dialog')).toHaveCount(0);
      // The banner can always open it again.
      await other.getByRole('button', { name: 'Read the full disclaimer' }).click();
      await expect(other.getByRole('dialog', { name: 'Medical Disclaimer' })).toBeVisible();
    } finally {
      await other.close();
    }
  });
});
