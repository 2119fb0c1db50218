import { useId } from 'react';
import { selectClass } from '@client/components/ui/select-class';

/** A labelled choice among fixed options (reminder times, the check-in's day and time). */
export function SettingSelect({
  label,
  value,
  options,
  disabled = false,
  onChange,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  disabled?: boolean;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-base font-medium text-slate-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Times as their own labels. */
export const timeOptions = (times: readonly string[]) =>
  times.map((time) => ({ value: time, label: time }));
