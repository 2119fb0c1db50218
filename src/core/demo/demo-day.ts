import type { DemoFactors } from './daily-factors';
import type { DemoPain } from './pain-model';
import type { DemoWeather } from './weather-series';

/** One simulated day: everything the records of that day are written from. */
export interface DemoDay {
  /** Position in the series, from 0. */
  index: number;
  /** yyyy-MM-dd, the user's calendar date. */
  date: string;
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
  weather: DemoWeather;
  factors: DemoFactors;
  pain: DemoPain;
  /** The journal was written that day. */
  logged: boolean;
}
