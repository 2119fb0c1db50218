import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';

/**
 * Turns reminder e-mails off for the person the e-mail's token names. The token goes in the
 * body, not the address, so it stays out of any log of request lines.
 */
export async function stopReminderEmails(token: string): Promise<void> {
  await apiRequest('POST', '/api/reminders/unsubscribe', { token });
}

export function useStopReminderEmails() {
  return useMutation({ mutationFn: stopReminderEmails });
}
