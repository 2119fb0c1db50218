import { useId } from 'react';
import { REMINDER_TIMES, type ApiSettings } from '@core/settings';
import { useUpdateSettings } from '@client/api/settings/update-settings';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import {
  useNotificationPermission,
  type NotificationAccess,
} from '@client/features/reminders/use-notification-permission';
import { SettingsLoader } from './settings-loader';
import { SwitchRow } from '@client/components/ui/switch-row';
import { selectClass } from '@client/components/ui/select-class';
import { TimeZoneSetting } from './time-zone-setting';

type ReminderTime = ApiSettings['reminderTime'];

const PERMISSION_TEXT: Record<Exclude<NotificationAccess, 'default'>, string> = {
  granted:
    'Notifications are allowed, so the reminder also appears while Cairn is in the background.',
  denied:
    "Notifications are blocked for Cairn in this browser, so the reminder appears inside Cairn only. You can allow them in the browser's site settings.",
  unsupported: 'This browser cannot show notifications, so the reminder appears inside Cairn only.',
};

/** What the reminder can do in this browser, with a way to allow notifications when undecided. */
function NotificationStatus({
  permission,
  onAllow,
}: {
  permission: NotificationAccess;
  onAllow(): void;
}) {
  if (permission !== 'default') {
    return <p className="text-sm text-slate-600">{PERMISSION_TEXT[permission]}</p>;
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm text-slate-600">
        The reminder appears inside Cairn. Allow notifications to see it while Cairn is in the
        background too.
      </p>
      <Button variant="outline" size="sm" onClick={onAllow}>
        Allow notifications
      </Button>
    </div>
  );
}

function ReminderControls({ settings }: { settings: ApiSettings }) {
  const update = useUpdateSettings();
  const { permission, request } = useNotificationPermission();
  const timeId = useId();

  return (
    <div className="flex flex-col gap-4">
      <SwitchRow
        label="Daily reminder"
        description="While Cairn is open in a browser tab, a reminder at the time below if today's journal entry is not written yet."
        checked={settings.remindersEnabled}
        onCheckedChange={(remindersEnabled) => {
          update.mutate({ remindersEnabled });
          // Asked on the click itself, as browsers require; a "no" still leaves in-app reminders.
          if (remindersEnabled && permission === 'default') void request();
        }}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={timeId} className="text-base font-medium text-slate-900">
          Reminder time
        </label>
        <select
          id={timeId}
          value={settings.reminderTime}
          disabled={!settings.remindersEnabled}
          onChange={(event) => update.mutate({ reminderTime: event.target.value as ReminderTime })}
          className={selectClass}
        >
          {REMINDER_TIMES.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      </div>
      {settings.remindersEnabled ? (
        <NotificationStatus permission={permission} onAllow={() => void request()} />
      ) : null}
    </div>
  );
}

/** "Notifications and Reminders": the daily check-in reminder and the time zone it follows. */
export function RemindersCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications and Reminders</CardTitle>
      </CardHeader>
      <CardContent>
        <SettingsLoader>
          {(settings) => (
            <div className="flex flex-col gap-6">
              <ReminderControls settings={settings} />
              <TimeZoneSetting timeZone={settings.timeZone} />
            </div>
          )}
        </SettingsLoader>
      </CardContent>
    </Card>
  );
}
