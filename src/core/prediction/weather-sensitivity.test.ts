import { describe, expect, it } from 'vitest';
import { NO_DEMO_EFFECTS } from '../demo/demo-options';
import { seededRandom } from '../stats/random';
import { demoDays, dailyDays, forecastDays } from './test-days';
import { historyUpTo } from './timeline';
import {
  painRiskFactor,
  pressureDays,
  weatherImpact,
  weatherSensitivity,
} from './weather-sensitivity';
import { weatherTrigger } from './weather-trigger';

const END = '2026-11-25';

/** Days whose pain is 4 - perLow x (pressure - 1013) + perFall x fall + noise. */
function planted(n: number, perLow: number, perFall: number, noise: number, seed = 3) {
  const random = seededRandom(seed);
  const pressures: number[] = [];
  let walk = 0;
  for (let index = 0; index < n; index += 1) {
    walk = 0.8 * walk + (random() - 0.5) * 12;
    pressures.push(1013 + walk);
  }
  const pains = pressures.map((pressure, index) => {
    const fall = index === 0 ? 0 : (pressures[index - 1] as number) - pressure;
    return 4 - perLow * (pressure - 1013) + perFall * fall + (random() - 0.5) * noise;
  });
  return dailyDays(pains, END, (index) => ({ pressure: pressures[index] as number }));
}

const sensitivityOf = (days: ReturnType<typeof planted>) =>
  weatherSensitivity(pressureDays(historyUpTo(days, days.at(-1)!.day)));

describe('weatherSensitivity', () => {
  it('recovers a planted effect of low and of falling pressure', () => {
    const sensitivity = sensitivityOf(planted(200, 0.1, 0.15, 1));
    expect(sensitivity?.n).toBe(199);
    expect(sensitivity?.perHpaBelowUsual).toBeCloseTo(0.1, 1);
    expect(sensitivity?.perHpaFall).toBeCloseTo(0.15, 1);
    expect(sensitivity?.usualPressure).toBeGreaterThan(1000);
  });

  it('finds about nothing in noise', () => {
    const sensitivity = sensitivityOf(planted(365, 0, 0, 3));
    expect(Math.abs(sensitivity?.perHpaBelowUsual ?? 1)).toBeLessThan(0.03);
    expect(Math.abs(sensitivity?.perHpaFall ?? 1)).toBeLessThan(0.03);
  });

  it('needs 14 days with a reading and one the day before', () => {
    expect(sensitivityOf(planted(14, 0.1, 0.1, 1))).toBeNull();
    expect(sensitivityOf(planted(15, 0.1, 0.1, 1))?.n).toBe(14);
    // Every other day: no day has a reading the day before.
    const alternate = planted(60, 0.1, 0.1, 1).filter((_, index) => index % 2 === 0);
    expect(sensitivityOf(alternate)).toBeNull();
    expect(weatherSensitivity(pressureDays(dailyDays([3, 4, 5], END)))).toBeNull();
  });

  it("follows the demo diary's planted pressure drops, and not its noise", () => {
    const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
    const drops = seeds.map((seed) => {
      const days = demoDays(seed, 365, END, { ...NO_DEMO_EFFECTS, pressureDrop: 2 });
      const found = pressureDays(historyUpTo(days, days.at(-1)!.day));
      return { sensitivity: weatherSensitivity(found), found };
    });
    expect(drops.every(({ sensitivity }) => (sensitivity?.perHpaFall ?? 0) > 0.02)).toBe(true);
    expect(
      drops.filter(({ found, sensitivity }) => weatherTrigger(found, sensitivity)).length,
    ).toBeGreaterThanOrEqual(3);

    const noise = seeds.map((seed) => {
      const days = demoDays(seed, 365, END, NO_DEMO_EFFECTS);
      const found = pressureDays(historyUpTo(days, days.at(-1)!.day));
      return { sensitivity: weatherSensitivity(found), found };
    });
    expect(noise.every(({ sensitivity }) => Math.abs(sensitivity?.perHpaFall ?? 1) < 0.05)).toBe(
      true,
    );
    expect(noise.filter(({ found, sensitivity }) => weatherTrigger(found, sensitivity))).toEqual(
      [],
    );
  });
});

describe('painRiskFactor', () => {
  const sensitivity = { perHpaBelowUsual: 0.05, perHpaFall: 0.1, usualPressure: 1015, n: 30 };

  it('adds the effect of pressure below the usual and of the fall, to 2 decimals', () => {
    // 0.05 x 10 + 0.1 x 6 = 1.1
    expect(painRiskFactor(sensitivity, 1005, 1011)).toBe(1.1);
    // Rising and above the usual: 0.05 x -3 + 0.1 x -3 = -0.45
    expect(painRiskFactor(sensitivity, 1018, 1015)).toBe(-0.45);
    expect(painRiskFactor(sensitivity, 1005, null)).toBe(0.5);
    expect(painRiskFactor(sensitivity, 1015.333, 1015)).toBe(-0.05);
  });

  it('is 0 without a sensitivity or a pressure', () => {
    expect(painRiskFactor(null, 990, 1020)).toBe(0);
    expect(painRiskFactor(sensitivity, null, 1020)).toBe(0);
  });
});

describe('weatherImpact', () => {
  const sensitivity = { perHpaBelowUsual: 0.05, perHpaFall: 0.1, usualPressure: 1015, n: 30 };

  it("labels each forecast day, the first one's fall counted from the last reading before it", () => {
    const history = dailyDays([4, 4, 4], '2026-11-24', (index) => ({
      pressure: index === 2 ? null : 1020,
    }));
    const forecast = forecastDays('2026-11-25', [1012, 1005, null, 1016]).reverse();
    const impact = weatherImpact(forecast, sensitivity, history);
    expect(impact.map((day) => [day.date, day.painRiskFactor, day.label])).toEqual([
      // 0.05 x 3 + 0.1 x 8 (from 1020 on 11-23) = 0.95
      ['2026-11-25', 0.95, 'Moderate'],
      // 0.05 x 10 + 0.1 x 7 = 1.2
      ['2026-11-26', 1.2, 'High Risk'],
      ['2026-11-27', 0, 'Neutral'],
      // No fall from an unknown day: 0.05 x -1
      ['2026-11-28', -0.05, 'Neutral'],
    ]);
    expect(impact[0]?.description).toBe('Partly Cloudy');
  });

  it('gives 0 and Neutral without a sensitivity, and nothing without a forecast', () => {
    const impact = weatherImpact(forecastDays('2026-11-25', [990, 1030]), null, []);
    expect(impact.map((day) => [day.painRiskFactor, day.label])).toEqual([
      [0, 'Neutral'],
      [0, 'Neutral'],
    ]);
    expect(weatherImpact([], sensitivity, [])).toEqual([]);
  });
});
