import { WEEKDAY_NAMES } from '@core/calendar';
import type { ApiSettings } from '@core/settings';
import { useUpdateSettings } from '@client/api/settings/update-settings';
import { SwitchRow } from '@client/components/ui/switch-row';
import { SettingSelect, timeOptions } from './setting-select';

/** Whole hours from morning to late evening: the times a weekly question is welcome. */
const PEG_TIMES = Array.from({ length: 17 }, (_, i) => `${String(i + 6).padStart(2, '0')}:00`);

/** The weekly PEG check-in: on or off, and the day and time it is asked. */
export function WeeklyCheckInControls({ settings }: { settings: ApiSettings }) {
  const update = useUpdateSettings();
  const times = PEG_TIMES.includes(settings.pegTime) ? PEG_TIMES : [...PEG_TIMES, settings.pegTime];
  return (
    <div className="flex flex-col gap-3">
      <SwitchRow
        label="Weekly check-in"
        description="Three short questions about your pain over the past week (the PEG scale), asked on the day and at the time below."
        checked={settings.pegEnabled}
        onCheckedChange={(pegEnabled) => update.mutate({ pegEnabled })}
      />
      <div className="grid grid-cols-2 gap-3">
        <SettingSelect
          label="Check-in day"
          value={String(settings.pegDay)}
          options={WEEKDAY_NAMES.map((name, index) => ({ value: String(index), label: name }))}
          disabled={!settings.pegEnabled}
          onChange={(day) => update.mutate({ pegDay: Number(day) })}
        />
        <SettingSelect
          label="Check-in time"
          value={settings.pegTime}
          options={timeOptions(times)}
          disabled={!settings.pegEnabled}
          onChange={(pegTime) => update.mutate({ pegTime })}
        />
      </div>
    </div>
  );
}
