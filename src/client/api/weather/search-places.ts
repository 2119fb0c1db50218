import { useMutation } from '@tanstack/react-query';
import type { WeatherLocation } from '@core/weather';
import { apiRequest } from '@client/lib/api';

export const PLACES_URL = '/api/weather/places';

/** Places matching a name (2 to 100 characters), each with its coordinates. */
export async function searchPlaces(name: string): Promise<WeatherLocation[]> {
  const response = await apiRequest('GET', `${PLACES_URL}?q=${encodeURIComponent(name)}`);
  return (await response.json()) as WeatherLocation[];
}

/** Run on the search form's submit, not on every key: each search is a request to Open-Meteo. */
export function useSearchPlaces() {
  return useMutation({ mutationFn: searchPlaces });
}
