import { useQuery } from '@tanstack/react-query';
import { REMINDER_CHANNELS_URL, type ReminderChannels } from '@core/reminder-delivery';

/** Which ways of reminding this server can use (e-mail only where SMTP is set up). */
export function useReminderChannels() {
  // A server setting: it changes only with a restart.
  return useQuery<ReminderChannels>({ queryKey: [REMINDER_CHANNELS_URL], staleTime: Infinity });
}
