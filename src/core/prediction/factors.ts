import { dateOfDay, WEEKDAY_NAMES } from '../calendar';
import { formatDate } from '../report/words';
import { format1, round1 } from '../stats/numbers';
import {
  COLUMN,
  FEATURE_INDEX,
  FEATURES,
  PRESSURE_CENTRE,
  weekdayOfDay,
  type FactorKind,
} from './features';
import { contribution, featureValue, type LinearModel } from './linear-model';
import type { Timeline } from './timeline';
import type { PredictionFactor, PredictionModel } from './types';

/**
 * What moves a day's prediction, in points of pain. For the linear model, each feature's
 * contribution (coefficient x (value - its training mean)) summed into the human factor it
 * belongs to, strongest first, those under 0.1 point left out (when none is left, one factor
 * says the day is close to the user's usual level). For a baseline, the one figure
 * it repeats. A factor's confidence is the day's (the backtest's share within one point at
 * its horizon): the model's contributions are no surer than the model.
 */

export const MIN_FACTOR_IMPACT = 0.1;

/** A factor with the kind recommendations.ts reads. */
export interface ExplainedFactor extends PredictionFactor {
  kind: FactorKind | 'baseline';
}

export interface FactorContext {
  timeline: Timeline;
  /** Slot the prediction reads up to. */
  origin: number;
  /** Day number predicted. */
  targetDay: number;
  /** The user's today, day number ("last night", "yesterday" are said from it). */
  todayDay: number;
  /** The day's confidence, 0-100. */
  confidence: number;
}

const KIND_ORDER: readonly FactorKind[] = [
  'trend',
  'weekday',
  'sleep',
  'stress',
  'pressure',
  'flare',
];

/** A pain as people write it: "6" for whole numbers, "5.5" otherwise. */
export function painText(value: number): string {
  return Number.isInteger(value) ? String(value) : format1(value);
}

/** "today", "yesterday" or "on Monday 2 Mar 2026", for the last day with an entry. */
function whenText(day: number, todayDay: number): string {
  if (day === todayDay) return 'today';
  if (day === todayDay - 1) return 'yesterday';
  const date = dateOfDay(day);
  return `on ${WEEKDAY_NAMES[weekdayOfDay(day)]} ${formatDate(date) ?? date}`;
}

const relation = (value: number, usual: number, under: string, over: string) =>
  value < usual ? under : over;

interface Reading {
  model: LinearModel;
  row: Float64Array;
  context: FactorContext;
  /** Contributions by feature. */
  parts: Float64Array;
}

const value = (reading: Reading, name: string) =>
  featureValue(reading.model, FEATURE_INDEX[name] as number, reading.row);
const usualOf = (reading: Reading, name: string) =>
  reading.model.imputed[FEATURE_INDEX[name] as number] as number;
const part = (reading: Reading, name: string) =>
  reading.parts[FEATURE_INDEX[name] as number] as number;
const missing = (reading: Reading, column: number) => (reading.row[column] as number) !== 0;

function describeTrend(reading: Reading): Pick<PredictionFactor, 'factor' | 'description'> {
  const last = value(reading, 'lastPain');
  const recent = value(reading, 'recentPain');
  const usual = reading.model.means[FEATURE_INDEX.recentPain as number] as number;
  return {
    factor: 'Recent pain',
    description: `Your last entry was ${painText(last)}/10 and your last 7 days with entries averaged ${format1(recent)}, against ${format1(usual)} usually`,
  };
}

function describeWeekday(reading: Reading, impact: number) {
  const name = WEEKDAY_NAMES[weekdayOfDay(reading.context.targetDay)];
  return {
    factor: `${name}s`,
    description: `${name}s have tended to be ${impact > 0 ? 'harder' : 'easier'} for you than other days`,
  };
}

function describeSleep(reading: Reading) {
  const { timeline, origin, targetDay, todayDay } = reading.context;
  const hours = value(reading, 'sleep');
  const usual = usualOf(reading, 'sleep');
  const versus = `${relation(hours, usual, 'under', 'over')} your usual ${format1(usual)} h`;
  const lastDay = timeline.start + (timeline.lastEntry[origin] as number);
  const ahead = targetDay - (timeline.start + origin);
  let description: string;
  if (ahead > 1) description = `You have slept ${format1(hours)} h a night lately, ${versus}`;
  else if (lastDay === todayDay)
    description = `You slept ${format1(hours)} h last night, ${versus}`;
  else description = `Your last logged night was ${format1(hours)} h, ${versus}`;
  return { factor: hours < usual ? 'Short sleep' : 'More sleep', description };
}

function describeStress(reading: Reading) {
  const { timeline, origin, targetDay } = reading.context;
  const stress = value(reading, 'stress');
  const usual = usualOf(reading, 'stress');
  const versus = `${relation(stress, usual, 'below', 'above')} your usual ${format1(usual)}`;
  const ahead = targetDay - (timeline.start + origin);
  return {
    factor: stress < usual ? 'Lower stress' : 'Higher stress',
    description:
      ahead > 1
        ? `Your stress has averaged ${format1(stress)}/10 lately, ${versus}`
        : `Your stress was ${painText(stress)}/10 on your last entry, ${versus}`,
  };
}

function describePressure(reading: Reading) {
  const changeKnown = !missing(reading, COLUMN.changeMissing);
  const change = value(reading, 'change');
  if (changeKnown && Math.abs(part(reading, 'change')) >= Math.abs(part(reading, 'pressure'))) {
    const hPa = Math.round(Math.abs(change));
    if (hPa === 0) {
      return { factor: 'Steady pressure', description: 'Pressure is forecast to hold steady' };
    }
    return change < 0
      ? { factor: 'Falling pressure', description: `Pressure is forecast to fall ${hPa} hPa` }
      : { factor: 'Rising pressure', description: `Pressure is forecast to rise ${hPa} hPa` };
  }
  const pressure = value(reading, 'pressure') + PRESSURE_CENTRE;
  const usual = usualOf(reading, 'pressure') + PRESSURE_CENTRE;
  const low = pressure < usual;
  return {
    factor: low ? 'Low pressure' : 'High pressure',
    description: `Pressure is forecast at ${Math.round(pressure)} hPa, ${low ? 'below' : 'above'} your usual ${Math.round(usual)} hPa`,
  };
}

function describeFlare(reading: Reading, impact: number) {
  const { timeline, origin } = reading.context;
  const threshold = format1(timeline.flareThreshold);
  const last = timeline.lastPain[origin] as number;
  return value(reading, 'flare') === 1
    ? {
        factor: 'Ongoing flare',
        description: `Your last entry (${painText(last)}/10) reached your flare level of ${threshold}${impact > 0 ? '; your flares have tended to last more than a day' : ''}`,
      }
    : {
        factor: 'No flare',
        description: `Your last entry (${painText(last)}/10) was under your flare level of ${threshold}`,
      };
}

function describe(kind: FactorKind, reading: Reading, impact: number) {
  switch (kind) {
    case 'trend':
      return describeTrend(reading);
    case 'weekday':
      return describeWeekday(reading, impact);
    case 'sleep':
      return describeSleep(reading);
    case 'stress':
      return describeStress(reading);
    case 'pressure':
      return describePressure(reading);
    case 'flare':
      return describeFlare(reading, impact);
  }
}

/**
 * True when a factor's points go against what its own words would say: "More sleep" adding
 * pain, "Higher stress" or a higher recent pain taking it away. With correlated features the
 * model can split an effect that way (short sleep carrying what recent pain would), and the
 * sum is still a fair prediction, but such a line would tell a person the opposite of what
 * their data shows on its own; it is left out of the factors listed.
 */
function readsBackwards(kind: FactorKind, reading: Reading, impact: number): boolean {
  const above = (name: string, usual: number) => value(reading, name) > usual;
  switch (kind) {
    case 'sleep':
      return above('sleep', usualOf(reading, 'sleep')) === impact > 0;
    case 'stress':
      return above('stress', usualOf(reading, 'stress')) !== impact > 0;
    case 'trend':
      return (
        above('recentPain', reading.model.means[FEATURE_INDEX.recentPain as number] as number) !==
        impact > 0
      );
    default:
      return false;
  }
}

/** The linear model's factors for the raw row it predicted from. */
export function linearFactors(
  model: LinearModel,
  row: Float64Array,
  context: FactorContext,
): ExplainedFactor[] {
  const parts = new Float64Array(FEATURES.length);
  const byKind = new Map<FactorKind, number>();
  FEATURES.forEach((feature, index) => {
    const points = contribution(model, index, row);
    parts[index] = points;
    byKind.set(feature.kind, (byKind.get(feature.kind) ?? 0) + points);
  });
  const reading: Reading = { model, row, context, parts };
  const found: ExplainedFactor[] = KIND_ORDER.flatMap((kind) => {
    const impact = byKind.get(kind) ?? 0;
    if (Math.abs(impact) < MIN_FACTOR_IMPACT || readsBackwards(kind, reading, impact)) return [];
    return [
      {
        kind,
        impact: round1(impact),
        confidence: context.confidence,
        ...describe(kind, reading, impact),
      },
    ];
  }).sort((a, b) => Math.abs(b.impact) - Math.abs(a.impact));
  if (found.length > 0) return found;
  let total = 0;
  for (const points of parts) total += points;
  return [
    {
      kind: 'baseline',
      factor: 'Your usual level',
      impact: round1(total),
      confidence: context.confidence,
      description: `No single factor stands out: this is close to your usual level over the last year (${format1(model.base)}/10)`,
    },
  ];
}

/**
 * A baseline's one factor: the figure it repeats, its impact the points it sits above (+) or
 * below (-) the user's usual pain (the mean over the last year of days with entries).
 */
export function baselineFactor(
  model: Exclude<PredictionModel, 'linear'>,
  raw: number,
  context: FactorContext,
): ExplainedFactor {
  const { timeline, origin, todayDay, confidence } = context;
  const usual = timeline.usualPain[origin] as number;
  const impact = round1(Number.isNaN(usual) ? 0 : raw - usual);
  if (model === 'yesterday') {
    const lastDay = timeline.start + (timeline.lastEntry[origin] as number);
    const when = whenText(lastDay, todayDay);
    return {
      kind: 'baseline',
      factor: 'Your last entry',
      impact,
      confidence,
      description:
        when === 'yesterday' || when === 'today'
          ? `Based on your pain ${when} (${painText(raw)}/10)`
          : `Based on your last entry, ${when} (${painText(raw)}/10)`,
    };
  }
  return {
    kind: 'baseline',
    factor: 'Your recent average',
    impact,
    confidence,
    description: `Based on your average over your last 7 days with entries (${format1(raw)}/10)`,
  };
}

/** The factor as the contract shows it. */
export function publicFactor({
  factor,
  impact,
  confidence,
  description,
}: ExplainedFactor): PredictionFactor {
  return { factor, impact, confidence, description };
}
