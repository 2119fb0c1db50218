import type { QueryClient } from '@tanstack/react-query';
import type { DoseLogPayload, TodayScheduleItem } from '@core/medications';
import { TODAY_SCHEDULE_KEY } from './keys';

/**
 * A dose taken for a schedule slot while offline: the slot shows as taken at once, so nobody
 * logs it twice while it waits to be sent. (A dose without a slot shows once it is on the
 * server, which picks the nearest slot.)
 */
export function showTakenOffline(queryClient: QueryClient, dose: DoseLogPayload): void {
  if (dose.skipped || !dose.scheduledTime) return;
  queryClient.setQueryData<TodayScheduleItem[]>(TODAY_SCHEDULE_KEY, (items) =>
    items?.map((item) =>
      item.medication.id === dose.medicationId && item.dueTime === dose.scheduledTime
        ? { ...item, taken: true, overdue: false }
        : item,
    ),
  );
}
