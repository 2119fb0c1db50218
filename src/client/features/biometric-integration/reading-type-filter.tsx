import { useId } from 'react';
import type { ReadingType } from '@core/biometrics/reading-types';
import { labelClass } from '@client/components/ui/form-styles';
import { selectClass } from '@client/components/ui/select-class';
import { readingLabel } from './reading-format';

/** "All types" and the types that have data: a filter never offers an empty choice. */
export function ReadingTypeFilter({
  types,
  value,
  onChange,
}: {
  types: readonly ReadingType[];
  value: ReadingType | null;
  onChange(type: ReadingType | null): void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        Show
      </label>
      <select
        id={id}
        className={selectClass}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || null) as ReadingType | null)}
      >
        <option value="">All types</option>
        {types.map((type) => (
          <option key={type} value={type}>
            {readingLabel(type)}
          </option>
        ))}
      </select>
    </div>
  );
}
