import type { WeatherBackfillResult } from '@core/weather';
import { apiRequest } from '@client/lib/api';

export const BACKFILL_URL = '/api/weather/backfill';

/** Fills one batch (a year of days) of past entries without weather. */
export async function backfillWeather(): Promise<WeatherBackfillResult> {
  const response = await apiRequest('POST', BACKFILL_URL);
  return (await response.json()) as WeatherBackfillResult;
}
