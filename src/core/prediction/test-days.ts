import { analysisDays, type AnalysisDay } from '../analysis/days';
import { addDays, dayNumber } from '../calendar';
import { generateDemoData } from '../demo/generate-demo-data';
import type { DemoEffects } from '../demo/demo-options';
import type { DailyWeather } from '../weather';

/** Days and forecasts for the prediction engine's tests. */

/** A day with entries: the figures the engine reads, the rest empty. */
export function testDay(
  date: string,
  pain: number,
  figures: Partial<Pick<AnalysisDay, 'sleepHours' | 'stress' | 'pressure' | 'sleepQuality'>> = {},
): AnalysisDay {
  return {
    date,
    day: dayNumber(date) as number,
    pain,
    mood: null,
    sleepHours: figures.sleepHours ?? null,
    sleepQuality: figures.sleepQuality ?? null,
    stress: figures.stress ?? null,
    energy: null,
    pressure: figures.pressure ?? null,
    temperature: null,
    humidity: null,
    tags: new Map(),
    activities: new Map(),
    symptoms: new Map(),
    text: '',
    logTimes: [],
  };
}

/** One day per pain, consecutive, the last on `endDate`; `null` leaves a day without entries. */
export function dailyDays(
  pains: readonly (number | null)[],
  endDate: string,
  figures: (index: number) => Parameters<typeof testDay>[2] = () => ({}),
): AnalysisDay[] {
  return pains.flatMap((pain, index) =>
    pain === null
      ? []
      : [testDay(addDays(endDate, index - pains.length + 1), pain, figures(index))],
  );
}

/** Generated demo days (generate-demo-data.ts) ending on `endDate`. */
export function demoDays(
  seed: number,
  days: number,
  endDate: string,
  effects?: Partial<DemoEffects>,
): AnalysisDay[] {
  const document = generateDemoData({ seed, days, endDate, ...(effects ? { effects } : {}) });
  return analysisDays(document.journalEntries);
}

/** Forecast days from `firstDate`, one per pressure. */
export function forecastDays(
  firstDate: string,
  pressures: readonly (number | null)[],
): DailyWeather[] {
  return pressures.map((pressure, index) => ({
    date: addDays(firstDate, index),
    temperatureMin: 8,
    temperatureMax: 16,
    temperatureMean: 12,
    humidity: 70,
    pressure,
    precipitationChance: 20,
    windSpeed: 10,
    uvIndex: 3,
    weatherCode: 2,
    description: 'Partly Cloudy',
  }));
}
