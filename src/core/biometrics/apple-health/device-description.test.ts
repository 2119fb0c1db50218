import { describe, expect, it } from 'vitest';
import { parseDeviceDescription } from './device-description';

describe('parseDeviceDescription', () => {
  it('reads manufacturer, model and hardware, keeping commas inside values', () => {
    expect(
      parseDeviceDescription(
        '<<HKDevice: 0x283c6c0a0>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,1, software:10.1>',
      ),
    ).toEqual({ manufacturer: 'Apple Inc.', model: 'Watch', hardware: 'Watch6,1' });
    expect(
      parseDeviceDescription(
        '<<HKDevice: 0x1>, name:BPM, manufacturer:Withings, Inc., model:BPM Connect, hardware:WPM05, software:1.2, creation date:2024-01-05 08:00:00 +0000>',
      ),
    ).toEqual({ manufacturer: 'Withings, Inc.', model: 'BPM Connect', hardware: 'WPM05' });
  });

  it('answers null for what the description leaves out', () => {
    expect(parseDeviceDescription('<<HKDevice: 0x2>, name:iPhone, model:iPhone>')).toEqual({
      manufacturer: null,
      model: 'iPhone',
      hardware: null,
    });
    expect(parseDeviceDescription('<<HKDevice: 0x3>, manufacturer:, model:Oura>')).toEqual({
      manufacturer: null,
      model: 'Oura',
      hardware: null,
    });
    expect(parseDeviceDescription(undefined)).toEqual({
      manufacturer: null,
      model: null,
      hardware: null,
    });
    expect(parseDeviceDescription('not a device')).toEqual({
      manufacturer: null,
      model: null,
      hardware: null,
    });
  });
});
