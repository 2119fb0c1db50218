import { describe, expect, it } from 'vitest';
import { READING_TYPES } from '../reading-types';
import { moment, parseCsv } from './test-support';

const HEADER = 'timestamp,type,value,unit,end_timestamp,diastolic,stage,quality,device';

const GOOD = [
  `\uFEFF${HEADER}`,
  '2024-06-08T14:12:00Z,heart_rate,72,bpm,,,,95,Watch',
  // A wall time in Europe/Berlin (UTC+2 in June) and a synonym for the type.
  '2024-06-08 16:00,HR,61,,,,,,',
  '2024-06-08T07:30:00+02:00,Blood Pressure,120/80,mmHg,,,,,"Omron, M7"',
  '2024-06-08T07:31:00Z,bp,118,,,76,,,',
  // An empty value of a night is its length.
  '2024-06-07T22:30:00Z,sleep,,,2024-06-08T05:00:00Z,,deep,,',
  '2024-06-07T22:00:00Z,time in bed,8,h,2024-06-08T06:00:00Z,,,,',
  '2024-06-08T09:00:00Z,weight,154.3,lb,,,,,"Scale',
  'with a note, and ""quotes"""',
  '2024-06-08T08:00:00Z,temperature,98.6,°F,,,,,',
  '2024-06-08T08:00:00Z,SpO2,97,%,,,,,',
  '2024-06-08T08:00:00Z,glucose,5.5,mmol/L,,,,,',
  '2024-06-08T08:00:00Z,hrv,0.045,s,,,,,',
  '2024-06-08T08:00:00Z,stress,40,,,,,,',
  '2024-06-08T08:00:00Z,resting heart rate,55,,,,,,',
  '2024-06-08T10:00:00Z,steps,1234,,2024-06-08T10:30:00Z,,,,',
  '2024-06-08T11:00:00Z,steps,500,,,,,,',
  '',
  '2024-06-08T12:00:00Z,sleep,45,min,2024-06-08T12:50:00Z,,light,,',
].join('\r\n');

describe("CSV parser, Cairn's layout", () => {
  it('reads every row as a reading in canonical units, with the line it starts on', () => {
    const parsed = parseCsv(`${GOOD}\r\n`);
    expect(parsed.layout).toBe('cairn');
    expect(parsed.errors).toEqual([]);
    const expected = [
      [2, moment('heart_rate', '2024-06-08T14:12:00Z', 72, { quality: 95 })],
      [3, moment('heart_rate', '2024-06-08T14:00:00Z', 61)],
      [4, moment('blood_pressure', '2024-06-08T05:30:00Z', 120, { value2: 80 })],
      [5, moment('blood_pressure', '2024-06-08T07:31:00Z', 118, { value2: 76 })],
      [
        6,
        moment('sleep', '2024-06-07T22:30:00Z', 390, {
          end: Date.parse('2024-06-08T05:00:00Z'),
          context: 'deep',
        }),
      ],
      [
        7,
        moment('time_in_bed', '2024-06-07T22:00:00Z', 480, {
          end: Date.parse('2024-06-08T06:00:00Z'),
        }),
      ],
      [8, moment('weight', '2024-06-08T09:00:00Z', 154.3 * 0.45359237)],
      [10, moment('body_temperature', '2024-06-08T08:00:00Z', 37)],
      [11, moment('oxygen_saturation', '2024-06-08T08:00:00Z', 97)],
      [12, moment('glucose_level', '2024-06-08T08:00:00Z', 5.5 * 18.0156)],
      [13, moment('heart_rate_variability', '2024-06-08T08:00:00Z', 45)],
      [14, moment('stress_level', '2024-06-08T08:00:00Z', 40)],
      [15, moment('resting_heart_rate', '2024-06-08T08:00:00Z', 55)],
      [
        16,
        moment('steps', '2024-06-08T10:00:00Z', 1234, { end: Date.parse('2024-06-08T10:30:00Z') }),
      ],
      [17, moment('steps', '2024-06-08T11:00:00Z', 500)],
      [
        19,
        moment('sleep', '2024-06-08T12:00:00Z', 45, {
          end: Date.parse('2024-06-08T12:50:00Z'),
          context: 'core',
        }),
      ],
    ] as const;
    expect(parsed.readings).toHaveLength(expected.length);
    parsed.readings.forEach(({ line, reading }, index) => {
      const [expectedLine, expectedReading] = expected[index] as (typeof expected)[number];
      expect(line).toBe(expectedLine);
      expect({ ...reading, value: 0 }).toEqual({ ...expectedReading, value: 0 });
      expect(reading.value).toBeCloseTo(expectedReading.value, 6);
    });
    expect(parsed.stats).toEqual({ rows: 16, readings: 16, badRows: 0 });
  });

  it('gives the same result for LF line ends and any chunk size', () => {
    const whole = parseCsv(GOOD);
    expect(parseCsv(GOOD.replaceAll('\r\n', '\n'))).toEqual(whole);
    for (const size of [1, 7, 4096]) {
      const chunks: string[] = [];
      for (let at = 0; at < GOOD.length; at += size) chunks.push(GOOD.slice(at, at + size));
      expect(parseCsv(chunks)).toEqual(whole);
    }
  });

  it('accepts the columns in any order and case, and without the optional ones', () => {
    const parsed = parseCsv('" Value ",Type,TimeStamp\n70,heart rate,2024-06-08T14:12:00Z\n');
    expect(parsed.readings).toEqual([
      { line: 2, reading: moment('heart_rate', '2024-06-08T14:12:00Z', 70) },
    ]);
  });

  it('reports each bad row once, naming the column and what it expects', () => {
    const rows: [string, string][] = [
      ['2024-06-08T14:12:00Z,heart_rate,abc', "value: 'abc' is not a number"],
      [
        '2024-06-08T14:12:00Z,weight,80,stone-ish',
        "unit: 'stone-ish' is not a unit for weight (kg, g, lb, lbs, st)",
      ],
      ['2024-06-08T14:12:00Z,heart_rate,400', 'value: Heart rate must be 20 to 300 bpm'],
      [
        '2024-06-08T14:12:00Z,weight,1200,lb',
        'value: Weight must be 1 to 500 kg (1,200 lb is 544.31 kg)',
      ],
      ['2024-06-08T14:12:00Z,steps,250000', 'value: Steps must be 0 to 100,000 steps'],
      [
        ',heart_rate,70',
        'timestamp: missing (expected a date and time such as 2024-06-08T14:12:00Z, or 2024-06-08 14:12 in your time zone)',
      ],
      [
        'yesterday,heart_rate,70',
        "timestamp: 'yesterday' is not a date and time (expected a date and time such as 2024-06-08T14:12:00Z, or 2024-06-08 14:12 in your time zone)",
      ],
      [
        '2024-06-08T14:12:00Z,,70',
        'type: missing (expected a reading type such as heart_rate or weight)',
      ],
      [
        '2024-06-08T14:12:00Z,mood,7',
        `type: 'mood' is not a reading type (${READING_TYPES.join(', ')})`,
      ],
      ['2024-06-08T14:12:00Z,heart_rate,', 'value: missing (expected a number in bpm)'],
      ['2024-06-08T14:12:00Z,sleep,420', 'end_timestamp: missing (expected when the sleep ended)'],
      [
        '2024-06-08T14:12:00Z,sleep,,,2024-06-08T10:00:00Z',
        "end_timestamp: '2024-06-08T10:00:00Z' is before the timestamp",
      ],
      ['2024-06-08T14:12:00Z,sleep,,,2024-06-09T16:00:00Z', 'value: Sleep must be 0 to 1,440 min'],
      [
        '2024-06-08T14:12:00Z,bp,120',
        'diastolic: missing (expected a number, or the value written as 120/80)',
      ],
      [
        '2024-06-08T14:12:00Z,bp,120/x',
        "value: '120/x' is not a blood pressure (expected systolic/diastolic such as 120/80)",
      ],
      [
        '2024-06-08T14:12:00Z,bp,80/90',
        'diastolic: diastolic pressure must be below the systolic (80 mmHg)',
      ],
      ['2024-06-08T14:12:00Z,bp,400/90', 'value: Blood pressure must be 50 to 300 mmHg'],
      ['2024-06-08T14:12:00Z,bp,120/10', 'diastolic: diastolic pressure must be 20 to 200 mmHg'],
      [
        '2024-06-08T14:12:00Z,bp,120/80,psi',
        "unit: 'psi' is not a unit for blood pressure (mmHg, kpa)",
      ],
      [
        '2024-06-08T14:12:00Z,sleep,,,2024-06-08T16:00:00Z,,nap',
        "stage: 'nap' is not a sleep stage (asleep, core, deep, rem)",
      ],
      [
        '2024-06-08T14:12:00Z,heart_rate,70,,,,,150',
        "quality: '150' must be a number from 0 to 100",
      ],
      [
        '2024-06-08T14:12:00Z,heart_rate,"70',
        'a quoted cell is never closed: a quote (") is missing',
      ],
    ];
    const text = [HEADER, ...rows.map(([row]) => row)].join('\n');
    const parsed = parseCsv(text);
    expect(parsed.readings).toEqual([]);
    expect(parsed.errors).toEqual(rows.map(([, message], index) => ({ line: index + 2, message })));
    expect(parsed.stats).toEqual({ rows: rows.length, readings: 0, badRows: rows.length });
  });

  it('reads the rows around a bad one, with the right lines after a cell with line breaks', () => {
    const text = [
      HEADER,
      '2024-06-08T14:12:00Z,heart_rate,70,,,,,,"two',
      'lines"',
      '2024-06-08T14:13:00Z,heart_rate,x',
      '2024-06-08T14:14:00Z,heart_rate,71',
    ].join('\r\n');
    const parsed = parseCsv(text);
    expect(parsed.readings.map(({ line, reading }) => [line, reading.value])).toEqual([
      [2, 70],
      [5, 71],
    ]);
    expect(parsed.errors).toEqual([{ line: 4, message: "value: 'x' is not a number" }]);
  });
});
