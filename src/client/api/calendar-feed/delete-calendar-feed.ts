import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALENDAR_FEED_URL, type CalendarFeedStatus } from '@core/calendar-feed';
import { apiRequest } from '@client/lib/api';
import { CALENDAR_FEED_KEY } from './keys';

export async function deleteCalendarFeed(): Promise<void> {
  await apiRequest('DELETE', CALENDAR_FEED_URL);
}

/** Turns the link off: its address stops working. */
export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarFeed,
    onSuccess: () =>
      queryClient.setQueryData<CalendarFeedStatus>(CALENDAR_FEED_KEY, {
        active: false,
        createdAt: null,
        lastUsedAt: null,
      }),
  });
}
