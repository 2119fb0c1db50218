import { useId, useMemo } from 'react';
import { canonicalTimeZone } from '@core/time-zone';
import { useUpdateSettings } from '@client/api/settings/update-settings';
import { Button } from '@client/components/ui/button';
import { selectClass } from '@client/components/ui/select-class';
import { deviceTimeZone, timeZoneGroups } from './time-zone-options';

/**
 * The account's time zone: it decides when the journal's day starts and when reminders come.
 * A shortcut offers the device's zone when it differs (after a move, or travelling).
 */
export function TimeZoneSetting({ timeZone }: { timeZone: string }) {
  const update = useUpdateSettings();
  const id = useId();
  const device = deviceTimeZone();
  const groups = useMemo(() => timeZoneGroups([timeZone, device]), [timeZone, device]);
  const differs = canonicalTimeZone(device) !== canonicalTimeZone(timeZone);

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-base font-medium text-slate-900">
        Time zone
      </label>
      <p id={`${id}-description`} className="text-sm text-slate-600">
        Your day starts at midnight here, and reminders follow its clock.
      </p>
      <select
        id={id}
        value={timeZone}
        aria-describedby={`${id}-description`}
        onChange={(event) => update.mutate({ timeZone: event.target.value })}
        className={selectClass}
      >
        {groups.map((group) => (
          <optgroup key={group.region} label={group.region}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {differs ? (
        <Button
          variant="outline"
          size="sm"
          className="mt-1 self-start whitespace-normal"
          onClick={() => update.mutate({ timeZone: device })}
        >
          Use this device's time zone ({device})
        </Button>
      ) : null}
    </div>
  );
}
