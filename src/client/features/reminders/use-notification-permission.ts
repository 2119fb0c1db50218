import { useCallback, useState } from 'react';
import { canNotify } from './show-reminder';

export type NotificationAccess = NotificationPermission | 'unsupported';

/** The browser's notification permission for Cairn, and a way to ask for it. */
export function useNotificationPermission(): {
  permission: NotificationAccess;
  /** Asks the browser (it must follow a click or key press); resolves with the answer. */
  request(): Promise<NotificationAccess>;
} {
  const [permission, setPermission] = useState<NotificationAccess>(() =>
    canNotify() ? Notification.permission : 'unsupported',
  );
  const request = useCallback(async (): Promise<NotificationAccess> => {
    if (!canNotify()) return 'unsupported';
    try {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      return answer;
    } catch {
      return Notification.permission;
    }
  }, []);
  return { permission, request };
}
