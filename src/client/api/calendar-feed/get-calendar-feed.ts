import { useQuery } from '@tanstack/react-query';
import type { CalendarFeedStatus } from '@core/calendar-feed';
import { CALENDAR_FEED_KEY } from './keys';

/** Whether the private calendar link is on, and when a calendar app last used it. */
export function useCalendarFeed() {
  return useQuery<CalendarFeedStatus>({ queryKey: CALENDAR_FEED_KEY });
}
