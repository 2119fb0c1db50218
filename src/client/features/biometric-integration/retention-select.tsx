import { useId } from 'react';
import { RETENTION_CHOICES } from '@core/biometrics/devices';
import { hintClass, labelClass } from '@client/components/ui/form-styles';
import { selectClass } from '@client/components/ui/select-class';
import { RETENTION_LABELS } from './data-type-labels';

/** How long raw readings are kept; the daily summaries the charts and statistics use stay. */
export function RetentionSelect({
  days,
  onChange,
}: {
  days: number;
  onChange(days: number): void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        Keep raw readings for
      </label>
      <select
        id={id}
        className={selectClass}
        value={days}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {RETENTION_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {RETENTION_LABELS[choice]}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className={hintClass}>
        Raw readings older than this are deleted each night; daily summaries stay.
      </p>
    </div>
  );
}
