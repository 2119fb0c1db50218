import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  READING_TYPE_INFO,
  READING_TYPES,
  SLEEP_STAGES,
  type ParsedReading,
} from '../reading-types';
import { parseCsv } from './test-support';
import { readingCsvLine, readingsCsvHeader } from './writer';

type Written = ParsedReading & { device: string };

/** A file as the export streams it: the header, then a line per reading, joined with LF. */
const file = (readings: Written[]) =>
  [readingsCsvHeader(), ...readings.map(readingCsvLine)].join('\n') + '\n';

const START = Date.UTC(2024, 5, 8, 14, 12);

describe("Cairn's readings CSV writer", () => {
  it('writes the header and a line per reading, UTC times and canonical units', () => {
    expect(readingsCsvHeader()).toBe(
      'timestamp,type,value,unit,end_timestamp,diastolic,stage,quality,device',
    );
    const base = { end: null, value2: null, context: '', quality: null };
    expect(
      readingCsvLine({
        ...base,
        type: 'body_temperature',
        start: START,
        value: 37.2,
        device: 'Kinsa, "smart"',
      }),
    ).toBe('2024-06-08T14:12:00.000Z,body_temperature,37.2,°C,,,,,"Kinsa, ""smart"""');
    expect(
      readingCsvLine({
        type: 'sleep',
        start: START,
        end: START + 5_400_000,
        value: 90,
        value2: null,
        context: 'rem',
        quality: 80,
        device: 'Watch',
      }),
    ).toBe('2024-06-08T14:12:00.000Z,sleep,90,min,2024-06-08T15:42:00.000Z,,rem,80,Watch');
  });

  it('defuses a device name a spreadsheet would run, and the reading still reads back', () => {
    const reading: Written = {
      type: 'blood_pressure',
      start: START,
      end: null,
      value: 120,
      value2: 80,
      context: '',
      quality: null,
      device: '=cmd|/C calc',
    };
    const line = readingCsvLine(reading);
    // csvCell's leading quote keeps the name text in a spreadsheet; the reader passes the
    // device column over, so nothing of the reading changes.
    expect(line).toBe("2024-06-08T14:12:00.000Z,blood_pressure,120,mmHg,,80,,,'=cmd|/C calc");
    const { device: _device, ...parsed } = reading;
    expect(parseCsv(file([reading])).readings).toEqual([{ line: 2, reading: parsed }]);
  });

  it('reads back to the same readings with the cairn layout', () => {
    const reading = fc
      .constantFrom(...READING_TYPES)
      .chain((type) => {
        const info = READING_TYPE_INFO[type];
        const noNegativeZero = (value: number) => (Object.is(value, -0) ? 0 : value);
        const value = fc
          .double({ min: info.plausible.min, max: info.plausible.max, noNaN: true })
          .map(noNegativeZero);
        const start = fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2100, 0, 1) });
        const end =
          type === 'sleep' || type === 'time_in_bed'
            ? fc.integer({ min: 0, max: 86_400_000 })
            : type === 'steps'
              ? fc.option(fc.integer({ min: 0, max: 86_400_000 }))
              : fc.constant(null);
        const values =
          type === 'blood_pressure'
            ? value.chain((systolic) =>
                fc
                  .double({ min: 20, max: Math.min(200, systolic), noNaN: true })
                  .filter((diastolic) => diastolic < systolic)
                  .map((diastolic) => [systolic, diastolic] as const),
              )
            : value.map((v) => [v, null] as const);
        return fc.record({
          type: fc.constant(type),
          start,
          span: end,
          values,
          context: type === 'sleep' ? fc.constantFrom('', ...SLEEP_STAGES) : fc.constant(''),
          quality: fc.option(fc.double({ min: 0, max: 100, noNaN: true }).map(noNegativeZero)),
          device: fc.string(),
        });
      })
      .map(({ type, start, span, values, context, quality, device }): Written => ({
        type,
        start,
        end: span === null ? null : start + span,
        value: values[0],
        value2: values[1],
        context,
        quality,
        device,
      }));
    fc.assert(
      fc.property(fc.array(reading, { maxLength: 20 }), (readings) => {
        const parsed = parseCsv(file(readings), 'Pacific/Chatham');
        expect(parsed.errors).toEqual([]);
        expect(parsed.readings.map((r) => r.reading)).toEqual(
          readings.map(({ device: _device, ...rest }) => rest),
        );
      }),
      { numRuns: 300 },
    );
  });
});
