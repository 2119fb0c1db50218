import { isCalendarDate } from '../calendar';
import { isValidTimeZone } from '../time-zone';

/** The effects planted in demo data: what an analysis of it should find (and nothing else). */
export interface DemoEffects {
  /** Points of extra pain on a day whose night's sleep (the entry's sleepHours) was under 6 h. */
  shortSleep: number;
  /** Points of extra pain per stress point above 5 on the same day (stressLevel 0-10). */
  stress: number;
  /** Points of extra pain on a day whose pressure fell at least 6 hPa since the day before. */
  pressureDrop: number;
  /** Points of extra pain on a day the daily medication was missed. */
  missedMedication: number;
  /** Extra pain on Mondays and Tuesdays (a weekly rhythm); weekends half as much lower. */
  weekly: number;
  /** Amplitude of the seasonal swing: winter higher, summer lower. */
  seasonal: number;
  /**
   * Chance per day that a flare (2-4 days at 7-10) begins. It is higher after a short night
   * and on a pressure drop, but only while those effects are planted (non-zero), so that a
   * zero effect stays absent.
   */
  flareChance: number;
  /** Points of extra pain on days with the tag "gluten" (a trigger the user suspects). */
  gluten: number;
  /**
   * Beats per minute the watch's resting heart rate rises per point of the day's pain above
   * the baseline (3): the body's stress response on bad days. It follows pain and changes no
   * pain, so the device correlations have one planted link to find (biometric-readings.ts).
   */
  restingHeartRate: number;
}

export interface DemoOptions {
  /** Same seed and options give the identical document. */
  seed: number;
  /** yyyy-MM-dd: the last day generated (the user's today). */
  endDate: string;
  /** Days generated, ending on endDate (a year is 365). */
  days: number;
  /** Default Europe/Madrid: createdAt and takenAt are wall-clock times in this zone. */
  timeZone?: string;
  /** Any effect set to 0 is absent; all zeros give pure noise. */
  effects?: Partial<DemoEffects>;
  /** Share of days with a journal entry (default 0.9): real people miss days. */
  loggingRate?: number;
  /** The profile's e-mail (default demo@cairn.local). */
  email?: string;
}

export const DEFAULT_DEMO_EFFECTS: DemoEffects = {
  shortSleep: 1.5,
  stress: 0.25,
  pressureDrop: 1.0,
  missedMedication: 0.8,
  weekly: 0.5,
  seasonal: 0.8,
  flareChance: 0.025,
  gluten: 1.2,
  restingHeartRate: 1,
};

/** No effect at all: pain is baseline plus noise. */
export const NO_DEMO_EFFECTS: DemoEffects = {
  shortSleep: 0,
  stress: 0,
  pressureDrop: 0,
  missedMedication: 0,
  weekly: 0,
  seasonal: 0,
  flareChance: 0,
  gluten: 0,
  restingHeartRate: 0,
};

export const DEMO_EMAIL = 'demo@cairn.local';
export const DEMO_TIME_ZONE = 'Europe/Madrid';
export const DEFAULT_LOGGING_RATE = 0.9;
/** The import takes at most 100,000 entries; 50 years of days stays well inside it. */
export const DEMO_MAX_DAYS = 18_262;

export interface ResolvedDemoOptions {
  seed: number;
  endDate: string;
  days: number;
  timeZone: string;
  effects: DemoEffects;
  loggingRate: number;
  email: string;
}

/** Defaults filled in; a value the generator cannot use is refused with a RangeError. */
export function resolveDemoOptions(options: DemoOptions): ResolvedDemoOptions {
  const fail = (message: string) => {
    throw new RangeError(`generateDemoData: ${message}`);
  };
  if (!Number.isFinite(options.seed)) fail('seed must be a finite number');
  if (!isCalendarDate(options.endDate)) fail('endDate must be a date in the form yyyy-MM-dd');
  if (!Number.isInteger(options.days) || options.days < 1 || options.days > DEMO_MAX_DAYS) {
    fail(`days must be a whole number from 1 to ${DEMO_MAX_DAYS}`);
  }
  const timeZone = options.timeZone ?? DEMO_TIME_ZONE;
  if (!isValidTimeZone(timeZone)) fail(`unknown time zone ${timeZone}`);
  const loggingRate = options.loggingRate ?? DEFAULT_LOGGING_RATE;
  if (!(loggingRate >= 0 && loggingRate <= 1)) fail('loggingRate must be from 0 to 1');
  const effects = { ...DEFAULT_DEMO_EFFECTS, ...options.effects };
  for (const [name, value] of Object.entries(effects)) {
    if (!Number.isFinite(value)) fail(`effect ${name} must be a finite number`);
  }
  if (effects.flareChance < 0 || effects.flareChance > 1) fail('flareChance must be from 0 to 1');
  return {
    seed: options.seed,
    endDate: options.endDate,
    days: options.days,
    timeZone,
    effects,
    loggingRate,
    email: options.email ?? DEMO_EMAIL,
  };
}
