import { useQuery } from '@tanstack/react-query';
import type { DetailedMedication, TodayScheduleItem } from '@core/medications';
import { MEDICATIONS_KEY, TODAY_SCHEDULE_KEY } from './keys';

export function useMedications() {
  return useQuery<DetailedMedication[]>({ queryKey: MEDICATIONS_KEY });
}

export function useTodaySchedule() {
  return useQuery<TodayScheduleItem[]>({ queryKey: TODAY_SCHEDULE_KEY });
}
