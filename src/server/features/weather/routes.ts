import type { FastifyInstance } from 'fastify';
import { placeSearchQuerySchema } from '@core/weather';
import type { Auth } from '../../plugins/auth';
import { createRateLimiter } from '../../plugins/rate-limit';
import { parseInput } from '../../validate';
import type { WeatherService } from './service';

/** Each of these reaches Open-Meteo on someone's behalf: a person needs far fewer. */
export const PLACE_SEARCHES_PER_MINUTE = 30;
export const BACKFILLS_PER_MINUTE = 30;
export const TOO_MANY_SEARCHES = 'Too many place searches. Please wait a minute and try again.';
export const TOO_MANY_BACKFILLS = 'Too many requests to fill in weather. Please wait a minute.';

/**
 * Weather for the signed-in user. With WEATHER=off or the service down these answer 503, and
 * without a chosen place the forecast and the backfill answer 409; nothing is changed then.
 */
export function weatherRoutes(
  app: FastifyInstance,
  { auth, weather }: { auth: Auth; weather: WeatherService },
): void {
  // Per process on purpose: these spare Open-Meteo from one busy account. Each instance calling
  // it at most 30 times a minute per person is the point; a shared count would cost a database
  // write per search and protect nothing more.
  const searches = createRateLimiter({ max: PLACE_SEARCHES_PER_MINUTE, windowMs: 60_000 });
  const backfills = createRateLimiter({ max: BACKFILLS_PER_MINUTE, windowMs: 60_000 });

  /** Places for a name: [{ name: "Madrid, Community of Madrid, Spain", latitude, longitude }]. */
  app.get('/api/weather/places', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const { q } = parseInput(placeSearchQuerySchema, request.query, 'query');
    await searches.hit(user.id, TOO_MANY_SEARCHES);
    reply.header('cache-control', 'private, no-cache');
    return weather.searchPlaces(q);
  });

  /** Today and the next 7 days at the user's place (DailyWeather[]). */
  app.get('/api/weather/forecast', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return weather.forecastForUser(user.id);
  });

  /** Fills a batch of the user's entries without weather: { filled, remaining }. */
  app.post('/api/weather/backfill', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    await backfills.hit(user.id, TOO_MANY_BACKFILLS);
    return weather.backfill(user.id);
  });
}
