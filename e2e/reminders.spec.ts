import type { Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  signUpViaApi,
  test,
  utcDate,
  atOneWidth,
} from './support/fixtures';

const reminderSwitch = (page: Page) => page.getByRole('switch', { name: 'Daily reminder' });
const reminderTime = (page: Page) => page.getByRole('combobox', { name: 'Reminder time' });
const timeZoneSelect = (page: Page) => page.getByRole('combobox', { name: 'Time zone' });
const saved = (page: Page) => page.getByText('Settings saved', { exact: true });
const REMINDER = 'Time for your daily check-in';
const reminderToast = (page: Page) => page.getByText(REMINDER, { exact: true });

/**
 * Opens Settings with the page clock at `time` (UTC) today, and waits until the settings have
 * drawn: the reminder is scheduled from then on.
 */
async function openAt(page: Page, time: string) {
  await page.clock.install({ time: new Date(`${utcDate(0)}T${time}.000Z`) });
  await openSettings(page);
  await expect(reminderTime(page)).toHaveValue('20:00');
}

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Notifications and Reminders' }),
  ).toBeVisible();
}

/** Notifications the page shows, recorded while the real API still runs. */
async function recordNotifications(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { shownNotifications: shown });
    const Real = window.Notification;
    window.Notification = class extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push(title);
      }
    } as typeof Notification;
  });
}
const shownNotifications = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications);

test.describe('notifications and reminders', () => {
  test('the daily reminder and its time are saved to the account', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await openSettings(page);
    await expect(reminderSwitch(page)).toBeChecked();
    await expect(reminderTime(page)).toHaveValue('20:00');
    await expect(reminderTime(page).locator('option')).toHaveText([
      '08:00',
      '12:00',
      '18:00',
      '20:00',
      '22:00',
    ]);
    await expectNoA11yViolations(page);

    await reminderTime(page).selectOption('08:00');
    await expect(saved(page)).toBeVisible();
    await page.reload();
    await expect(reminderTime(page)).toHaveValue('08:00');

    await reminderSwitch(page).click();
    await expect(reminderSwitch(page)).not.toBeChecked();
    await expect(reminderTime(page)).toBeDisabled();
    await expect(saved(page)).toBeVisible();
    await page.reload();
    await expect(reminderSwitch(page)).not.toBeChecked();
    await expect(reminderTime(page)).toBeDisabled();
    await expect(reminderTime(page)).toHaveValue('08:00');
    const stored = await (await page.request.get('/api/settings')).json();
    expect(stored).toMatchObject({ remindersEnabled: false, reminderTime: '08:00' });
  });

  test('a private calendar link carries the medication schedule, and Reset ends the old one', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    const medication = await page.request.post('/api/medications', {
      data: { name: 'Naproxen', dosage: '500 mg', scheduleTimes: ['08:00'] },
    });
    expect(medication.status()).toBe(201);
    await openSettings(page);
    await page.getByRole('button', { name: 'Create calendar link' }).click();
    const address = page.getByRole('textbox', { name: /calendar/i });
    await expect(address).toHaveValue(/\/api\/calendar\/[\w-]{43}\.ics$/);
    const url = await address.inputValue();
    const feed = await page.request.get(url);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const text = await feed.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('SUMMARY:Naproxen 500 mg');
    expect(text).toContain('RRULE:FREQ=DAILY');
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Reset link' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset link' }).click();
    await expect(address).not.toHaveValue(url);
    expect((await page.request.get(url)).status()).toBe(404);
  });

  test('at the reminder time, with no entry yet today, a reminder leads to the journal', async ({
    page,
    context,
  }, testInfo) => {
    atOneWidth(testInfo);
    await context.grantPermissions(['notifications']);
    await recordNotifications(page);
    await signUpViaApi(page);
    // The account is in UTC and the reminder is at 20:00: open Cairn a few minutes before.
    await openAt(page, '19:57:00');
    await expect(reminderToast(page)).toHaveCount(0);

    await page.clock.runFor(4 * 60_000);
    await expect(reminderToast(page)).toBeVisible();
    expect(await shownNotifications(page)).toEqual([REMINDER]);
    // Focus inside the toast holds it open (Radix pauses its 5 s timer) while axe runs.
    const openJournal = page.getByRole('link', { name: 'Open Journal' });
    await openJournal.focus();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/journal$/);
    await expect(page.getByRole('heading', { name: 'Where does it hurt?' })).toBeVisible();
    await expect(reminderToast(page)).toHaveCount(0);

    // Opening Cairn again the same evening does not repeat it.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Where does it hurt?' })).toBeVisible();
    await page.clock.runFor(30 * 60_000);
    await expect(reminderToast(page)).toHaveCount(0);
    expect(await shownNotifications(page)).toEqual([]);
  });

  test("no reminder once today's journal entry is written", async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    const created = await page.request.post('/api/journal-entries', {
      data: { painLevel: 3, journalEntry: 'Done early today.' },
    });
    expect(created.status()).toBe(201);
    await openAt(page, '19:59:00');

    const looked = page.waitForResponse((response) =>
      response.url().endsWith(`/api/journal-entries/${utcDate(0)}`),
    );
    await page.clock.runFor(2 * 60_000);
    expect((await (await looked).json()).journalEntry).toBe('Done early today.');
    // Let the answer be handled, then check that nothing appeared.
    await page.clock.runFor(1_000);
    await expect(reminderToast(page)).toHaveCount(0);
  });
});

test.describe('time zone', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('is saved to the account and moves "today" with it', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await openSettings(page);
    await expect(timeZoneSelect(page)).toHaveValue('UTC');

    const useDevice = page.getByRole('button', {
      name: "Use this device's time zone (Europe/Berlin)",
    });
    await useDevice.click();
    await expect(saved(page)).toBeVisible();
    await expect(timeZoneSelect(page)).toHaveValue('Europe/Berlin');
    await expect(useDevice).toHaveCount(0);

    // Kiritimati is UTC+14: its date is always a day ahead of somewhere; the journal follows it.
    await timeZoneSelect(page).selectOption('Pacific/Kiritimati');
    await expect(saved(page)).toBeVisible();
    await expect(timeZoneSelect(page)).toHaveValue('Pacific/Kiritimati');
    const me = await (await page.request.get('/api/auth/user')).json();
    expect(me.timeZone).toBe('Pacific/Kiritimati');

    const expected = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Pacific/Kiritimati',
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }).format(new Date());
    // Moving within the app (no reload): the refreshed user gives the journal its new "today".
    await page.locator('a[href="/"]:visible').first().click();
    await page.getByRole('link', { name: 'Log Pain Level' }).click();
    await expect(page.getByRole('heading', { name: 'Where does it hurt?' })).toBeVisible();
    await expect(page.getByText(expected, { exact: true })).toBeVisible();

    await openSettings(page);
    await expect(timeZoneSelect(page)).toHaveValue('Pacific/Kiritimati');
    await expect(
      page.getByRole('button', { name: "Use this device's time zone (Europe/Berlin)" }),
    ).toBeVisible();
  });
});
