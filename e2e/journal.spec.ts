import type { Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  signUpViaApi,
  test,
  utcDate,
  atOneWidth,
} from './support/fixtures';

const today = () => utcDate(0);

async function serverEntry(page: Page) {
  const response = await page.request.get(`/api/journal-entries/${today()}`);
  expect(response.status()).toBe(200);
  return response.json();
}

async function openJournal(page: Page) {
  await page.goto('/journal');
  await expect(page.getByRole('heading', { name: "Today's Goals" })).toBeVisible();
}

async function setSlider(page: Page, name: string, presses: number, key = 'ArrowRight') {
  const slider = page.getByRole('slider', { name, exact: true });
  await slider.focus();
  for (let i = 0; i < presses; i += 1) await page.keyboard.press(key);
  return slider;
}

test.describe('daily journal', () => {
  test('write today’s entry, walk away, and find it saved', async ({ page }) => {
    await signUpViaApi(page);
    await openJournal(page);
    await expect(page.getByTestId('journal-save-status')).toHaveText(
      'Your entry saves itself as you go',
    );

    const pain = await setSlider(page, 'Pain level', 6);
    await expect(pain).toHaveAttribute('aria-valuetext', '6, Moderate');
    await expect(page.getByRole('region', { name: 'Pain level' })).toContainText('Moderate');
    const mood = await setSlider(page, 'Mood', 1, 'ArrowLeft');
    await expect(mood).toHaveAttribute('aria-valuetext', '2, Low');

    await page.getByRole('button', { name: 'Left Knee', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Add Pain to Left Knee' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Pain Location' }).click();
    await expect(page.getByRole('button', { name: 'Left Knee, pain 5 of 10' })).toBeVisible();

    await page
      .getByRole('textbox', { name: 'Daily Journal' })
      .fill('Stairs were hard this morning.');
    const tagInput = page.getByRole('textbox', { name: 'Add tags' });
    await tagInput.fill('  flare ');
    await tagInput.press('Enter');
    await tagInput.fill('rain');
    await page.getByRole('button', { name: 'Add tags' }).click();
    await tagInput.fill('FLARE');
    await tagInput.press('Enter');
    await tagInput.fill('   ');
    await tagInput.press('Enter');
    await expect(page.getByRole('list', { name: 'Chosen tags' }).getByRole('button')).toHaveText([
      'flare',
      'rain',
    ]);

    await expect(page.getByTestId('journal-save-status')).toHaveText('Entry auto-saved', {
      timeout: 15_000,
    });
    await expect(page.getByText('Entry saved', { exact: true }).first()).toBeVisible();
    await expectNoA11yViolations(page);

    const saved = await serverEntry(page);
    expect(saved).toMatchObject({
      kind: 'journal',
      date: today(),
      painLevel: 6,
      moodLevel: 2,
      journalEntry: 'Stairs were hard this morning.',
      customTags: ['flare', 'rain'],
      painLocations: [{ bodyPart: 'leftKnee', intensity: 5, x: 0, y: 0 }],
      stressLevel: null,
      sleepHours: null,
    });

    // Clicking a tag removes it, and that is saved too.
    await page.getByRole('button', { name: 'Remove rain' }).click();
    await expect(page.getByTestId('journal-save-status')).toHaveText('Entry auto-saved', {
      timeout: 15_000,
    });
    await expect.poll(async () => (await serverEntry(page)).customTags).toEqual(['flare']);

    await page.reload();
    await expect(page.getByRole('slider', { name: 'Pain level' })).toHaveAttribute(
      'aria-valuetext',
      '6, Moderate',
    );
    await expect(page.getByRole('textbox', { name: 'Daily Journal' })).toHaveValue(
      'Stairs were hard this morning.',
    );
    await expect(page.getByRole('button', { name: 'Remove flare' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Left Knee, pain 5 of 10' })).toBeVisible();
    // Loading the day is not a change: nothing is saved again.
    await expect(page.getByTestId('journal-save-status')).toHaveText('Entry auto-saved');
    const entries = await (await page.request.get('/api/journal-entries')).json();
    expect(entries).toHaveLength(1);
  });

  test('typing on while a save is on its way loses nothing', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await openJournal(page);
    let releaseFirstSave!: () => void;
    const held = new Promise<void>((resolve) => (releaseFirstSave = resolve));
    await page.route('**/api/journal-entries', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const text = page.getByRole('textbox', { name: 'Daily Journal' });
    await text.fill('First thoughts.');
    await expect(page.getByTestId('journal-save-status')).toHaveText('Saving...', {
      timeout: 10_000,
    });
    await text.press('End');
    await text.pressSequentially(' And more, typed during the save.');
    releaseFirstSave();
    await expect(page.getByTestId('journal-save-status')).toHaveText('Entry auto-saved', {
      timeout: 15_000,
    });
    await expect
      .poll(async () => (await serverEntry(page)).journalEntry, { timeout: 15_000 })
      .toBe('First thoughts. And more, typed during the save.');
    await expect(text).toHaveValue('First thoughts. And more, typed during the save.');
  });

  test('body chart: add, replace, remove and clear, by mouse and keyboard', async ({ page }) => {
    await signUpViaApi(page);
    await openJournal(page);
    await page.getByRole('button', { name: 'Left Knee', exact: true }).click();
    const intensity = page.getByRole('slider', { name: 'Pain intensity' });
    await expect(intensity).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(intensity).toHaveAttribute('aria-valuetext', '7, Severe');
    await page.getByRole('button', { name: 'Add Pain Location' }).click();
    await expect(page.getByRole('button', { name: 'Left Knee, pain 7 of 10' })).toBeFocused();

    // Choosing the part again starts at its intensity; Add replaces it.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Add Pain to Left Knee' })).toBeVisible();
    await expect(intensity).toHaveAttribute('aria-valuetext', '7, Severe');
    // The key goes where the focus is: wait for the slider to have it, as a person would.
    await expect(intensity).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(intensity).toHaveAttribute('aria-valuetext', '8, Very severe');
    await page.getByRole('button', { name: 'Add Pain Location' }).click();
    await expect(page.getByRole('button', { name: 'Remove Left Knee' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Left Knee, pain 8 of 10' })).toBeVisible();

    // The back view, by keyboard only.
    await page.getByRole('tab', { name: 'Front' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Back' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Lower Back', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('heading', { name: 'Add Pain to Lower Back' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Add Pain to Lower Back' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Lower Back', exact: true }).click();
    await page.getByRole('button', { name: 'Add Pain Location' }).click();

    await page.getByRole('button', { name: 'Remove Left Knee' }).click();
    await expect(page.getByRole('button', { name: 'Remove Left Knee' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove Lower Back' })).toBeVisible();
    await expect
      .poll(async () => (await serverEntry(page))?.painLocations, { timeout: 15_000 })
      .toEqual([{ bodyPart: 'lowerBack', intensity: 5, x: 0, y: 0 }]);

    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByText('Tap where it hurts to add a location.')).toBeVisible();
    await expect
      .poll(async () => (await serverEntry(page)).painLocations, { timeout: 15_000 })
      .toEqual([]);
    await expectNoA11yViolations(page);
  });

  test('reflection, details, and the voice and photo buttons', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await openJournal(page);
    // Recording and attaching are in e2e/media.spec.ts; here the buttons and how to use them.
    await expect(page.getByRole('button', { name: 'Record a voice note' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Attach a photo' })).toBeVisible();
    await expect(page.getByText('Hold the microphone to speak a note')).toBeVisible();

    await expect(page.getByLabel('Your response')).toHaveCount(0);
    const prompt = await page
      .getByRole('region', { name: 'Reflection Prompt' })
      .locator('p')
      .first()
      .textContent();
    await page.getByRole('button', { name: 'Write a response' }).click();
    await page.getByLabel('Your response').fill('A warm bath.');

    await page.getByRole('button', { name: 'Add details' }).click();
    await page.getByLabel('Hours slept').fill('7.5');
    await setSlider(page, 'Stress level', 2);
    await page.getByRole('button', { name: 'Fatigue' }).click();
    await page.getByRole('button', { name: 'Walking' }).click();

    await expect
      .poll(async () => serverEntry(page), { timeout: 15_000 })
      .toMatchObject({
        promptResponse: 'A warm bath.',
        dailyPrompt: prompt,
        sleepHours: 7.5,
        stressLevel: 7,
        energyLevel: null,
        symptoms: ['Fatigue'],
        activities: ['Walking'],
      });
    await expectNoA11yViolations(page);
  });

  test('the sidebar’s This Week card shows the saved entry', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the sidebar is a desktop element');
    await signUpViaApi(page);
    await openJournal(page);
    const week = page.getByRole('complementary').or(page.locator('aside')).first();
    await expect(week.getByText('N/A').first()).toBeVisible();
    await setSlider(page, 'Pain level', 4);
    await expect(page.getByTestId('journal-save-status')).toHaveText('Entry auto-saved', {
      timeout: 15_000,
    });
    const weekday = new Date(`${today()}T00:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      timeZone: 'UTC',
    });
    const card = page.locator('dl').filter({ hasText: 'Average pain' });
    await expect(card).toContainText('4.0');
    await expect(card).toContainText(weekday);
  });
});
