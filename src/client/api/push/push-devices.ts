import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushDevice } from '@core/push-subscription';
import { apiRequest } from '@client/lib/api';

export const pushDevicesKey = ['/api/push/subscriptions'] as const;

/** The devices that get the person's reminders as notifications. */
export function usePushDevices() {
  return useQuery<PushDevice[]>({ queryKey: pushDevicesKey });
}

export async function publicKey(): Promise<string> {
  const response = await apiRequest('GET', '/api/push/public-key');
  return ((await response.json()) as { publicKey: string }).publicKey;
}

export async function saveDevice(subscription: PushSubscriptionJSON): Promise<PushDevice> {
  const response = await apiRequest('POST', '/api/push/subscriptions', subscription);
  return (await response.json()) as PushDevice;
}

export async function removeDevice(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/push/subscriptions/${encodeURIComponent(id)}`);
}

/** Stops notifications to one of the listed devices (another phone, an old browser). */
export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDevicesKey }),
  });
}

export interface TestOutcome {
  delivered: number;
  removed: number;
  failed: number;
}

/** "Send a test notification" to every device of the person. */
export function useSendTestNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<TestOutcome> => {
      const response = await apiRequest('POST', '/api/push/test');
      return (await response.json()) as TestOutcome;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDevicesKey }),
  });
}
