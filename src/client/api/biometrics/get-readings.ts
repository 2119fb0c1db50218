import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReadingType } from '@core/biometrics/reading-types';
import type { BiometricReading } from '@core/biometrics/types';
import { readingsKey } from './keys';

/** The latest readings, newest first, of one type or all; the last list stays while switching. */
export function useReadings(type: ReadingType | null) {
  return useQuery<BiometricReading[]>({
    queryKey: readingsKey(type),
    placeholderData: keepPreviousData,
  });
}
