import { useId } from 'react';
import { DATA_TYPE_FLAGS, type DataTypes } from '@core/biometrics/reading-types';
import { errorClass, hintClass, labelClass } from '@client/components/ui/form-styles';
import { SwitchRow } from '@client/components/ui/switch-row';
import { DATA_TYPE_LABELS } from './data-type-labels';

/** The kinds of data a device may send; readings of other kinds are not kept. */
export function DataTypeSwitches({
  dataTypes,
  error,
  hint,
  onChange,
}: {
  dataTypes: DataTypes;
  error?: string | undefined;
  hint: string;
  onChange(dataTypes: DataTypes): void;
}) {
  const id = useId();
  return (
    <fieldset
      className="flex flex-col gap-1"
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].join(' ').trim()}
    >
      <legend className={`${labelClass} mb-1`}>Kinds of data</legend>
      <p id={`${id}-hint`} className={hintClass}>
        {hint}
      </p>
      <div className="flex flex-col">
        {DATA_TYPE_FLAGS.map((flag) => (
          <SwitchRow
            key={flag}
            label={DATA_TYPE_LABELS[flag]}
            checked={dataTypes[flag]}
            onCheckedChange={(checked) => onChange({ ...dataTypes, [flag]: checked })}
          />
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className={errorClass}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
