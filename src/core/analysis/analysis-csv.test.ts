import { describe, expect, it } from 'vitest';
import { analysisCsv, analysisCsvFileName, EFFECTS_HEADER, SERIES_HEADER } from './analysis-csv';
import type { AnalysisResult, FactorEffect, SeriesDay } from './types';

const day = (date: string, values: Partial<SeriesDay> = {}): SeriesDay => ({
  date,
  pain: null,
  rollingMean: null,
  flare: false,
  mood: null,
  sleepHours: null,
  sleepQuality: null,
  stress: null,
  energy: null,
  pressure: null,
  ...values,
});

const effect = (values: Partial<FactorEffect>): FactorEffect => ({
  key: 'sleepHours:1',
  factor: 'Sleep hours',
  group: 'sleep',
  kind: 'numeric',
  lag: 1,
  n: 84,
  rho: -0.42,
  strength: 'moderate',
  daysWith: null,
  daysWithout: null,
  meanWith: null,
  meanWithout: null,
  difference: null,
  pValue: 0.002,
  qValue: 0.011,
  significant: true,
  description: 'On days with more sleep your pain the next day was lower (n = 84, significant).',
  ...values,
});

const result: Pick<AnalysisResult, 'series' | 'effects'> = {
  series: [
    day('2026-03-01', {
      pain: 6.5,
      mood: 4,
      sleepHours: 5.5,
      stress: 7,
      energy: 3,
      pressure: 1008.2,
      flare: false,
      // Read by the chart, not written to the file.
      rollingMean: 6.1,
      sleepQuality: 3,
    }),
    day('2026-03-02'),
    day('2026-03-03', { pain: 8.3, flare: true, pressure: 996 }),
  ],
  effects: [
    effect({}),
    effect({
      key: 'tag:gluten:0',
      factor: 'Tag: gluten',
      group: 'tag',
      kind: 'yesno',
      lag: 0,
      n: 30,
      rho: 0.123456,
      daysWith: 6,
      daysWithout: 24,
      meanWith: 7.1,
      meanWithout: 5.8,
      difference: 1.2999999999999998,
      pValue: 0.000123456,
      qValue: 0.6,
      significant: false,
    }),
  ],
};

/** The file's lines, without the byte order mark and the final line end. */
function lines(csv: string): string[] {
  return csv.slice(1).replace(/\r\n$/, '').split('\r\n');
}

describe('analysisCsv', () => {
  it('writes the daily series, an empty line, then the effects table', () => {
    expect(lines(analysisCsv(result))).toEqual([
      'Date,Day pain,Mood,Sleep hours,Stress,Energy,Pressure (hPa),Flare',
      '2026-03-01,6.5,4,5.5,7,3,1008.2,no',
      '2026-03-02,,,,,,,no',
      '2026-03-03,8.3,,,,,996,yes',
      '',
      'Factor,Compared with,Days,Strength (rho),Difference (points),p-value,q-value,Significant',
      'Sleep hours,Next-day pain,84,-0.42,,0.002,0.011,yes',
      'Tag: gluten,Same-day pain,30,0.123,1.3,0.000123,0.6,no',
    ]);
  });

  it('starts with one byte order mark and nowhere else, and ends every line with CRLF', () => {
    const csv = analysisCsv(result);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.split('\uFEFF')).toHaveLength(2);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('keeps both headers when there is nothing yet', () => {
    expect(lines(analysisCsv({ series: [], effects: [] }))).toEqual([
      SERIES_HEADER.join(','),
      '',
      EFFECTS_HEADER.join(','),
    ]);
  });

  it('cannot carry a formula or break a row through a factor name', () => {
    const csv = analysisCsv({
      series: [],
      effects: [
        effect({ factor: '=HYPERLINK("http://evil.test","click")' }),
        effect({ factor: 'Tag: @SUM(A1)' }),
        effect({ factor: 'Activity: walk, then rest' }),
      ],
    });
    const [, , , first, second, third] = lines(csv);
    expect(first).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.test"",""click""\)",Next-day pain,/);
    expect(second).toMatch(/^Tag: @SUM\(A1\),/);
    expect(third).toMatch(/^"Activity: walk, then rest",/);
  });

  it('writes a number that is not finite as a blank', () => {
    const csv = analysisCsv({
      series: [day('2026-03-01', { pain: Number.NaN })],
      effects: [effect({ rho: Number.NaN, pValue: Number.POSITIVE_INFINITY })],
    });
    expect(lines(csv)[1]).toBe('2026-03-01,,,,,,,no');
    expect(lines(csv)[4]).toBe('Sleep hours,Next-day pain,84,,,,0.011,yes');
  });
});

describe('analysisCsvFileName', () => {
  it('names the user’s date and the period', () => {
    expect(analysisCsvFileName('2026-03-14', '6months')).toBe(
      'cairn-2026-03-14-analysis-6months.csv',
    );
  });
});
