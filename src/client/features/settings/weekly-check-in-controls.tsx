import { useId } from 'react';
import { WEEKDAY_NAMES } from '@core/calendar';
import type { ApiSettings } from '@core/settings';
import { useUpdateSettings } from '@client/api/settings/update-settings';
import { selectClass } from '@client/components/ui/select-class';
import { SwitchRow } from '@client/components/ui/switch-row';

/** Whole hours from morning to late evening: the times a weekly question is welcome. */
const PEG_TIMES = Array.from({ length: 17 }, (_, i) => `${String(i + 6).padStart(2, '0')}:00`);

/** The weekly PEG check-in: on or off, and the day and time it is asked. */
export function WeeklyCheckInControls({ settings }: { settings: ApiSettings }) {
  const update = useUpdateSettings();
  const dayId = useId();
  const timeId = useId();
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
        <div className="flex flex-col gap-1.5">
          <label htmlFor={dayId} className="text-base font-medium text-slate-900">
            Check-in day
          </label>
          <select
            id={dayId}
            value={settings.pegDay}
            disabled={!settings.pegEnabled}
            onChange={(event) => update.mutate({ pegDay: Number(event.target.value) })}
            className={selectClass}
          >
            {WEEKDAY_NAMES.map((name, index) => (
              <option key={name} value={index}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={timeId} className="text-base font-medium text-slate-900">
            Check-in time
          </label>
          <select
            id={timeId}
            value={settings.pegTime}
            disabled={!settings.pegEnabled}
            onChange={(event) => update.mutate({ pegTime: event.target.value })}
            className={selectClass}
          >
            {times.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
