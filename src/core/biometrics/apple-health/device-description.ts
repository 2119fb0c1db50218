/**
 * Apple Health describes the hardware behind a record in one attribute, the Objective-C
 * description of an HKDevice:
 * "<<HKDevice: 0x283c6c0a0>, name:Apple Watch, manufacturer:Apple Inc., model:Watch,
 * hardware:Watch6,1, software:10.1>". Fields are separated by ", " followed by the next key
 * and a colon: a value may itself hold a comma ("Watch6,1") or ", " ("Withings, Inc.").
 */

export interface DeviceDescription {
  manufacturer: string | null;
  model: string | null;
  hardware: string | null;
}

const NO_DEVICE: DeviceDescription = { manufacturer: null, model: null, hardware: null };

/** ", key:" where key is letters and spaces ("creation date" appears in newer exports). */
const FIELD_SEPARATOR = /, (?=[A-Za-z][A-Za-z ]*:)/;

export function parseDeviceDescription(description: string | null | undefined): DeviceDescription {
  if (!description) return NO_DEVICE;
  const body = description.endsWith('>') ? description.slice(0, -1) : description;
  const fields = new Map<string, string>();
  for (const field of body.split(FIELD_SEPARATOR)) {
    const colon = field.indexOf(':');
    if (colon <= 0 || field.startsWith('<')) continue;
    fields.set(field.slice(0, colon).trim(), field.slice(colon + 1).trim());
  }
  const read = (key: string) => {
    const value = fields.get(key);
    return value === undefined || value === '' ? null : value;
  };
  return {
    manufacturer: read('manufacturer'),
    model: read('model'),
    hardware: read('hardware'),
  };
}
