import { addDays } from '../calendar';
import { mean, roundTo } from '../stats/numbers';
import { meanDifferenceTest } from '../stats/permutation';
import { hashSeed } from '../stats/random';
import { READING_TYPE_INFO } from './reading-types';
import type { CorrelationMetric, TrendDirection } from './types';

/**
 * Whether a metric has moved over the last 4 weeks, and whether that is good news.
 *
 * The last 28 days are compared with the 28 before. Daily readings wander (a bad week, a
 * holiday), so a difference in means only counts as a move once a block permutation test says
 * it is unlikely to be such wandering (p < 0.05). Whether a move is good news comes first from
 * the person's own data: when the metric goes with their pain (a significant correlation), a
 * move the way that goes with less pain is improving. Without that, the general health
 * direction decides; weight has none, so a change in weight is told but not judged.
 */

export const TREND_WINDOW_DAYS = 28;
/** Days with readings each window needs before the two are compared. */
export const TREND_MIN_DAYS = 7;
/** Enough for a p-value well under 0.05 to show as one (at least 1 / 2000). */
export const TREND_SHUFFLES = 1999;
const MOVED_BELOW = 0.05;
/** The sleep most adults need (hours a night); a move toward it is improving. */
const HEALTHY_SLEEP = { min: 7, max: 9 } as const;

export interface TrendInput {
  metric: CorrelationMetric;
  /** As the sentence opens: "Sleep", "Time in bed", "Resting heart rate". */
  label: string;
  /** The metric per local date: its daily value, or 1 and 0 for short nights. */
  values: ReadonlyMap<string, number>;
  today: string;
  /** The correlation the trend is shown beside. */
  rho: number;
  significant: boolean;
}

export interface MetricTrend {
  direction: TrendDirection;
  description: string;
}

interface Windows {
  previous: number[];
  recent: number[];
}

function windows(values: ReadonlyMap<string, number>, today: string): Windows {
  const previous: number[] = [];
  const recent: number[] = [];
  for (let back = 2 * TREND_WINDOW_DAYS - 1; back >= 0; back -= 1) {
    const value = values.get(addDays(today, -back));
    if (value === undefined || !Number.isFinite(value)) continue;
    (back < TREND_WINDOW_DAYS ? recent : previous).push(value);
  }
  return { previous, recent };
}

function moved({ previous, recent }: Windows, metric: CorrelationMetric): boolean {
  // In time order, so the blocks keep runs of similar days together.
  const values = [...previous, ...recent];
  const flags = values.map((_, index) => index >= previous.length);
  const test = meanDifferenceTest(values, flags, hashSeed(`trend:${metric}`));
  if (!test) return false;
  test.run.extendTo(TREND_SHUFFLES);
  return test.run.pValue() < MOVED_BELOW;
}

const distanceFromHealthySleep = (hours: number) =>
  Math.max(0, HEALTHY_SLEEP.min - hours, hours - HEALTHY_SLEEP.max);

/** The general health reading of a move, for when the person's own data has none. */
function healthDirection(metric: CorrelationMetric, before: number, after: number): TrendDirection {
  const rose = after > before;
  switch (metric) {
    case 'resting_heart_rate':
    case 'short_nights':
      return rose ? 'concerning' : 'improving';
    case 'heart_rate_variability':
    case 'steps':
    case 'oxygen_saturation':
      return rose ? 'improving' : 'concerning';
    case 'sleep': {
      const change = distanceFromHealthySleep(after) - distanceFromHealthySleep(before);
      return change < 0 ? 'improving' : change > 0 ? 'concerning' : 'stable';
    }
    case 'weight':
      return 'stable';
  }
}

function direction(input: TrendInput, before: number, after: number): TrendDirection {
  if (!input.significant || input.rho === 0) {
    return healthDirection(input.metric, before, after);
  }
  const rose = after > before;
  return rose === input.rho < 0 ? 'improving' : 'concerning';
}

const UNITS: Record<Exclude<CorrelationMetric, 'short_nights'>, string> = {
  sleep: ' h',
  resting_heart_rate: ' bpm',
  heart_rate_variability: ' ms',
  steps: ' a day',
  oxygen_saturation: '%',
  weight: ' kg',
};

function decimalsOf(metric: Exclude<CorrelationMetric, 'short_nights'>): number {
  return metric === 'sleep' ? 1 : READING_TYPE_INFO[metric].decimals;
}

/** "7,200", "62", "71.4". */
function formatted(value: number, decimals: number): string {
  const [whole, fraction] = roundTo(value, decimals).toFixed(decimals).split('.');
  const grouped = (whole as string).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Both figures with enough decimals to differ: a move never reads "from 62 to 62". */
function distinct(before: number, after: number, decimals: number): [string, string] {
  for (let places = decimals; places < decimals + 2; places += 1) {
    const pair: [string, string] = [formatted(before, places), formatted(after, places)];
    if (pair[0] !== pair[1]) return pair;
  }
  return [formatted(before, decimals + 2), formatted(after, decimals + 2)];
}

function shortNightsText(window: Windows, hasMoved: boolean): string {
  const share = (values: number[]) =>
    `${values.filter((value) => value === 1).length} of ${values.length}`;
  return hasMoved
    ? `Short nights went from ${share(window.previous)} to ${share(window.recent)} in the last 4 weeks.`
    : `Short nights have held steady over the last 4 weeks (${share(window.recent)} against ${share(window.previous)}).`;
}

function valueText(input: TrendInput, before: number, after: number, hasMoved: boolean): string {
  const metric = input.metric as Exclude<CorrelationMetric, 'short_nights'>;
  const unit = UNITS[metric];
  const decimals = decimalsOf(metric);
  if (hasMoved) {
    const [from, to] = distinct(before, after, decimals);
    const verb = after > before ? 'rose' : 'fell';
    return `${input.label} ${verb} from ${from} to ${to}${unit} over the last 4 weeks.`;
  }
  const has = metric === 'steps' ? 'have' : 'has';
  return `${input.label} ${has} held steady over the last 4 weeks (${formatted(after, decimals)}${unit} against ${formatted(before, decimals)}${unit}).`;
}

/** The trend of one correlation's metric over the last 4 weeks against the 4 before. */
export function metricTrend(input: TrendInput): MetricTrend {
  const window = windows(input.values, input.today);
  if (window.previous.length < TREND_MIN_DAYS || window.recent.length < TREND_MIN_DAYS) {
    return {
      direction: 'stable',
      description: 'Not enough readings in the last 8 weeks to see a trend.',
    };
  }
  const before = mean(window.previous) as number;
  const after = mean(window.recent) as number;
  const hasMoved = moved(window, input.metric);
  return {
    direction: hasMoved ? direction(input, before, after) : 'stable',
    description:
      input.metric === 'short_nights'
        ? shortNightsText(window, hasMoved)
        : valueText(input, before, after, hasMoved),
  };
}
