import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CALENDAR_FEED_URL,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
} from '@core/calendar-feed';
import { apiRequest } from '@client/lib/api';
import { CALENDAR_FEED_KEY } from './keys';

export async function createCalendarFeed(): Promise<CalendarFeedCreated> {
  const response = await apiRequest('POST', CALENDAR_FEED_URL);
  return (await response.json()) as CalendarFeedCreated;
}

/** Makes the link, or a new one in place of the old. The address is in this answer only. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: ({ createdAt }) =>
      queryClient.setQueryData<CalendarFeedStatus>(CALENDAR_FEED_KEY, {
        active: true,
        createdAt,
        lastUsedAt: null,
      }),
  });
}
