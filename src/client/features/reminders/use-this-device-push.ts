import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { pushDevicesKey, removeDevice, usePushDevices } from '@client/api/push/push-devices';
import {
  currentEndpoint,
  pushSupport,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from './this-device-push';

export type DevicePushState =
  'loading' | 'unsupported' | 'install-first' | 'blocked' | 'on' | 'off';

/**
 * Whether this browser gets Cairn's reminders as notifications, and turning that on or off.
 * "On" needs both halves: the browser's subscription and the server's record of it.
 */
export function useThisDevicePush() {
  const queryClient = useQueryClient();
  const devices = usePushDevices();
  const support = pushSupport();
  // undefined while the service worker is asked.
  const [endpoint, setEndpoint] = useState<string | null | undefined>(
    support === 'supported' ? undefined : null,
  );

  const refresh = async () => {
    setEndpoint(await currentEndpoint().catch(() => null));
    await queryClient.invalidateQueries({ queryKey: pushDevicesKey });
  };

  useEffect(() => {
    if (support !== 'supported') return;
    let current = true;
    void currentEndpoint()
      .catch(() => null)
      .then((found) => {
        if (current) setEndpoint(found);
      });
    return () => {
      current = false;
    };
  }, [support]);

  const turnOn = useMutation({ mutationFn: subscribeThisDevice, onSettled: refresh });
  const turnOff = useMutation({
    mutationFn: () =>
      unsubscribeThisDevice(async (found) => {
        const device = devices.data?.find((listed) => listed.endpoint === found);
        if (device) await removeDevice(device.id);
      }),
    onSettled: refresh,
  });

  const subscribed =
    endpoint != null && (devices.data ?? []).some((device) => device.endpoint === endpoint);
  const blocked = support === 'supported' && Notification.permission === 'denied';
  const state: DevicePushState =
    support !== 'supported'
      ? support
      : blocked
        ? 'blocked'
        : endpoint === undefined || devices.isPending
          ? 'loading'
          : subscribed
            ? 'on'
            : 'off';

  return {
    state,
    /** This browser's endpoint, to tell it apart from the person's other devices. */
    endpoint: endpoint ?? null,
    devices: devices.data ?? [],
    turnOn,
    turnOff,
    busy: turnOn.isPending || turnOff.isPending,
  };
}
