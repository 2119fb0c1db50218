import {
  ALERTS_URL,
  CORRELATIONS_URL,
  DEVICES_URL,
  IMPORTS_URL,
  READINGS_URL,
} from '@core/biometrics/constants';
import type { ReadingType } from '@core/biometrics/reading-types';

/** Query keys: the API path segments, so the default loader GETs them joined with '/'. */
export const devicesKey = [DEVICES_URL] as const;
export const importsKey = [IMPORTS_URL] as const;
export const alertsKey = [ALERTS_URL] as const;
export const correlationsKey = [CORRELATIONS_URL] as const;

/** The latest readings a list shows (the server's default and the page's choice). */
export const READINGS_SHOWN = 50;

export function deviceUrl(deviceId: string): string {
  return `${DEVICES_URL}/${encodeURIComponent(deviceId)}`;
}

export function deviceActivityKey(deviceId: string) {
  return [...devicesKey, deviceId, 'activity'] as const;
}

export function importKey(importId: string) {
  return [...importsKey, importId] as const;
}

export function alertUrl(alertId: string): string {
  return `${ALERTS_URL}/${encodeURIComponent(alertId)}`;
}

/** One day per type over the last `days` days, for the small charts. */
export function dailyReadingsKey(days: number) {
  return [READINGS_URL, `daily?days=${days}`] as const;
}

/** The latest readings, all types or one; the query string rides in the only segment. */
export function readingsKey(type: ReadingType | null) {
  const query = new URLSearchParams(type ? { type } : {});
  query.set('limit', String(READINGS_SHOWN));
  return [`${READINGS_URL}?${query.toString()}`] as const;
}

/** Every readings key (the list with any filter, and the daily series) starts with the URL. */
export function isReadingsKey(queryKey: readonly unknown[]): boolean {
  return typeof queryKey[0] === 'string' && queryKey[0].startsWith(READINGS_URL);
}

export const EXPORT_CSV_URL = `${READINGS_URL}/export.csv`;
