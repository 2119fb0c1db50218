import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, signUpViaApi, test, atOneWidth } from './support/fixtures';

async function openTracker(page: Page) {
  await page.goto('/medications');
  await expect(page.getByRole('heading', { level: 1, name: 'Medication Tracker' })).toBeVisible();
  await expect(page.getByTestId('medication-tracker')).toBeVisible();
}

test.describe('medication tracker', () => {
  test('add a medication, take and skip doses, stop, restart and delete it', async ({ page }) => {
    await signUpViaApi(page);
    await openTracker(page);

    await page.getByRole('button', { name: 'Add Medication', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add New Medication' });
    await add.getByLabel('Name').fill('Gabapentin');
    await add.getByLabel('Dosage').fill('300 mg');
    await add.getByLabel('Frequency').selectOption('three-times-daily');
    const times = add.locator('input[type="time"]');
    await expect(times).toHaveCount(3);
    await expect(times.nth(0)).toHaveValue('08:00');
    await expect(times.nth(1)).toHaveValue('14:00');
    await expect(times.nth(2)).toHaveValue('20:00');
    await add.getByLabel('Purposes (comma-separated)').fill('Nerve pain, sleep, , mood, calm');
    await add.getByRole('button', { name: 'Add Medication' }).click();
    await expect(page.getByText('Medication added', { exact: true })).toBeVisible();
    await expect(add).toBeHidden();

    const items = page.getByTestId('schedule-item');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('08:00');
    await expect(items.nth(1)).toContainText('14:00');
    await expect(items.nth(2)).toContainText('20:00');
    await expect(items.nth(0)).toContainText('300 mg');

    const card = page.getByRole('group', { name: 'Gabapentin' });
    await expect(card).toContainText('300 mg · Three times daily');
    await expect(card).toContainText('Prescription');
    await expect(card).toContainText('+1');
    await expect(card.getByText('Avg. effectiveness').locator('..')).toContainText('—');

    await items
      .nth(0)
      .getByRole('button', { name: /Mark as Taken/ })
      .click();
    await expect(page.getByText('Dose logged', { exact: true })).toBeVisible();
    await expect(
      page.getByTestId('schedule-item').filter({ has: page.getByText('Taken', { exact: true }) }),
    ).toHaveCount(1);
    await expect(card.getByText('Avg. effectiveness').locator('..')).toContainText('7/10');
    await expect(card.getByText('Adherence (30 days)').locator('..')).toContainText(/\d+%/);

    await card.getByRole('button', { name: 'Log dose' }).click();
    const log = page.getByRole('dialog', { name: 'Log Gabapentin' });
    const took = log.getByRole('switch', { name: 'I took this medication' });
    await expect(took).toHaveAttribute('aria-checked', 'true');
    await expect(log.getByRole('slider', { name: 'Effectiveness' })).toHaveAttribute(
      'aria-valuenow',
      '7',
    );
    await took.click();
    await log.getByLabel('Reason for skipping').fill('Felt dizzy');
    await log.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Dose logged', { exact: true })).toBeVisible();
    await expect(log).toBeHidden();
    await expect(card).toContainText('Skipped');

    await card.getByRole('button', { name: 'Stop' }).click();
    await expect(card).toContainText('Stopped');
    await expect(page.getByText('No medications scheduled for today')).toBeVisible();
    await card.getByRole('button', { name: 'Restart' }).click();
    await expect(card).toContainText('Active');
    await expect(page.getByTestId('schedule-item')).toHaveCount(3);

    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Gabapentin?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: 'No Medications Yet' })).toBeVisible();
  });

  test('edit a medication: the form starts from what is stored and saves every change', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    const created = await page.request.post('/api/medications', {
      data: {
        name: 'Naproxen',
        dosage: '250 mg',
        frequency: 'twice-daily',
        notes: 'With food',
        purposes: ['Back pain'],
      },
    });
    expect(created.status()).toBe(201);
    await openTracker(page);

    const card = page.getByRole('group', { name: 'Naproxen' });
    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Naproxen' });
    await expect(edit.getByLabel('Dosage')).toHaveValue('250 mg');
    await expect(edit.getByLabel('Notes')).toHaveValue('With food');
    await expect(edit.getByLabel('Purposes (comma-separated)')).toHaveValue('Back pain');
    const times = edit.locator('input[type="time"]');
    await expect(times).toHaveCount(2);
    await expect(times.nth(1)).toHaveValue('20:00');

    const reminders = edit.getByRole('switch', { name: 'Dose reminders' });
    await expect(reminders).toBeChecked();

    await edit.getByLabel('Dosage').fill('500 mg');
    await times.nth(1).fill('21:30');
    await edit.getByLabel('Notes').fill('');
    await reminders.click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Medication updated', { exact: true })).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(card).toContainText('500 mg · Twice daily');
    await expect(page.getByTestId('schedule-item').nth(1)).toContainText('21:30');

    const stored = (await (await page.request.get('/api/medications/detailed')).json()) as Array<{
      dosage: string;
      notes: string | null;
      schedule: Array<{ timeOfDay: string }>;
      reminderEnabled: boolean;
    }>;
    expect(stored).toHaveLength(1);
    expect(stored[0]!.dosage).toBe('500 mg');
    expect(stored[0]!.reminderEnabled).toBe(false);
    expect(stored[0]!.notes).toBeNull();
    expect(stored[0]!.schedule.map((slot) => slot.timeOfDay)).toEqual(['08:00', '21:30']);
  });

  test('a new user sees the empty state, and the dialogs are accessible', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await openTracker(page);
    await expect(page.getByRole('heading', { name: 'No Medications Yet' })).toBeVisible();
    await expect(page.getByText('No medications scheduled for today')).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Add Your First Medication' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Medication' });
    await expect(add).toBeVisible();
    await expectNoA11yViolations(page);
    // Required fields left empty: nothing is sent and the dialog stays open.
    await add.getByRole('button', { name: 'Add Medication' }).click();
    await expect(add).toBeVisible();
    await page.keyboard.press('Escape');

    const created = await page.request.post('/api/medications', {
      data: { name: 'Ibuprofen', dosage: '200 mg', frequency: 'as-needed' },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    const card = page.getByRole('group', { name: 'Ibuprofen' });
    await card.getByRole('button', { name: 'Log dose' }).click();
    await expect(page.getByRole('dialog', { name: 'Log Ibuprofen' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
