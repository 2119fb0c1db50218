import type { PushDevice } from '@core/push-subscription';
import { useRemoveDevice, useSendTestNotification } from '@client/api/push/push-devices';
import { Button } from '@client/components/ui/button';
import { SwitchRow } from '@client/components/ui/switch-row';
import { toast } from '@client/lib/toast';
import { PushSetupError } from '@client/features/reminders/this-device-push';
import {
  useThisDevicePush,
  type DevicePushState,
} from '@client/features/reminders/use-this-device-push';

const DESCRIPTION: Record<DevicePushState, string> = {
  loading: 'Checking this browser…',
  on: 'Reminders arrive here even when Cairn is closed.',
  off: 'Get reminders here even when Cairn is closed.',
  blocked:
    "Notifications are blocked for Cairn in this browser. Allow them in the browser's site settings, then turn this on.",
  'install-first':
    'On iPhone and iPad, add Cairn to your Home Screen (Share, then Add to Home Screen) and open it from there to get notifications.',
  unsupported:
    'This browser cannot receive notifications while Cairn is closed. E-mail reminders work everywhere.',
};

const failureText = (error: unknown) =>
  error instanceof PushSetupError
    ? error.message
    : 'Notifications could not be set up. Please try again.';

/** "Notifications on this device", its test button, and the person's other devices. */
export function ThisDeviceNotifications() {
  const push = useThisDevicePush();
  const test = useSendTestNotification();
  const remove = useRemoveDevice();
  const others = push.devices.filter((device) => device.endpoint !== push.endpoint);

  const change = (on: boolean) => {
    if (!on) {
      push.turnOff.mutate(undefined, {
        onSuccess: () => toast({ title: 'Notifications turned off on this device' }),
        onError: (error) => toast({ title: 'Not changed', description: failureText(error) }),
      });
      return;
    }
    push.turnOn.mutate(undefined, {
      onSuccess: (answer) =>
        toast(
          answer === 'subscribed'
            ? { title: 'Notifications turned on', description: 'Reminders will arrive here.' }
            : {
                title: 'Notifications not allowed',
                description: 'The browser said no. You can allow them in its site settings.',
              },
        ),
      onError: (error) =>
        toast({ title: 'Notifications not turned on', description: failureText(error) }),
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <SwitchRow
        label="Notifications on this device"
        description={DESCRIPTION[push.state]}
        checked={push.state === 'on'}
        disabled={push.busy || !(push.state === 'on' || push.state === 'off')}
        onCheckedChange={change}
      />
      {push.state === 'on' ? (
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={test.isPending}
            onClick={() =>
              test.mutate(undefined, {
                onSuccess: ({ delivered }) =>
                  toast({
                    title: 'Test notification sent',
                    description: `Sent to ${delivered} ${delivered === 1 ? 'device' : 'devices'}.`,
                  }),
                onError: () =>
                  toast({
                    title: 'Not sent',
                    description: 'The test notification could not be sent.',
                  }),
              })
            }
          >
            Send a test notification
          </Button>
        </div>
      ) : null}
      {others.length > 0 ? (
        <OtherDevices
          devices={others}
          onRemove={(id) => remove.mutate(id)}
          busy={remove.isPending}
        />
      ) : null}
    </div>
  );
}

function OtherDevices({
  devices,
  onRemove,
  busy,
}: {
  devices: PushDevice[];
  onRemove(id: string): void;
  busy: boolean;
}) {
  const added = (iso: string) =>
    new Date(iso).toLocaleDateString(undefined, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-900">Also getting notifications</p>
      <ul className="flex flex-col gap-2">
        {devices.map((device) => (
          <li key={device.id} className="flex items-center justify-between gap-3 text-sm">
            <span className="text-slate-700">
              {device.deviceLabel}
              <span className="text-slate-500"> · added {added(device.createdAt)}</span>
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              aria-label={`Stop notifications on ${device.deviceLabel}`}
              onClick={() => onRemove(device.id)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
