import { useId, type ReactNode } from 'react';
import { REMINDER_TIMES, type ApiSettings } from '@core/settings';
import { useReminderChannels } from '@client/api/reminders/reminder-channels';
import { useUpdateSettings } from '@client/api/settings/update-settings';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { SwitchRow } from '@client/components/ui/switch-row';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { CalendarLink } from './calendar-link';
import { SettingSelect, timeOptions } from './setting-select';
import { SettingsLoader } from './settings-loader';
import { ThisDeviceNotifications } from './this-device-notifications';
import { TimeZoneSetting } from './time-zone-setting';
import { WeeklyCheckInControls } from './weekly-check-in-controls';

type ReminderTime = ApiSettings['reminderTime'];

/** A titled group inside the card, so a screen reader can jump between them. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

function DailyCheckIn({ settings }: { settings: ApiSettings }) {
  const update = useUpdateSettings();
  return (
    <div className="flex flex-col gap-3">
      <SwitchRow
        label="Daily reminder"
        description="At the time below, if today's journal entry is not written yet: inside Cairn while it is open, and by the ways chosen below when it is closed."
        checked={settings.remindersEnabled}
        onCheckedChange={(remindersEnabled) => update.mutate({ remindersEnabled })}
      />
      <SettingSelect
        label="Reminder time"
        value={settings.reminderTime}
        options={timeOptions(REMINDER_TIMES)}
        disabled={!settings.remindersEnabled}
        onChange={(time) => update.mutate({ reminderTime: time as ReminderTime })}
      />
    </div>
  );
}

function Delivery({ settings }: { settings: ApiSettings }) {
  const update = useUpdateSettings();
  const { data: user } = useCurrentUser();
  // Off and explained where the server has no way to send e-mail, rather than a switch that
  // seems to work while nothing is ever sent.
  const noEmail = useReminderChannels().data?.email === false;
  return (
    <div className="flex flex-col gap-4">
      <ThisDeviceNotifications />
      <SwitchRow
        label="E-mail"
        description={
          noEmail
            ? 'This Cairn server is not set up to send e-mail. Reminders can come as notifications on your devices, or from the calendar link below.'
            : `The daily and weekly check-ins also go to ${user?.email ?? 'your e-mail address'}. Each e-mail has a link to stop them.`
        }
        checked={settings.reminderEmail && !noEmail}
        disabled={noEmail}
        onCheckedChange={(reminderEmail) => update.mutate({ reminderEmail })}
      />
      <SwitchRow
        label="Medication doses"
        description="A notification at each scheduled dose time, with a Taken button that logs the dose. Needs notifications on a device."
        checked={settings.doseReminders}
        onCheckedChange={(doseReminders) => update.mutate({ doseReminders })}
      />
    </div>
  );
}

/**
 * "Notifications and Reminders": what Cairn reminds about (the daily and weekly check-ins and
 * doses), how (this device's notifications, e-mail, a calendar), and the time zone they follow.
 */
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
              <Group title="Check-ins">
                <DailyCheckIn settings={settings} />
                <WeeklyCheckInControls settings={settings} />
              </Group>
              <Group title="How to remind me">
                <Delivery settings={settings} />
              </Group>
              <Group title="Calendar">
                <CalendarLink />
              </Group>
              <TimeZoneSetting timeZone={settings.timeZone} />
            </div>
          )}
        </SettingsLoader>
      </CardContent>
    </Card>
  );
}
