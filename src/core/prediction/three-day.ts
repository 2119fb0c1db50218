import { addDays, dayNumber, WEEKDAY_NAMES, weekdayIndex } from '../calendar';
import { toDayPoints, type DataEntry, type DayPoint } from '../day-points';
import { recentContext, RISING_PAIN_MIN } from './recent-context';
import { atLeast, clamp, format1, mean, round1, roundTo } from '../stats/numbers';

/**
 * Pain predictions for the next 3 days (spec section 9), computed in the browser. Like the
 * insights, "entries" are days with entries (day-points.ts).
 */

export interface Prediction {
  /** yyyy-MM-dd: tomorrow, the day after, and the day after that. */
  date: string;
  /** 0 to 10, one decimal. */
  predictedPainLevel: number;
  /** 0 to 0.8: 0.2 per matching weekday in the last 14 days. */
  confidence: number;
  riskFactors: string[];
  preventiveActions: string[];
  /** 0 to 1, higher is more risk; null without data (prediction-factors.ts). */
  weatherFactor: number | null;
  stressFactor: number | null;
  sleepFactor: number | null;
}

export const PREDICTION_MIN_DAYS = 7;
export const PREDICTION_WINDOW = 14;
export const PREDICTION_RECENT = 3;
export const PREDICTION_DAYS = 3;
export const TREND_WEIGHT = 0.3;
export const CONFIDENCE_PER_MATCH = 0.2;
export const CONFIDENCE_MAX = 0.8;
export const HIGH_RISK_ABOVE = 6;
export const MEDIUM_RISK_ABOVE = 4;

export type PredictionRisk = 'high' | 'medium' | 'low';

/** Above 6 high (the screen adds a high-risk hint), above 4 medium, else low. */
export function predictionRisk(level: number): PredictionRisk {
  if (level > HIGH_RISK_ABOVE) return 'high';
  if (level > MEDIUM_RISK_ABOVE) return 'medium';
  return 'low';
}

/** A day as the level calculation reads it: its date and its (mean) pain. */
export type PainDay = Pick<DayPoint, 'date' | 'painLevel'>;

function windowAverages(window: readonly PainDay[]) {
  const windowAverage = mean(window.map((point) => point.painLevel)) as number;
  const recentAverage = mean(
    window.slice(-PREDICTION_RECENT).map((point) => point.painLevel),
  ) as number;
  return { windowAverage, recentAverage };
}

/**
 * The predicted level for `date` from `window`, the last 14 days with entries before it (oldest
 * first, at least one): the same-weekday mean (else the window mean) plus the trend adjustment.
 * Shared with the backtest (analysis/backtest.ts), which checks it against what happened.
 */
export function predictedLevel(window: readonly PainDay[], date: string) {
  const { windowAverage, recentAverage } = windowAverages(window);
  const weekday = weekdayIndex(date);
  const matching = window.filter((point) => weekdayIndex(point.date) === weekday);
  const weekdayAverage = mean(matching.map((point) => point.painLevel));
  const adjustment = TREND_WEIGHT * (recentAverage - windowAverage);
  const level = round1(clamp((weekdayAverage ?? windowAverage) + adjustment, 0, 10));
  return { level, matching, weekdayAverage, windowAverage };
}

/**
 * For each of the next 3 days after `today` (the user's calendar date): the mean pain of the
 * same weekday among the last 14 days with entries, plus 0.3 x (mean of the last 3 days - mean
 * of the 14), clamped to 0..10. With no such weekday among the 14, the base is the 14-day mean,
 * and confidence (0.2 per matching day, at most 0.8) is then 0: the weekday pattern says nothing.
 * Needs 7 days with entries up to today; days after `today` are ignored. [] otherwise.
 */
export function predictPain(entries: readonly DataEntry[], today: string): Prediction[] {
  const end = dayNumber(today);
  if (end === null) return [];
  const history = toDayPoints(entries).filter((point) => point.day <= end);
  if (history.length < PREDICTION_MIN_DAYS) return [];

  const window = history.slice(-PREDICTION_WINDOW);
  const { windowAverage, recentAverage } = windowAverages(window);
  const context = recentContext(history, window, recentAverage, windowAverage);

  const predictions: Prediction[] = [];
  for (let ahead = 1; ahead <= PREDICTION_DAYS; ahead += 1) {
    const date = addDays(today, ahead);
    const weekday = weekdayIndex(date);
    const { level, matching, weekdayAverage } = predictedLevel(window, date);

    const riskFactors = [...context.riskFactors];
    const preventiveActions = [...context.preventiveActions];
    const name = WEEKDAY_NAMES[weekday] ?? '';
    if (weekdayAverage !== null && atLeast(weekdayAverage - windowAverage, RISING_PAIN_MIN)) {
      riskFactors.push(
        `${name}s have averaged ${format1(weekdayAverage)} recently, against ${format1(windowAverage)} overall`,
      );
      preventiveActions.push(`Plan a lighter ${name}`);
    }
    if (predictionRisk(level) === 'high') {
      preventiveActions.push('Keep your pain plan and medication within reach');
    }

    predictions.push({
      date,
      predictedPainLevel: level,
      confidence: roundTo(Math.min(CONFIDENCE_MAX, CONFIDENCE_PER_MATCH * matching.length), 2),
      riskFactors,
      preventiveActions,
      weatherFactor: context.weatherFactor,
      stressFactor: context.stressFactor,
      sleepFactor: context.sleepFactor,
    });
  }
  return predictions;
}
