import { useState } from 'react';
import { typicalDataTypes } from './data-type-labels';
import { DataTypeSwitches } from './data-type-switches';
import { DeviceFields, EMPTY_DETAILS, type DeviceDetails } from './device-fields';

/** The state of a new device's description: its details and the kinds of data it sends. */
export function useConnectFields() {
  const [details, setDetails] = useState<DeviceDetails>(EMPTY_DETAILS);
  const [dataTypes, setDataTypes] = useState(() => typicalDataTypes(EMPTY_DETAILS.type));
  return { details, setDetails, dataTypes, setDataTypes };
}

/**
 * A new device's fields (CSV and pushing devices alike). Choosing a kind of device switches on
 * what that kind usually measures; the person changes the switches freely after.
 */
export function ConnectFields({
  fields,
  errors,
  dataHint,
}: {
  fields: ReturnType<typeof useConnectFields>;
  errors: Record<string, string>;
  dataHint: string;
}) {
  return (
    <>
      <DeviceFields
        details={fields.details}
        errors={errors}
        onChange={fields.setDetails}
        onTypeChange={(type) => fields.setDataTypes(typicalDataTypes(type))}
      />
      <DataTypeSwitches
        dataTypes={fields.dataTypes}
        error={errors.dataTypes}
        hint={dataHint}
        onChange={fields.setDataTypes}
      />
    </>
  );
}
