import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, signUpViaApi, test, atOneWidth } from './support/fixtures';

interface StoredSession {
  exerciseId: string;
  date: string;
  durationSeconds: number;
}

async function storedSessions(page: Page): Promise<StoredSession[]> {
  const response = await page.request.get('/api/exercise-sessions');
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredSession[];
}

async function logPain(page: Page, painLevel: number) {
  const response = await page.request.post('/api/journal-entries', { data: { painLevel } });
  expect([200, 201]).toContain(response.status());
}

async function openWellness(page: Page) {
  await page.goto('/wellness');
  await expect(page.getByRole('heading', { level: 1, name: 'Wellness & Recovery' })).toBeVisible();
  await expect(page.getByTestId('wellness-page')).toBeVisible();
}

/** The figures shown once the user's sessions have loaded. */
async function expectStats(page: Page, sessions: string, streak: string, today: string) {
  await expect(page.getByRole('group', { name: 'Sessions completed' })).toContainText(sessions);
  await expect(page.getByRole('group', { name: 'Practice streak' })).toContainText(streak);
  await expect(page.getByText(today, { exact: true })).toBeVisible();
}

/**
 * Stands in for the browser's voice: records what would be read and lets the test end the
 * current line. Headless Chromium has no voices, so real speech would never finish.
 */
async function fakeSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: Array<{ text: string; rate: number; volume: number }> = [];
    let queue: SpeechSynthesisUtterance[] = [];
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        speak(utterance: SpeechSynthesisUtterance) {
          // The browser stores rate and volume as 32-bit floats: 0.8 reads back as 0.800000011.
          const round = (value: number) => Math.round(value * 100) / 100;
          spoken.push({
            text: utterance.text,
            rate: round(utterance.rate),
            volume: round(utterance.volume),
          });
          queue.push(utterance);
        },
        cancel() {
          queue = [];
        },
      },
    });
    Object.assign(window, {
      __spoken: spoken,
      // Ends every queued sentence of the line being read.
      __finishLine() {
        const ending = queue;
        queue = [];
        for (const utterance of ending) utterance.onend?.(new Event('end') as SpeechSynthesisEvent);
      },
    });
  });
}

test.describe('wellness and recovery', () => {
  test('practice figures come from stored sessions', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await openWellness(page);
    await expectStats(page, '0', '0 days', '0 completed today');
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect(page.getByText('No exercises completed yet.', { exact: true })).toBeVisible();

    const created = await page.request.post('/api/exercise-sessions', {
      data: { exerciseId: 'body-scan', durationSeconds: 900 },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    await expectStats(page, '1', '1 day', '1 completed today');

    await page.getByRole('tab', { name: 'Completed' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Completed' });
    await expect(panel.getByTestId('exercise-card')).toHaveCount(1);
    const card = panel.getByRole('group', { name: 'Body Scan Meditation' });
    await expect(card).toContainText('Completed once');
    await expect(card.getByRole('button', { name: /^Practice Again/ })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('recommendations follow the latest pain level', async ({ page }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await openWellness(page);
    const recommended = page.getByRole('tabpanel', { name: 'Recommended' });
    const grounding = recommended.getByRole('group', { name: '5-4-3-2-1 Grounding' });
    const relaxation = recommended.getByRole('group', { name: 'Progressive Muscle Relaxation' });
    // No entry yet: a middle pain level (5) suits neither of the two.
    await expect(recommended).toContainText('(5/10)');
    await expect(recommended.getByTestId('exercise-card')).toHaveCount(4);
    await expect(grounding).toHaveCount(0);
    await expect(relaxation).toHaveCount(0);

    await logPain(page, 8);
    await page.reload();
    await expect(recommended).toContainText('current pain level of 8/10');
    await expect(grounding).toBeVisible();
    await expect(relaxation).toHaveCount(0);

    // Saving today's journal again updates it, so its pain is now the latest.
    await logPain(page, 2);
    await page.reload();
    await expect(recommended).toContainText('current pain level of 2/10');
    await expect(relaxation).toBeVisible();
    await expect(grounding).toHaveCount(0);

    await page.getByRole('tab', { name: 'All Exercises' }).click();
    await expect(
      page.getByRole('tabpanel', { name: 'All Exercises' }).getByTestId('exercise-card'),
    ).toHaveCount(6);
  });

  test('an exercise steps within bounds, counts down and completes itself at zero', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await page.clock.install();
    await signUpViaApi(page);
    await openWellness(page);
    await page.getByRole('button', { name: 'Start Exercise: Box Breathing' }).click();

    const player = page.getByTestId('exercise-player');
    await expect(player.getByRole('heading', { name: 'Box Breathing' })).toBeFocused();
    const timer = player.getByRole('timer');
    const counter = player.getByTestId('step-counter');
    const previous = player.getByRole('button', { name: 'Previous' });
    const next = player.getByRole('button', { name: 'Next' });
    await expect(timer).toHaveText('05:00');
    await expect(counter).toHaveText('Step 1 of 8');
    await expectNoA11yViolations(page);

    // Previous does nothing on the first step; Next stops at the last.
    await expect(previous).toBeDisabled();
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect(counter).toHaveText('Step 1 of 8');
    for (let step = 2; step <= 8; step += 1) {
      await next.click();
      await expect(counter).toHaveText(`Step ${step} of 8`);
    }
    await expect(next).toBeDisabled();
    await page.keyboard.press('Enter');
    await expect(counter).toHaveText('Step 8 of 8');
    await expect(player.getByTestId('current-step')).toContainText('let your breathing find');
    await expect(player.getByRole('status')).toContainText('Step 8 of 8');

    // Start ticks once a second; Pause holds; Reset goes back to step 1 and the full time.
    await player.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(3000);
    // The fake clock also moves with real time, so a busy machine may show a second more.
    await expect(timer).toHaveText(/^04:5[5-7]$/);
    await player.getByRole('button', { name: 'Pause' }).click();
    const paused = await timer.textContent();
    await page.clock.runFor(10_000);
    await expect(timer).toHaveText(paused ?? '');
    await player.getByRole('button', { name: 'Reset' }).click();
    await expect(timer).toHaveText('05:00');
    await expect(counter).toHaveText('Step 1 of 8');
    await expect(player.getByRole('button', { name: 'Start' })).toBeVisible();

    await player.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(5 * 60 * 1000);

    await expect(page.getByText('Exercise completed!', { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        "Great job completing Box Breathing. You're building valuable coping skills.",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(player).toBeHidden();
    const again = page.getByRole('button', { name: 'Practice Again: Box Breathing' });
    await expect(again).toBeFocused();
    await expectStats(page, '1', '1 day', '1 completed today');

    const sessions = await storedSessions(page);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.exerciseId).toBe('box-breathing');
    // Five full minutes plus the few seconds run before the reset.
    expect(sessions[0]?.durationSeconds).toBeGreaterThanOrEqual(303);
    expect(sessions[0]?.durationSeconds).toBeLessThan(320);

    // Complete by hand: one more session, and Close leaves without storing anything.
    await again.click();
    await player.getByRole('button', { name: 'Complete' }).click();
    await expect(player).toBeHidden();
    await expectStats(page, '2', '1 day', '2 completed today');
    await page.getByRole('button', { name: 'Practice Again: Box Breathing' }).click();
    await player.getByRole('button', { name: 'Close' }).click();
    await expect(player).toBeHidden();
    expect(await storedSessions(page)).toHaveLength(2);
  });

  test('an education article opens in a dialog and closes back to its card', async ({ page }) => {
    await signUpViaApi(page);
    await openWellness(page);
    await page.getByRole('tab', { name: 'Resources' }).click();

    const cards = page.getByTestId('article-card');
    await expect(cards).toHaveCount(4);
    for (const [index, minutes] of [10, 8, 12, 15].entries()) {
      await expect(cards.nth(index)).toContainText(`${minutes} min read`);
    }

    const open = page.getByRole('button', { name: /^Read article: Pacing/ });
    await open.click();
    const dialog = page.getByRole('dialog', { name: /Pacing: Doing More Without Paying/ });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('12 min read');
    await expect(dialog.getByRole('heading', { name: 'Step 1: Find your baseline' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('audio sessions read each line aloud slowly, with pause, resume and stop', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await fakeSpeech(page);
    await signUpViaApi(page);
    await openWellness(page);
    await page.getByRole('tab', { name: 'Audio Sessions' }).click();

    const session = page.getByRole('group', { name: 'Box Breathing' });
    await session.getByRole('button', { name: 'Play: Box Breathing' }).click();
    const lines = session.getByRole('list', { name: 'Box Breathing script' }).getByRole('listitem');
    await expect(lines).toHaveCount(11);
    await expect(lines.nth(0)).toHaveAttribute('aria-current', 'true');
    const spoken = () =>
      page.evaluate(
        () =>
          (window as unknown as { __spoken: { text: string; rate: number; volume: number }[] })
            .__spoken,
      );
    expect(await spoken()).toEqual([
      { text: 'Welcome.', rate: 0.8, volume: 0.7 },
      {
        text: 'Find a position that feels as comfortable as possible for your body right now.',
        rate: 0.8,
        volume: 0.7,
      },
    ]);

    await page.evaluate(() => (window as unknown as { __finishLine(): void }).__finishLine());
    await expect(lines.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(lines.nth(0)).not.toHaveAttribute('aria-current', 'true');

    await session.getByRole('button', { name: 'Pause: Box Breathing' }).click();
    await expect(session.getByRole('status')).toHaveText('Paused at line 2 of 11');
    await expect(session.getByRole('button', { name: 'Resume: Box Breathing' })).toBeFocused();
    await session.getByRole('button', { name: 'Resume: Box Breathing' }).click();
    await expect(session.getByRole('status')).toHaveText('Playing');
    expect((await spoken()).at(-1)?.text).toBe(
      'Let your shoulders soften, and gently breathe all the air out.',
    );
    await expectNoA11yViolations(page);

    await session.getByRole('button', { name: 'Stop: Box Breathing' }).click();
    await expect(lines).toHaveCount(0);
    await expect(session.getByRole('button', { name: 'Play: Box Breathing' })).toBeFocused();
  });

  test('without speech synthesis the page explains why nothing can be read aloud', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'speechSynthesis');
      Reflect.deleteProperty(window, 'SpeechSynthesisUtterance');
    });
    await signUpViaApi(page);
    await openWellness(page);
    await page.getByRole('tab', { name: 'Audio Sessions' }).click();
    await expect(page.getByText(/This browser cannot read text aloud/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play: Body Scan Meditation' })).toBeDisabled();

    await page.getByRole('tab', { name: 'CBT Exercises' }).click();
    await page.getByRole('button', { name: 'Start Exercise: Body Scan Meditation' }).click();
    const player = page.getByTestId('exercise-player');
    await expect(
      player.getByText('Reading steps aloud is not available in this browser.'),
    ).toBeVisible();
    await expect(player.getByRole('button', { name: 'Read step aloud' })).toHaveCount(0);
  });
});
