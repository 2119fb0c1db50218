import { PRIORITIES, type Priority } from '@core/provider-portal/types';
import { describedBy, Field, Select } from './field';

export const PRIORITY_LABELS: Record<Priority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export function PrioritySelect({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: Priority;
  error?: string | undefined;
  onChange(value: Priority): void;
}) {
  return (
    <Field id={id} label="Priority" error={error}>
      <Select
        {...describedBy(id, error)}
        value={value}
        onChange={(event) => onChange(event.target.value as Priority)}
      >
        {PRIORITIES.map((priority) => (
          <option key={priority} value={priority}>
            {PRIORITY_LABELS[priority]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
