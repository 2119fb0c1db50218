import type { Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  test,
  signUpViaApi,
  utcDate,
  atOneWidth,
} from './support/fixtures';

async function seed(page: Page, entry: Record<string, unknown>) {
  const response = await page.request.post('/api/journal-entries', { data: entry });
  expect(response.status()).toBe(201);
}

function card(page: Page, name: string) {
  return page.getByRole('group', { name });
}

async function expectCard(page: Page, name: string, value: string, detail: string) {
  await expect(card(page, name).getByTestId('stat-value')).toHaveText(value);
  await expect(card(page, name).getByTestId('stat-detail')).toHaveText(detail);
}

test.describe('dashboard', () => {
  test('shows the figures, Today’s Progress and Recent Activity from real entries', async ({
    page,
  }) => {
    await signUpViaApi(page);
    // Seven days ago is always in last week (Sunday to Saturday), whatever today is.
    await seed(page, { date: utcDate(-7), painLevel: 8 });
    await seed(page, {
      date: utcDate(0),
      painLevel: 5,
      moodLevel: 4,
      customTags: ['Rest', 'Heat pad', 'Walk', 'Stretch'],
      journalEntry: 'Slept badly but the morning walk helped.',
    });
    await seed(page, { date: utcDate(0), kind: 'quick', painLevel: 7 });

    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening), Jo/ }),
    ).toBeVisible();

    // Today: the latest log (the quick one). Week: (5 + 7) / 2 = 6 against last week's 8.
    await expectCard(page, "Today's Pain Level", '7/10', 'Logged today');
    await expectCard(page, 'Weekly Average', '6/10', '-2 from last week');
    await expectCard(page, 'Journal Entries', '2', 'This week');
    await expectCard(page, 'Tracking Streak', '1 day', 'Days in a row with a log');

    // Today's Progress describes the day's journal entry, not the later quick log.
    const progress = page.getByRole('region', { name: "Today's Progress" });
    await expect(progress.getByText('5/10')).toBeVisible();
    await expect(progress.getByText('Moderate')).toBeVisible();
    await expect(progress.getByText('4/5')).toBeVisible();
    await expect(progress.getByText('Good', { exact: true })).toBeVisible();
    await expect(progress.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      'Rest',
      'Heat pad',
      'Walk',
      '+1 more',
    ]);
    await expect(progress.getByTestId('today-note')).toHaveText(
      'Slept badly but the morning walk helped.',
    );

    const activity = page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem');
    await expect(activity).toHaveCount(3);
    await expect(activity.nth(0)).toContainText('Quick pain log: 7/10');
    await expect(activity.nth(1)).toContainText('Logged pain level 5');
    await expect(activity.nth(2)).toContainText('Logged pain level 8');
    await expect(activity.nth(0)).toContainText('Just now');

    await expectNoA11yViolations(page);
  });

  test('the streak counts days in a row up to yesterday, then today', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await seed(page, { date: utcDate(-5), painLevel: 4 }); // before a gap: not counted
    for (const offset of [-3, -2, -1]) await seed(page, { date: utcDate(offset), painLevel: 4 });

    await page.goto('/');
    await expectCard(page, 'Tracking Streak', '3 days', 'Log today to keep it going');
    await expectCard(page, "Today's Pain Level", '—', 'Not logged yet');

    await seed(page, { date: utcDate(0), kind: 'emergency', painLevel: 9 });
    await page.reload();
    await expectCard(page, 'Tracking Streak', '4 days', 'Days in a row with a log');
    await expectCard(page, "Today's Pain Level", '9/10', 'Logged today');
    // With only an emergency log today, Today's Progress shows it.
    await expect(
      page.getByRole('region', { name: "Today's Progress" }).getByText('9/10'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem').first(),
    ).toContainText('Emergency log: 9/10');
  });

  test('a new user sees honest empty states and the ways in', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page, { firstName: 'Sam' });
    await page.goto('/');

    await expectCard(page, "Today's Pain Level", '—', 'Not logged yet');
    await expectCard(page, 'Weekly Average', '—', 'No entries this week yet');
    await expectCard(page, 'Journal Entries', '0', 'This week');
    await expectCard(page, 'Tracking Streak', '0 days', 'Log today to start a streak');

    const progress = page.getByRole('region', { name: "Today's Progress" });
    await expect(
      progress.getByText('No entry logged for today yet', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent Activity' })).toContainText(
      'No activity yet. Your logs will appear here.',
    );

    const actions = page.getByRole('region', { name: 'Quick Actions' });
    const links: Array<[string, string]> = [
      ['Log Pain Level', '/journal'],
      ['Track Medications', '/medications'],
      ['Wellness Exercise', '/wellness'],
      ['View Analytics', '/analytics'],
    ];
    for (const [name, href] of links) {
      await expect(actions.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('link', { name: 'Quick Log', exact: true })).toHaveAttribute(
      'href',
      '/journal',
    );
    await expectNoA11yViolations(page);

    await progress.getByRole('link', { name: "Log Today's Entry" }).click();
    await expect(page).toHaveURL(/\/journal$/);
  });

  test('a failed load says so and Retry loads the real figures', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await seed(page, { date: utcDate(0), painLevel: 3 });
    // Every load fails until Retry: the sidebar and the page share the query and may each load it.
    let failing = true;
    await page.route('**/api/journal-entries', (route) =>
      failing
        ? route.fulfill({ status: 500, body: '{"message":"Something went wrong"}' })
        : route.continue(),
    );

    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText("We couldn't load your entries.");
    await expect(page.getByRole('group', { name: "Today's Pain Level" })).toHaveCount(0);

    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectCard(page, "Today's Pain Level", '3/10', 'Logged today');
  });
});
