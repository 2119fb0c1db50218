import type { DeviceEvent } from '@core/biometrics/types';
import { useDeviceActivity } from '@client/api/biometrics/get-device-activity';
import { LoadError } from '@client/components/ui/load-error';
import { formatWhen, useTimeZone } from './format';

const ACTION_WORDS: Record<DeviceEvent['action'], string> = {
  connected: 'Connected',
  push: 'Readings sent with its token',
  import: 'File imported',
  disconnected: 'Disconnected',
  reconnected: 'Reconnected',
  settings: 'Settings changed',
};

/** Every use of the device's token, its imports and connects, newest first. */
export function DeviceActivity({ deviceId }: { deviceId: string }) {
  const activity = useDeviceActivity(deviceId);
  const timeZone = useTimeZone();
  let body;
  if (activity.data) {
    body =
      activity.data.length === 0 ? (
        <p className="text-slate-700">Nothing yet.</p>
      ) : (
        <ol
          // Scrolls on its own, so it takes keyboard focus to scroll with the arrow keys.
          tabIndex={0}
          aria-label="Activity, newest first"
          data-testid="device-activity"
          className="flex max-h-60 flex-col divide-y divide-slate-200 overflow-y-auto rounded-xl border border-slate-200 px-3"
        >
          {activity.data.map((event) => (
            <li key={event.id} className="flex flex-col py-2">
              <span className="font-medium text-slate-900">
                {event.detail
                  ? `${ACTION_WORDS[event.action]}: ${event.detail}`
                  : ACTION_WORDS[event.action]}
              </span>
              <time dateTime={event.at} className="text-sm text-slate-600">
                {formatWhen(event.at, timeZone)}
              </time>
            </li>
          ))}
        </ol>
      );
  } else if (activity.isError) {
    body = (
      <LoadError
        what="the activity"
        onRetry={() => void activity.refetch()}
        retrying={activity.isFetching}
      />
    );
  } else {
    body = <p role="status">Loading the activity…</p>;
  }
  return (
    <section aria-labelledby="device-activity-heading" className="flex flex-col gap-2">
      <h3 id="device-activity-heading" className="font-semibold text-slate-900">
        Activity
      </h3>
      {body}
    </section>
  );
}
