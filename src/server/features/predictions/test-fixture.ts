import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DailyWeather } from '@core/weather';
import { createAuth } from '../../plugins/auth';
import { registerErrorHandler } from '../../plugins/errors';
import { createSessionStore } from '../../plugins/session-store';
import type { TestApp } from '../../test-support/test-app';
import { createAnalysisStore } from '../analysis/store';
import { createSettingsStore } from '../settings/store';
import { predictionRoutes } from './routes';
import { createPredictionService, type ForecastSource } from './service';
import { createPredictionStore } from './store';

/**
 * The prediction routes on the test app's database and sessions with the clock fixed at `now`
 * and the forecast given, so a test can move to the next day and see yesterday's predictions
 * checked against what was logged.
 */
export async function predictionApp(
  t: TestApp,
  now: Date,
  forecast: ForecastSource = async () => ({ status: 'no-location', days: [] }),
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  await app.register(cookie, { secret: t.config.sessionSecret });
  const auth = createAuth(app, createSessionStore(t.database.db), t.config.adminEmails);
  const service = createPredictionService({
    entries: createAnalysisStore(t.database.db),
    store: createPredictionStore(t.database.db),
    settings: createSettingsStore(t.database),
    forecast,
    clock: () => now,
  });
  predictionRoutes(app, { auth, service });
  await app.ready();
  return app;
}

/** A forecast of `days` days from `first`, pressure falling 4 hPa a day from 1020. */
export function fallingPressure(first: string, days = 8): DailyWeather[] {
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(Date.parse(`${first}T00:00:00Z`) + index * 86_400_000)
      .toISOString()
      .slice(0, 10);
    return {
      date,
      temperatureMin: 10,
      temperatureMax: 20,
      temperatureMean: 15,
      humidity: 60,
      pressure: 1020 - 4 * index,
      precipitationChance: 20,
      windSpeed: 12,
      uvIndex: 4,
      weatherCode: 2,
      description: 'Partly Cloudy',
    };
  });
}
