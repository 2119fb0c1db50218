import { CALENDAR_FEED_URL } from '@core/calendar-feed';

/** Query keys are the API path segments (the default loader joins them with '/'). */
export const CALENDAR_FEED_KEY = [CALENDAR_FEED_URL] as const;
