import { useQuery } from '@tanstack/react-query';
import type { DailyReadingSeries } from '@core/biometrics/types';
import { dailyReadingsKey } from './keys';

/** One value per day for each type with data, over the last `days` days (charts). */
export function useDailyReadings(days: number) {
  return useQuery<DailyReadingSeries[]>({ queryKey: dailyReadingsKey(days) });
}
