import { useId } from 'react';
import {
  DEVICE_LIMITS,
  DEVICE_TYPE_LABELS,
  DEVICE_TYPES,
  type DeviceType,
} from '@core/biometrics/devices';
import { errorClass, labelClass } from '@client/components/ui/form-styles';
import { selectClass } from '@client/components/ui/select-class';
import { TextField } from '@client/components/ui/text-field';

export interface DeviceDetails {
  name: string;
  type: DeviceType;
  brand: string;
  model: string;
}

export const EMPTY_DETAILS: DeviceDetails = { name: '', type: 'smartwatch', brand: '', model: '' };

/** Name, kind of device, brand and model: the same fields to connect a device and to edit it. */
export function DeviceFields({
  details,
  errors,
  onChange,
  onTypeChange,
}: {
  details: DeviceDetails;
  errors: Record<string, string>;
  onChange(details: DeviceDetails): void;
  /** A new type also presets the kinds of data it usually sends (when connecting). */
  onTypeChange?: (type: DeviceType) => void;
}) {
  const typeId = useId();
  const set = (field: keyof DeviceDetails) => (value: string) =>
    onChange({ ...details, [field]: value });
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Name"
        value={details.name}
        onChange={set('name')}
        error={errors.name}
        maxLength={DEVICE_LIMITS.name}
        autoComplete="off"
        hint="What you call it, such as “Bedroom blood pressure cuff”."
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={typeId} className={labelClass}>
          Kind of device
        </label>
        <select
          id={typeId}
          className={selectClass}
          value={details.type}
          aria-invalid={errors.type ? true : undefined}
          aria-describedby={errors.type ? `${typeId}-error` : undefined}
          onChange={(event) => {
            const type = event.target.value as DeviceType;
            onChange({ ...details, type });
            onTypeChange?.(type);
          }}
        >
          {DEVICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {DEVICE_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
        {errors.type ? (
          <p id={`${typeId}-error`} className={errorClass}>
            {errors.type}
          </p>
        ) : null}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Brand"
          optional
          value={details.brand}
          onChange={set('brand')}
          error={errors.brand}
          maxLength={DEVICE_LIMITS.brand}
          autoComplete="off"
        />
        <TextField
          label="Model"
          optional
          value={details.model}
          onChange={set('model')}
          error={errors.model}
          maxLength={DEVICE_LIMITS.model}
          autoComplete="off"
        />
      </div>
    </div>
  );
}
