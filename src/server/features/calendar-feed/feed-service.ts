import {
  CALENDAR_FILE_URL,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
} from '@core/calendar-feed';
import { localDate } from '@core/time-zone';
import { hashToken, newSecretToken } from '../../secret-token';
import type { SettingsStore } from '../settings/store';
import { feedCalendar } from './feed-calendar';
import type { FeedStore } from './feed-store';

/**
 * The private calendar address (ARCHITECTURE section 8): 256 random bits handed out once, only
 * their hash kept; a reset or turning it off ends the old address at once.
 */
export function createFeedService({
  store,
  settings,
}: {
  store: FeedStore;
  settings: SettingsStore;
}) {
  return {
    async status(userId: string): Promise<CalendarFeedStatus> {
      const feed = await store.find(userId);
      return {
        active: feed !== null,
        createdAt: feed?.createdAt ?? null,
        lastUsedAt: feed?.lastUsedAt ?? null,
      };
    },

    async create(userId: string, origin: string): Promise<CalendarFeedCreated> {
      const token = newSecretToken();
      const createdAt = await store.replace(userId, hashToken(token));
      return { url: `${origin}${CALENDAR_FILE_URL}/${token}.ics`, createdAt };
    },

    remove: (userId: string) => store.remove(userId),

    /** The iCalendar text of the feed whose token this is; null for an unknown or revoked one. */
    async calendar(token: string, origin: string): Promise<string | null> {
      const feed = await store.use(hashToken(token));
      if (!feed) return null;
      const [preferences, doses] = await Promise.all([
        settings.get(feed.userId),
        store.doses(feed.userId),
      ]);
      const { timeZone } = preferences;
      return feedCalendar(feed.userId, {
        timeZone,
        origin,
        since: localDate(new Date(feed.createdAt), timeZone),
        doses,
        dailyCheckin: preferences.remindersEnabled ? { time: preferences.reminderTime } : null,
        pegCheckin: preferences.pegEnabled
          ? { weekday: preferences.pegDay, time: preferences.pegTime }
          : null,
      });
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
