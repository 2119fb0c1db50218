import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, signUpViaApi, test, utcDate } from './support/fixtures';

/** The server's weather comes from the fake Open-Meteo that e2e/support/serve.mjs starts. */
const weatherCard = (page: Page) => page.getByTestId('weather-card');

test.describe('weather', () => {
  test('a place is chosen by name, past entries get their weather, and it can be removed', async ({
    page,
  }) => {
    test.slow(); // a backfill and two axe runs; on two busy cores it reached the 30 s limit
    await signUpViaApi(page);
    const old = await page.request.post('/api/journal-entries', {
      data: { date: utcDate(-30), painLevel: 5 },
    });
    expect(old.status()).toBe(201);
    await page.goto('/settings');
    const card = weatherCard(page);
    await expect(card.getByText('Weather is off: no place is chosen.')).toBeVisible();
    await expect(
      card.getByText(/Only the place's coordinates are sent to Open-Meteo/),
    ).toBeVisible();

    await card.getByLabel('Search for a place').fill('Madrid');
    await card.getByRole('button', { name: 'Search', exact: true }).click();
    const results = card.getByRole('list', { name: 'Places found' });
    await expect(results.getByRole('button')).toHaveCount(2);
    await expectNoA11yViolations(page);
    await results.getByRole('button', { name: /Madrid, Community of Madrid, Spain/ }).click();
    await expect(card.getByText('40.4165° N, 3.7026° W')).toBeVisible();

    await card.getByRole('button', { name: 'Fill in weather for past entries' }).click();
    await expect(
      card.getByText('Filled 1 entry. Every past entry has its weather now.'),
    ).toBeVisible();
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const entry = await (await page.request.get(`/api/journal-entries/${utcDate(-30)}`)).json();
    expect(entry.pressure).toEqual(expect.any(Number));
    expect(entry.weatherData).toMatchObject({ source: 'archive' });

    // A click, not check(): the radio follows the saved settings, which take the change a
    // moment after the click (the cache's optimistic update), so its state is waited for.
    await card.getByRole('radio', { name: 'Fahrenheit (°F)' }).click();
    await expect(card.getByRole('radio', { name: 'Fahrenheit (°F)' })).toBeChecked();

    await page.request.put('/api/settings', { data: { theme: 'dark' } });
    await page.goto('/settings');
    await expect(
      weatherCard(page).getByText('Madrid, Community of Madrid, Spain', { exact: true }),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await weatherCard(page)
      .getByRole('button', { name: /Remove weather place/ })
      .click();
    await expect(weatherCard(page).getByText('Weather is off: no place is chosen.')).toBeVisible();
  });

  test("the journal shows the day's weather in the chosen unit", async ({ page }) => {
    await signUpViaApi(page);
    await page.request.put('/api/settings', {
      data: {
        temperatureUnit: 'fahrenheit',
        weatherLocation: { name: 'London', latitude: 51.5085, longitude: -0.1257 },
      },
    });
    await page.request.post('/api/journal-entries', { data: { painLevel: 4 } });
    // The weather is filled in just after the save.
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`/api/journal-entries/${utcDate(0)}`)).json()).pressure,
      )
      .toEqual(expect.any(Number));
    await page.goto('/journal');
    await expect(page.getByText(/^Weather: -?\d+ °F · /)).toBeVisible();
  });
});
