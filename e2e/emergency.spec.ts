import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, signUpViaApi, test, atOneWidth } from './support/fixtures';

interface Entry {
  kind: string;
  date: string;
  painLevel: number;
  notes: string | null;
  symptoms: string[];
}

async function serverEntries(page: Page): Promise<Entry[]> {
  const response = await page.request.get('/api/journal-entries');
  expect(response.status()).toBe(200);
  return (await response.json()) as Entry[];
}

/** Opens the quick actions menu and picks one entry. */
async function quickAction(page: Page, name: string) {
  await page.getByRole('button', { name: 'Quick actions' }).click();
  await page.getByRole('menuitem', { name }).click();
}

async function openEmergencyMode(page: Page) {
  await quickAction(page, 'Emergency Mode');
  const overlay = page.getByRole('dialog', { name: 'Emergency Pain Mode' });
  await expect(overlay).toBeVisible();
  return overlay;
}

/** The user's zone is UTC (the default); a run across midnight may see either day. */
function todayCandidates(): string[] {
  const now = Date.now();
  return [new Date(now - 60_000), new Date(now + 60_000)].map((d) => d.toISOString().slice(0, 10));
}

test.describe('emergency pain mode and quick actions', () => {
  test.beforeEach(async ({ page }) => {
    await signUpViaApi(page, { firstName: 'Ada' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Ada/ })).toBeVisible();
  });

  test('a level and an action save an emergency entry in two taps', async ({ page }) => {
    const overlay = await openEmergencyMode(page);
    await expectNoA11yViolations(page);

    await overlay.getByRole('button', { name: '8 Very Severe' }).click();
    await expect(overlay.getByRole('button', { name: '8 Very Severe' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await overlay.getByRole('button', { name: 'Take Medication' }).click();

    await expect(page.getByText('Emergency entry saved', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Your pain flare has been recorded. Take care of yourself.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(overlay).toBeHidden();
    // Focus goes back to the button that opened it.
    await expect(page.getByRole('button', { name: 'Quick actions' })).toBeFocused();

    const entries = await serverEntries(page);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry?.kind).toBe('emergency');
    expect(entry?.painLevel).toBe(8);
    expect(entry?.notes).toContain('Take Medication');
    expect(entry?.notes).toBe('Emergency log: pain 8/10 (Very Severe). Action: Take Medication.');
    expect(todayCandidates()).toContain(entry?.date);
  });

  test('Quick Save needs a level first; then it records the symptoms', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    const overlay = await openEmergencyMode(page);
    await overlay.getByRole('button', { name: 'Quick Save' }).click();
    await expect(page.getByText('Select pain level', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Please indicate your current pain level first.', { exact: true }),
    ).toBeVisible();
    await expect(overlay).toBeVisible();
    expect(await serverEntries(page)).toEqual([]);

    // An action without a level saves nothing either.
    await overlay.getByRole('button', { name: 'Call Doctor' }).click();
    await expect(overlay.getByText('Choose a level below first.')).toBeVisible();
    expect(await serverEntries(page)).toEqual([]);

    await overlay.getByRole('button', { name: '7 Severe' }).click();
    for (const symptom of ['Headache', 'Nausea', 'Fatigue']) {
      await overlay.getByRole('button', { name: symptom, exact: true }).click();
    }
    await overlay.getByRole('button', { name: 'Fatigue', exact: true }).click();
    await expect(overlay.getByRole('button', { name: 'Nausea', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(overlay.getByRole('button', { name: 'Fatigue', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await overlay.getByRole('button', { name: 'Quick Save' }).click();
    await expect(page.getByText('Emergency entry saved', { exact: true })).toBeVisible();
    await expect(overlay).toBeHidden();

    const entries = await serverEntries(page);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'emergency',
      painLevel: 7,
      symptoms: ['Nausea', 'Headache'],
      notes: 'Emergency log: pain 7/10 (Severe). Action: none. Symptoms: Nausea, Headache.',
    });
  });

  test('shows Saving... while saving, and keeps the choices when the save fails', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/journal-entries', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held;
      await route.fulfill({ status: 500, body: '{"message":"Something went wrong"}' });
    });

    const overlay = await openEmergencyMode(page);
    await overlay.getByRole('button', { name: '9 Excruciating' }).click();
    await overlay.getByRole('button', { name: 'Dizziness', exact: true }).click();
    await overlay.getByRole('button', { name: 'Rest Position' }).click();

    await expect(overlay.getByRole('status')).toHaveText('Saving...');
    await expect(overlay.getByRole('button', { name: 'Quick Save' })).toBeDisabled();
    await expect(overlay.getByRole('button', { name: 'Breathing Exercise' })).toBeDisabled();
    release();

    await expect(page.getByText('Save failed', { exact: true })).toBeVisible();
    await expect(
      page.getByText("Could not save entry. Try again when you're able.", { exact: true }),
    ).toBeVisible();
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('status')).toHaveText('');
    await expect(overlay.getByRole('button', { name: '9 Excruciating' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(overlay.getByRole('button', { name: 'Dizziness', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await serverEntries(page)).toEqual([]);

    // Once the server answers again, the same choices save.
    await page.unroute('**/api/journal-entries');
    await overlay.getByRole('button', { name: 'Rest Position' }).click();
    await expect(page.getByText('Emergency entry saved', { exact: true })).toBeVisible();
    const entries = await serverEntries(page);
    expect(entries.map((e) => [e.painLevel, e.symptoms, e.notes])).toEqual([
      [
        9,
        ['Dizziness'],
        'Emergency log: pain 9/10 (Excruciating). Action: Rest Position. Symptoms: Dizziness.',
      ],
    ]);
  });

  test('Escape and Cancel close the overlay without saving', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    let overlay = await openEmergencyMode(page);
    await overlay.getByRole('button', { name: '6 Moderate High' }).click();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();

    overlay = await openEmergencyMode(page);
    // Every opening starts afresh.
    await expect(overlay.getByRole('button', { name: '6 Moderate High' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await overlay.getByRole('button', { name: 'Cancel' }).click();
    await expect(overlay).toBeHidden();
    expect(await serverEntries(page)).toEqual([]);
  });

  test('the overlay shows the emergency resources', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    const overlay = await openEmergencyMode(page);
    await expect(overlay.getByRole('link', { name: 'Call 911' })).toHaveAttribute(
      'href',
      'tel:911',
    );
    await expect(overlay.getByRole('link', { name: 'Call 988' })).toHaveAttribute(
      'href',
      'tel:988',
    );
    const association = overlay.getByRole('link', { name: /U\.S\. Pain Foundation/ });
    await expect(association).toHaveAttribute('href', 'https://uspainfoundation.org');
    await expect(association).toHaveAttribute('target', '_blank');
    await expect(association).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('Speak instructions reads calm words slowly and softly, and stops on close', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    // A recording stand-in for the browser's voice, installed before the app loads.
    await page.addInitScript(() => {
      const log: { text: string; rate: number; volume: number }[] = [];
      const calls = { cancel: 0 };
      Object.assign(window, { __spoken: log, __speech: calls });
      Object.defineProperty(window, 'speechSynthesis', {
        configurable: true,
        value: {
          speak: (u: SpeechSynthesisUtterance) =>
            log.push({ text: u.text, rate: u.rate, volume: u.volume }),
          cancel: () => {
            calls.cancel += 1;
          },
        },
      });
    });
    await page.goto('/');
    const overlay = await openEmergencyMode(page);

    // With no action chosen, general grounding words.
    await overlay.getByRole('button', { name: 'Speak instructions' }).click();
    await expect(overlay.getByRole('button', { name: 'Stop speaking' })).toBeVisible();
    const grounding = await page.evaluate(
      () => (window as unknown as { __spoken: { text: string }[] }).__spoken,
    );
    expect(grounding[0]?.text).toBe('You are doing the right thing by looking after yourself.');
    await overlay.getByRole('button', { name: 'Stop speaking' }).click();

    // After choosing Breathing Exercise (no level yet, so nothing is saved), breathing counts.
    await overlay.getByRole('button', { name: 'Breathing Exercise' }).click();
    await expect(overlay.getByText('Breathe in slowly for four counts.')).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { __spoken: unknown[] }).__spoken.length = 0;
    });
    await overlay.getByRole('button', { name: 'Speak instructions' }).click();
    const spoken = await page.evaluate(
      () =>
        (window as unknown as { __spoken: { text: string; rate: number; volume: number }[] })
          .__spoken,
    );
    expect(spoken[0]?.text).toBe('Breathe in slowly for four counts.');
    // The browser keeps rate and volume as 32-bit floats.
    expect(spoken.length).toBeGreaterThan(3);
    for (const utterance of spoken) {
      expect(utterance.rate).toBeCloseTo(0.8, 5);
      expect(utterance.volume).toBeCloseTo(0.7, 5);
    }

    const cancelsBefore = await page.evaluate(
      () => (window as unknown as { __speech: { cancel: number } }).__speech.cancel,
    );
    // From the keyboard: the "pain level first" toast of the step before can sit over the
    // button on a slow run, and a pointer resting on a toast keeps it open.
    await overlay.getByRole('button', { name: 'Cancel' }).press('Enter');
    await expect(overlay).toBeHidden();
    const cancelsAfter = await page.evaluate(
      () => (window as unknown as { __speech: { cancel: number } }).__speech.cancel,
    );
    expect(cancelsAfter).toBeGreaterThan(cancelsBefore);
    expect(await serverEntries(page)).toEqual([]);
  });

  test('without speech there is no Speak instructions button', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'speechSynthesis');
      Reflect.deleteProperty(Window.prototype, 'speechSynthesis');
    });
    await page.goto('/');
    const overlay = await openEmergencyMode(page);
    await expect(overlay.getByRole('button', { name: '8 Very Severe' })).toBeVisible();
    await expect(overlay.getByRole('button', { name: 'Speak instructions' })).toHaveCount(0);
    // The words are still there to read.
    await expect(overlay.getByRole('heading', { name: 'Calm instructions' })).toBeVisible();
  });

  test('Quick Pain Entry logs the level chosen with the arrow keys', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await quickAction(page, 'Quick Pain Entry');
    const dialog = page.getByRole('dialog', { name: 'Quick Pain Entry' });
    await expect(dialog).toBeVisible();
    const slider = dialog.getByRole('slider', { name: 'Pain level' });
    await expect(slider).toHaveAttribute('aria-valuenow', '5');
    await expect(slider).toHaveAttribute('aria-valuetext', '5, Moderate');
    await expectNoA11yViolations(page);

    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', '7');
    await expect(slider).toHaveAttribute('aria-valuetext', '7, Severe');
    await dialog.getByRole('button', { name: 'Log Pain' }).click();

    await expect(page.getByText('Pain level logged', { exact: true })).toBeVisible();
    await expect(page.getByText('Pain 7/10 recorded.', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const entries = await serverEntries(page);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'quick', painLevel: 7, notes: 'Quick pain entry' });
    expect(todayCandidates()).toContain(entries[0]?.date);

    // Opened again, the slider is back at 5.
    await quickAction(page, 'Quick Pain Entry');
    await expect(dialog.getByRole('slider', { name: 'Pain level' })).toHaveAttribute(
      'aria-valuenow',
      '5',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await serverEntries(page)).toHaveLength(1);
  });

  test('a failed quick pain log says so and keeps the dialog open', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await page.route('**/api/journal-entries', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, body: '{"message":"Something went wrong"}' })
        : route.fallback(),
    );
    await quickAction(page, 'Quick Pain Entry');
    const dialog = page.getByRole('dialog', { name: 'Quick Pain Entry' });
    await dialog.getByRole('button', { name: 'Log Pain' }).click();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Failed to log pain level. Please try again.', { exact: true }),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await serverEntries(page)).toEqual([]);
  });

  test('Log Medication records a dose, adding the medication when it is new', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await quickAction(page, 'Log Medication');
    const dialog = page.getByRole('dialog', { name: 'Log Medication' });
    await dialog.getByRole('button', { name: 'Add Medication' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a medication name.');
    const before = await (await page.request.get('/api/medications/detailed')).json();
    expect(before).toEqual([]);

    await dialog.getByLabel('Medication Name').fill('Ibuprofen');
    await dialog.getByLabel('Dosage').fill('200 mg');
    await dialog.getByLabel('Time').fill('07:30');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Add Medication' }).click();
    await expect(page.getByText('Medication logged', { exact: true }).first()).toBeVisible();
    await expect(dialog).toBeHidden();

    const [medication] = await (await page.request.get('/api/medications/detailed')).json();
    expect(medication).toMatchObject({
      name: 'Ibuprofen',
      dosage: '200 mg',
      frequency: 'as-needed',
    });
    expect(medication.recentLogs).toHaveLength(1);
    expect(medication.recentLogs[0].takenAt).toMatch(/T07:30:00/);
  });

  test('Emergency Resources shows 911 and 988, and Close closes it', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await page.getByRole('button', { name: 'Quick actions' }).click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Emergency Mode',
      'Quick Pain Entry',
      'Log Medication',
      'Emergency Resources',
      'Export Data',
    ]);
    await expectNoA11yViolations(page);
    await page.getByRole('menuitem', { name: 'Emergency Resources' }).click();

    const dialog = page.getByRole('dialog', { name: 'Emergency Resources' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Emergency: call 911')).toBeVisible();
    await expect(dialog.getByText('Crisis line: call or text 988')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    await expect(dialog.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(dialog.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    await expect(dialog.getByRole('link', { name: /U\.S\. Pain Foundation/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expectNoA11yViolations(page);

    // The dialog's own Close button (the corner X is also named Close and comes after it).
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Quick actions' })).toBeFocused();

    // The menu opens again from the same button.
    await quickAction(page, 'Emergency Mode');
    await expect(page.getByRole('dialog', { name: 'Emergency Pain Mode' })).toBeVisible();
  });

  test('the button sits clear of the bottom bar on phones and in the corner on desktop', async ({
    page,
  }, testInfo) => {
    const fab = await page.getByRole('button', { name: 'Quick actions' }).boundingBox();
    const viewport = page.viewportSize();
    expect(fab && viewport).not.toBeNull();
    if (!fab || !viewport) return;
    expect(fab.width).toBeGreaterThanOrEqual(44);
    expect(viewport.width - (fab.x + fab.width)).toBeLessThanOrEqual(40);
    if (testInfo.project.name === 'mobile') {
      const bar = await page.getByRole('navigation', { name: 'Mobile' }).boundingBox();
      expect(bar).not.toBeNull();
      if (bar) expect(fab.y + fab.height).toBeLessThanOrEqual(bar.y - 4);
    } else {
      expect(viewport.height - (fab.y + fab.height)).toBeLessThanOrEqual(40);
    }
  });
});
