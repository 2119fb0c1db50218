import type { Page } from '@playwright/test';
import { PEG_QUESTIONS } from '../src/core/peg';
import { atOneWidth, expect, expectNoA11yViolations, signUpViaApi, test } from './support/fixtures';

const question = (page: Page, index: number) =>
  page.getByRole('radiogroup', { name: `${index + 1}. ${PEG_QUESTIONS[index]!.question}` });

async function answer(page: Page, answers: [number, number, number]) {
  for (const [index, value] of answers.entries()) {
    await question(page, index)
      .getByRole('radio', { name: new RegExp(`^${value}\\b`) })
      .click();
  }
  await page.getByRole('button', { name: 'Save' }).click();
}

test.describe('the weekly PEG check-in', () => {
  test('from the dashboard card: three answers, the score, and the trend and report that show it', async ({
    page,
  }, testInfo) => {
    atOneWidth(testInfo);
    await signUpViaApi(page);
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Weekly check-in' });
    await card.getByRole('link', { name: "Answer this week's questions" }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly check-in' })).toBeVisible();
    await expect(question(page, 0).getByRole('radio')).toHaveCount(11);
    await expectNoA11yViolations(page);

    // Save with a question open points at it and sends nothing.
    await question(page, 0).getByRole('radio', { name: /^6\b/ }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Answer all three questions to save.')).toBeVisible();

    await answer(page, [6, 5, 6]);
    await expect(page.getByTestId('peg-score')).toHaveText(
      'PEG score 5.7 of 10: the mean of your three answers',
    );
    const stored = await (await page.request.get('/api/peg-checkins')).json();
    expect(stored).toMatchObject([{ pain: 6, enjoyment: 5, activity: 6, score: 5.7 }]);

    // The dashboard now says this week is done.
    await page.goto('/');
    await expect(card.getByText("This week's PEG score: 5.7")).toBeVisible();

    // Analytics counts the weeks it rests on, and asks for a second before drawing a line.
    await page.goto('/analytics');
    await expect(
      page.getByText('The trend appears after 2 weekly check-ins. You have answered 1 so far.'),
    ).toBeVisible();
  });
});
