import type { Random } from './random';
import { winterness } from './season';

/** What the weather service would have stored on an entry. */
export interface DemoWeather {
  /** hPa, one decimal, within 960-1050. */
  pressure: number;
  /** °C, one decimal. */
  temperature: number;
  /** Percent, whole. */
  humidity: number;
  conditions: string;
  /** Pressure fell at least PRESSURE_DROP_HPA since the day before. */
  pressureDrop: boolean;
}

export const PRESSURE_DROP_HPA = 6;
const PRESSURE_MIN = 960;
const PRESSURE_MAX = 1050;

const round1 = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A continental climate (Madrid-like): warm dry summers, cool damp winters. Pressure is a
 * seasonal mean plus an autocorrelated walk, livelier in winter, with a passing front now and
 * then: about one day in twelve falls 6 hPa or more. `dates` are consecutive days; the day
 * before the first is simulated too, so the first day's drop is known.
 */
export function simulateWeather(dates: readonly string[], random: Random): DemoWeather[] {
  const walkSd = 3.3;
  // Start the walks from their long-run spread, not from the mean.
  let pressureWalk = random.normal(0, walkSd / Math.sqrt(1 - 0.8 ** 2));
  let temperatureWalk = random.normal(0, 2);
  let previous: number | null = null;
  const series: DemoWeather[] = [];
  for (let index = -1; index < dates.length; index += 1) {
    const date = dates[Math.max(0, index)] as string;
    const winter = winterness(date);
    pressureWalk = 0.8 * pressureWalk + random.normal(0, walkSd + 0.8 * winter);
    // A passing front: a sudden fall that the walk then recovers from over a few days.
    if (random.chance(0.025)) pressureWalk -= 6 + random.next() * 5;
    const pressure = round1(clamp(1016 + 2 * winter + pressureWalk, PRESSURE_MIN, PRESSURE_MAX));
    temperatureWalk = 0.7 * temperatureWalk + random.normal(0, 1.4);
    const temperature = round1(15 - 9.5 * winter + temperatureWalk);
    const humidity = Math.round(
      clamp(60 + 14 * winter - 0.9 * pressureWalk + random.normal(0, 7), 15, 100),
    );
    const pressureDrop = previous !== null && previous - pressure >= PRESSURE_DROP_HPA;
    previous = pressure;
    if (index < 0) continue;
    series.push({
      pressure,
      temperature,
      humidity,
      conditions: conditions(pressureWalk, humidity, temperature, pressureDrop),
      pressureDrop,
    });
  }
  return series;
}

function conditions(walk: number, humidity: number, temperature: number, drop: boolean): string {
  if ((drop || walk < -6) && humidity >= 70) return temperature < 2 ? 'Snow' : 'Rain';
  if (humidity >= 75) return 'Overcast';
  if (humidity >= 60) return 'Cloudy';
  if (humidity >= 45) return 'Partly cloudy';
  return 'Sunny';
}
