import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar';
import { ANALYSIS_TODAY } from '../test-support/analysis-input';
import { metricTrend, type TrendInput } from './trend';
import type { CorrelationMetric } from './types';

/** The 4 weeks before the last 4 (oldest first), then the last 4, one value a day from the start. */
function windows(previous: readonly number[], recent: readonly number[]): Map<string, number> {
  const values = new Map<string, number>();
  previous.forEach((value, i) => values.set(addDays(ANALYSIS_TODAY, i - 55), value));
  recent.forEach((value, i) => values.set(addDays(ANALYSIS_TODAY, i - 27), value));
  return values;
}

/** `days` values wobbling around `level` by up to `wobble`, the same wobble every time. */
const around = (level: number, wobble: number, days = 28) =>
  Array.from({ length: days }, (_, i) => level + wobble * (((i * 7) % 5) - 2) * 0.5);

function trend(
  metric: CorrelationMetric,
  label: string,
  values: Map<string, number>,
  correlation: Partial<Pick<TrendInput, 'rho' | 'significant'>> = {},
) {
  return metricTrend({
    metric,
    label,
    values,
    today: ANALYSIS_TODAY,
    rho: 0.1,
    significant: false,
    ...correlation,
  });
}

describe('metric trend', () => {
  it('hold steady when the two windows are alike', () => {
    const sleep = trend('sleep', 'Sleep', windows(around(7.1, 0.4), around(7.1, 0.4)));
    expect(sleep).toEqual({
      direction: 'stable',
      description: 'Sleep has held steady over the last 4 weeks (7.1 h against 7.1 h).',
    });
  });

  it('say a rise in resting heart rate with its numbers, concerning by general health', () => {
    const heart = trend(
      'resting_heart_rate',
      'Resting heart rate',
      windows(around(62, 1), around(68, 1)),
    );
    expect(heart).toEqual({
      direction: 'concerning',
      description: 'Resting heart rate rose from 62 to 68 bpm over the last 4 weeks.',
    });
  });

  it('judge a move by the person’s own correlation when it is significant', () => {
    const steps = windows(around(5400, 300), around(7200, 300));
    // More steps went with less pain: more steps is good news for this person ...
    expect(trend('steps', 'Steps', steps, { rho: -0.4, significant: true })).toEqual({
      direction: 'improving',
      description: 'Steps rose from 5,400 to 7,200 a day over the last 4 weeks.',
    });
    // ... and bad news for one whose pain rose with them, whatever the general rule says.
    expect(trend('steps', 'Steps', steps, { rho: 0.4, significant: true }).direction).toBe(
      'concerning',
    );
    expect(trend('steps', 'Steps', steps, { rho: 0.4, significant: false }).direction).toBe(
      'improving',
    );
  });

  it('tell a change in weight without judging it, unless it goes with pain', () => {
    const weight = windows(around(70, 0.2), around(72, 0.2));
    expect(trend('weight', 'Weight', weight)).toEqual({
      direction: 'stable',
      description: 'Weight rose from 70.0 to 72.0 kg over the last 4 weeks.',
    });
    expect(trend('weight', 'Weight', weight, { rho: 0.5, significant: true }).direction).toBe(
      'concerning',
    );
  });

  it('count sleep moving toward 7 to 9 hours as improving, and away as concerning', () => {
    const toward = trend('sleep', 'Sleep', windows(around(5.5, 0.2), around(6.8, 0.2)));
    expect(toward).toEqual({
      direction: 'improving',
      description: 'Sleep rose from 5.5 to 6.8 h over the last 4 weeks.',
    });
    expect(trend('sleep', 'Sleep', windows(around(8, 0.2), around(10, 0.2))).direction).toBe(
      'concerning',
    );
  });

  it('give short nights as a share of nights', () => {
    const flags = (short: number, nights: number) =>
      Array.from({ length: nights }, (_, i) =>
        i % Math.floor(nights / short) === 0 && i / Math.floor(nights / short) < short ? 1 : 0,
      );
    const moved = trend('short_nights', 'Short nights', windows(flags(2, 26), flags(14, 28)));
    expect(moved).toEqual({
      direction: 'concerning',
      description: 'Short nights went from 2 of 26 to 14 of 28 in the last 4 weeks.',
    });
  });

  it('need 7 days with readings in each window', () => {
    const enough = trend(
      'resting_heart_rate',
      'Resting heart rate',
      windows(around(62, 1, 7), around(62, 1, 7)),
    );
    expect(enough.description).toBe(
      'Resting heart rate has held steady over the last 4 weeks (62 bpm against 62 bpm).',
    );
    const notEnough = {
      direction: 'stable',
      description: 'Not enough readings in the last 8 weeks to see a trend.',
    };
    expect(
      trend(
        'resting_heart_rate',
        'Resting heart rate',
        windows(around(62, 1, 7), around(62, 1, 6)),
      ),
    ).toEqual(notEnough);
    expect(
      trend(
        'resting_heart_rate',
        'Resting heart rate',
        windows(around(62, 1, 6), around(70, 1, 28)),
      ),
    ).toEqual(notEnough);
  });

  it('read no readings older than 8 weeks or after today', () => {
    const values = windows([], around(62, 1));
    for (let back = 56; back < 90; back += 1) values.set(addDays(ANALYSIS_TODAY, -back), 50);
    for (let ahead = 1; ahead < 10; ahead += 1) values.set(addDays(ANALYSIS_TODAY, ahead), 50);
    expect(trend('resting_heart_rate', 'Resting heart rate', values).description).toBe(
      'Not enough readings in the last 8 weeks to see a trend.',
    );
  });

  it('show enough decimals for a move to read as one', () => {
    const heart = trend(
      'resting_heart_rate',
      'Resting heart rate',
      windows(around(62.1, 0.01), around(62.4, 0.01)),
    );
    expect(heart.description).toBe(
      'Resting heart rate rose from 62.1 to 62.4 bpm over the last 4 weeks.',
    );
  });
});
