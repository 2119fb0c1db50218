import type { AnalysisDay } from '../analysis/days';
import { flareThreshold } from '../analysis/flares';
import { dateOfDay, dayNumber } from '../calendar';
import type { DailyWeather } from '../weather';
import { backtestHorizon, type HorizonBacktest } from './backtest';
import { baselinePrediction, CANDIDATES, linearPrediction, shownLevel } from './candidates';
import { baselineFactor, linearFactors, publicFactor, type FactorContext } from './factors';
import { pressureAt, ROW_WIDTH, writeRow } from './features';
import { habitFinding } from './habit-findings';
import { predictiveInsights, type PredictedDay } from './insights';
import type { LinearModel } from './linear-model';
import { chooseModel } from './model-selection';
import { recommendationsFor } from './recommendations';
import { riskLevel } from './risk';
import { buildTimeline, historyUpTo, type Timeline } from './timeline';
import { fitAt } from './training';
import type { DayPrediction, PredictionModel, WeekPrediction } from './types';
import { dayUncertainty, residualsFor } from './uncertainty';
import { pressureDays, weatherImpact, weatherSensitivity } from './weather-sensitivity';
import { weatherTrigger } from './weather-trigger';
import { weekdayPattern } from './weekday-pattern';

/**
 * The 7-day pain prediction (spec document 2, sections 3 and 9), from the user's own days:
 * today's pain predicted from the days before today, and each of the next 7 days from every day
 * up to today. The candidate that did best one day ahead in a backtest on the last 60 days
 * predicts (model-selection.ts); each day's range, confidence and flare probability come from
 * that candidate's backtested errors at the day's horizon (uncertainty.ts). Below 14 days with
 * entries there are no numbers, only how many more days are needed.
 *
 * Pure and deterministic: the same days, today and forecast give the same answer, in whatever
 * order the days come; days after today are not read.
 */

export const PREDICTION_MIN_DAYS = 14;
export const PREDICTION_DAYS = 7;
/** Horizons every backtest covers; a gap since the last entry adds the longer ones needed. */
export const BACKTEST_HORIZONS = 7;

export interface WeekInput {
  /** The user's days with entries (analysisDays); any order. */
  days: readonly AnalysisDay[];
  /** yyyy-MM-dd, the user's calendar date. */
  today: string;
  /** Forecast days (today and after), any order; [] without a location. */
  forecast: readonly DailyWeather[];
}

interface Target {
  day: number;
  /** Slot read up to: the last day with an entry before today (for today), else up to today. */
  origin: number;
}

function targetsOf(timeline: Timeline, todayDay: number): Target[] {
  const todaySlot = todayDay - timeline.start;
  const targets: Target[] = [];
  const beforeToday = todaySlot > 0 ? (timeline.lastEntry[todaySlot - 1] as number) : -1;
  if (beforeToday >= 0) targets.push({ day: todayDay, origin: beforeToday });
  const last = timeline.lastEntry[todaySlot] as number;
  for (let ahead = 1; ahead <= PREDICTION_DAYS; ahead += 1) {
    targets.push({ day: todayDay + ahead, origin: last });
  }
  return targets;
}

/** The backtests the predictions need: every candidate one day ahead, the chosen at the rest. */
function backtests(timeline: Timeline, lastSlot: number, targets: readonly Target[]) {
  const first = backtestHorizon(timeline, lastSlot, 1, CANDIDATES);
  const choice = chooseModel(first);
  const horizons = new Set<number>();
  for (let horizon = 2; horizon <= BACKTEST_HORIZONS; horizon += 1) horizons.add(horizon);
  for (const target of targets) horizons.add(target.day - timeline.start - target.origin);
  horizons.delete(1);
  const byHorizon = new Map<number, HorizonBacktest>([[1, first]]);
  for (const horizon of [...horizons].sort((a, b) => a - b)) {
    byHorizon.set(horizon, backtestHorizon(timeline, lastSlot, horizon, [choice.model]));
  }
  return { choice, byHorizon };
}

/** The day's pressure: the forecast's, else (up to today) the history's; NaN when unknown. */
function pressureReader(timeline: Timeline, todayDay: number, forecast: readonly DailyWeather[]) {
  const forecastByDate = new Map<string, number>();
  for (const day of [...forecast].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  )) {
    if (day.pressure !== null && Number.isFinite(day.pressure) && !forecastByDate.has(day.date)) {
      forecastByDate.set(day.date, day.pressure);
    }
  }
  return (day: number) =>
    forecastByDate.get(dateOfDay(day)) ??
    (day <= todayDay ? pressureAt(timeline, day - timeline.start) : Number.NaN);
}

function predictDay(
  target: Target,
  model: PredictionModel,
  setting: {
    timeline: Timeline;
    todayDay: number;
    pressureOn: (day: number) => number;
    byHorizon: ReadonlyMap<number, HorizonBacktest>;
  },
): PredictedDay {
  const { timeline, todayDay, pressureOn, byHorizon } = setting;
  const horizon = target.day - timeline.start - target.origin;
  const row = new Float64Array(ROW_WIDTH);
  writeRow(
    timeline,
    target.origin,
    target.day,
    pressureOn(target.day),
    pressureOn(target.day - 1),
    row,
  );
  let fitted: LinearModel | null = null;
  let raw: number;
  if (model === 'linear') {
    fitted = fitAt(timeline, horizon, target.origin);
    raw = linearPrediction(fitted, timeline, target.origin, row);
  } else {
    raw = baselinePrediction(model, timeline, target.origin);
  }
  const point = shownLevel(raw);
  const uncertainty = dayUncertainty(
    point,
    residualsFor(byHorizon, model, horizon),
    timeline.flareThreshold,
  );
  const context: FactorContext = {
    timeline,
    origin: target.origin,
    targetDay: target.day,
    todayDay,
    confidence: uncertainty.confidence,
  };
  const factors =
    fitted !== null
      ? linearFactors(fitted, row, context)
      : [baselineFactor(model === 'yesterday' ? 'yesterday' : 'seven-day-mean', raw, context)];
  const risk = riskLevel(point);
  const prediction: DayPrediction = {
    date: dateOfDay(target.day),
    horizon,
    predictedPainLevel: point,
    range: uncertainty.range,
    confidence: uncertainty.confidence,
    riskLevel: risk,
    primaryFactors: factors.map(publicFactor),
    recommendations: recommendationsFor(risk, factors),
    flareProbability: uncertainty.flareProbability,
  };
  return { prediction, checkedDays: uncertainty.n };
}

export function predictWeek(input: WeekInput): WeekPrediction {
  const todayDay = dayNumber(input.today);
  if (todayDay === null) throw new RangeError(`predictWeek: not a calendar date: ${input.today}`);
  const history = historyUpTo(input.days, todayDay);
  const threshold = flareThreshold(history.map((day) => day.pain));
  const found = pressureDays(history);
  const sensitivity = weatherSensitivity(found);
  const weather = weatherImpact(input.forecast, sensitivity, history);
  const common = {
    daysWithEntries: history.length,
    sensitivity,
    weatherImpact: weather,
    flareThreshold: threshold,
  };
  if (history.length < PREDICTION_MIN_DAYS) {
    return {
      ...common,
      daysNeeded: PREDICTION_MIN_DAYS - history.length,
      predictions: [],
      accuracy: null,
      insights: [],
    };
  }

  const timeline = buildTimeline(history, todayDay, threshold);
  const lastSlot = timeline.lastEntry[todayDay - timeline.start] as number;
  const targets = targetsOf(timeline, todayDay);
  const { choice, byHorizon } = backtests(timeline, lastSlot, targets);
  const setting = {
    timeline,
    todayDay,
    pressureOn: pressureReader(timeline, todayDay, input.forecast),
    byHorizon,
  };
  const days = targets.map((target) => predictDay(target, choice.model, setting));
  const insights = predictiveInsights({
    coming: days.filter((day) => day.prediction.date > dateOfDay(todayDay)),
    pattern: weekdayPattern(history, todayDay),
    trigger: weatherTrigger(found, sensitivity),
    habit: habitFinding(history, todayDay),
    weatherImpact: weather,
    usualPressure: sensitivity?.usualPressure ?? found?.usual ?? null,
  });
  return {
    ...common,
    daysNeeded: 0,
    predictions: days.map((day) => day.prediction),
    accuracy: choice.accuracy,
    insights,
  };
}
