import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@core/calendar';
import type { PredictionsResponse } from '@core/prediction/api';
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../../test-support/fake-open-meteo';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import type { Person } from '../analysis/test-fixture';

/** The real app with weather from the fake Open-Meteo: the forecast reaches the prediction page. */

let fake: FakeOpenMeteo;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeOpenMeteo();
  t = await createTestApp({
    config: {
      weather: {
        enabled: true,
        forecastUrl: fake.forecastUrl,
        archiveUrl: fake.archiveUrl,
        geocodingUrl: fake.geocodingUrl,
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const MADRID = { name: 'Madrid, Spain', latitude: 40.4165, longitude: -3.70256 };

async function predictions(who: Person): Promise<PredictionsResponse> {
  const response = await t.app.inject({ url: '/api/predictions', headers: { cookie: who.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function personAt(place: typeof MADRID | null) {
  const who = await registerUser(t.app, { timeZone: 'UTC' });
  if (place) {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: who.cookie },
      payload: { weatherLocation: place },
    });
    expect(saved.statusCode).toBe(200);
  }
  return who;
}

describe('GET /api/predictions with weather', () => {
  it('says there is no place, and asks the service nothing', async () => {
    fake.reset();
    const body = await predictions(await personAt(null));
    expect(body.weatherStatus).toBe('no-location');
    expect(body.weatherImpact).toEqual([]);
    expect(fake.count()).toBe(0);
  });

  it('rates the forecast at the user’s place, from today on', async () => {
    fake.reset();
    const body = await predictions(await personAt(MADRID));
    expect(body.weatherStatus).toBe('ok');
    expect(body.weatherImpact).toHaveLength(8);
    expect(body.weatherImpact[0]?.date).toBe(body.today);
    expect(body.weatherImpact.at(-1)?.date).toBe(addDays(body.today, 7));
    for (const day of body.weatherImpact) {
      expect(day.pressure).toEqual(expect.any(Number));
      // No entries with weather yet: no sensitivity, so no day is called risky.
      expect(day).toMatchObject({ painRiskFactor: 0, label: 'Neutral' });
    }
    expect(fake.count('forecast')).toBe(1);
  });

  it('still answers, without a forecast, while the weather service is down', async () => {
    fake.reset();
    fake.fail('server-error');
    const who = await personAt({ ...MADRID, latitude: 41.3874, longitude: 2.1686 });
    const body = await predictions(who);
    expect(body.weatherStatus).toBe('unavailable');
    expect(body.weatherImpact).toEqual([]);
    fake.reset();
  });
});
