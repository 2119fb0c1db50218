import { analysisDays, type AnalysisDay } from '../analysis/days';
import { EFFECT_MIN_DAYS, factorEffects } from '../analysis/effects';
import { SHORT_SLEEP_BELOW, type NumericFactor, type YesNoFactor } from '../analysis/factors';
import type { AnalysisEntry, FactorEffect } from '../analysis/types';
import { dayNumber } from '../calendar';
import { format1 } from '../stats/numbers';
import {
  dailyValues,
  sleepHoursByDate,
  type DailyAggregate,
  type DailyValue,
} from './daily-values';
import { READING_TYPE_INFO } from './reading-types';
import { metricTrend } from './trend';
import type { BiometricCorrelation, BiometricCorrelations, CorrelationMetric } from './types';

/**
 * Which device metrics go with the person's pain (GET /api/biometric-correlations).
 *
 * The metrics are tested exactly as the journal's own factors are (analysis/effects.ts): rank
 * correlations with pain the same day and the next, short nights as a yes/no difference, seeded
 * block-permutation p-values, and Benjamini-Hochberg over every metric tested together, so
 * seven metrics at two lags do not make a chance result a finding. A metric with fewer than 14
 * days beside pain is not tested at all.
 */

export const CORRELATION_WINDOW_DAYS = 365;

type DeviceMetric = Exclude<CorrelationMetric, 'sleep' | 'short_nights'>;
const DEVICE_METRICS: readonly DeviceMetric[] = [
  'resting_heart_rate',
  'heart_rate_variability',
  'steps',
  'oxygen_saturation',
  'weight',
];

/** One metric per local date, with the devices behind each date. */
interface MetricSeries {
  metric: CorrelationMetric;
  /** The day's value; for short nights 1 (under 6 h) or 0. */
  values: Map<string, number>;
  sources: Map<string, string[]>;
  /** Nights known only from time in bed (sleep and short nights). */
  timeInBed: Set<string>;
}

function metricSeries(aggregates: readonly DailyAggregate[]): MetricSeries[] {
  const values = dailyValues(aggregates);
  const nights = sleepHoursByDate(values);
  const sources = new Map([...nights].map(([date, night]) => [date, night.sources]));
  const timeInBed = new Set([...nights].filter(([, night]) => night.fromTimeInBed).map(([d]) => d));
  const sleep = (read: (hours: number) => number): MetricSeries['values'] =>
    new Map([...nights].map(([date, night]) => [date, read(night.hours)]));
  return [
    { metric: 'sleep', values: sleep((hours) => hours), sources, timeInBed },
    {
      metric: 'short_nights',
      values: sleep((hours) => (hours < SHORT_SLEEP_BELOW ? 1 : 0)),
      sources,
      timeInBed,
    },
    ...DEVICE_METRICS.map((metric): MetricSeries => {
      const days = values.get(metric) ?? new Map<string, DailyValue>();
      return {
        metric,
        values: new Map([...days].map(([date, day]) => [date, day.value])),
        sources: new Map([...days].map(([date, day]) => [date, day.sources])),
        timeInBed: new Set(),
      };
    }),
  ];
}

/**
 * "from Jane's Apple Watch" when one device gave more of the days than all the others
 * together, else "from your devices": naming one device for a series two of them share would
 * tell the person the wrong place to look.
 */
function sourcePhrase(series: MetricSeries, days: readonly AnalysisDay[]): string {
  const daysBy = new Map<string, number>();
  for (const day of days) {
    for (const name of series.sources.get(day.date) ?? []) {
      daysBy.set(name, (daysBy.get(name) ?? 0) + 1);
    }
  }
  const ranked = [...daysBy].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
  const [top] = ranked;
  const others = ranked.slice(1).reduce((total, [, count]) => total + count, 0);
  return top && top[1] > others ? `from ${top[0]}` : 'from your devices';
}

/** Whether most of the metric's nights beside pain were time in bed rather than sleep. */
function mostlyTimeInBed(series: MetricSeries, days: readonly AnalysisDay[]): boolean {
  const nights = days.filter((day) => series.values.has(day.date));
  const inBed = nights.filter((day) => series.timeInBed.has(day.date)).length;
  return inBed * 2 > nights.length;
}

interface Wording {
  /** "Sleep", "Time in bed", "Resting heart rate": the label and the trend's subject. */
  name: string;
  /** "Sleep (from Jane's Apple Watch)". */
  label: string;
  /** "Longer sleep (from Jane's Apple Watch)": the subject when the metric is higher. */
  higher: string;
  /** Subject-verb agreement for "More steps go with". */
  verb: 'goes' | 'go';
  when: readonly [string, string];
}

const HIGHER: Record<DeviceMetric, string> = {
  resting_heart_rate: 'Higher resting heart rate',
  heart_rate_variability: 'Higher heart rate variability',
  steps: 'More steps',
  oxygen_saturation: 'Higher blood oxygen',
  weight: 'Higher weight',
};
const SAME_DAY = ['the same day', 'the next day'] as const;
// A night is counted on the date it ends: lag 0 is the day after it (as analysis/factors.ts).
const AFTER_NIGHT = ['the day after', 'two days after'] as const;

function wording(series: MetricSeries, days: readonly AnalysisDay[]): Wording {
  const from = `(${sourcePhrase(series, days)})`;
  if (series.metric === 'sleep' || series.metric === 'short_nights') {
    const inBed = mostlyTimeInBed(series, days);
    if (series.metric === 'short_nights') {
      const label = `Nights under ${SHORT_SLEEP_BELOW} h ${inBed ? 'in bed' : 'of sleep'} ${from}`;
      return { name: 'Short nights', label, higher: label, verb: 'go', when: AFTER_NIGHT };
    }
    const name = inBed ? 'Time in bed' : 'Sleep';
    const higher = `Longer ${inBed ? 'time in bed' : 'sleep'} ${from}`;
    return { name, label: `${name} ${from}`, higher, verb: 'goes', when: AFTER_NIGHT };
  }
  const name = READING_TYPE_INFO[series.metric].label;
  return {
    name,
    label: `${name} ${from}`,
    higher: `${HIGHER[series.metric]} ${from}`,
    verb: series.metric === 'steps' ? 'go' : 'goes',
    when: SAME_DAY,
  };
}

const verdict = (significant: boolean) => (significant ? 'significant' : 'not significant');

function description(effect: FactorEffect, words: Wording): string {
  const evidence = `n = ${effect.n}, ${verdict(effect.significant)}`;
  if (effect.kind === 'yesno') {
    const difference = effect.difference ?? 0;
    const more = difference >= 0 ? 'more' : 'less';
    return `${words.label} ${words.verb} with ${format1(Math.abs(difference))} points ${more} pain the next day (${evidence}).`;
  }
  const link =
    effect.rho > 0
      ? 'with more pain'
      : effect.rho < 0
        ? 'with less pain'
        : 'with no change in pain';
  return `${words.higher} ${words.verb} ${link} ${words.when[effect.lag]} (rho = ${effect.rho.toFixed(2)}, ${evidence}).`;
}

function numericFactor(series: MetricSeries, words: Wording): NumericFactor {
  return {
    kind: 'numeric',
    id: series.metric,
    name: words.name,
    // The journal's Correlations rows; device metrics have none of their own and the answer
    // does not carry the group.
    group: series.metric === 'sleep' ? 'sleep' : 'activity',
    higher: words.higher,
    when: words.when,
    read: (day) => series.values.get(day.date) ?? null,
  };
}

function shortNightFactor(series: MetricSeries, words: Wording): YesNoFactor {
  return {
    kind: 'yesno',
    id: series.metric,
    name: words.name,
    group: 'sleep',
    label: words.label,
    // A night no device measured is left out, not counted as a long one.
    present: (day) => {
      const short = series.values.get(day.date);
      return short === undefined ? null : short === 1;
    },
  };
}

const metricOf = (key: string) => key.slice(0, key.lastIndexOf(':')) as CorrelationMetric;

/** The correlations of the person's device metrics with their pain over the last year. */
export function biometricCorrelations(input: {
  entries: readonly AnalysisEntry[];
  aggregates: readonly DailyAggregate[];
  today: string;
  now: Date;
}): BiometricCorrelations {
  const toDay = dayNumber(input.today);
  if (toDay === null) throw new Error(`not a calendar date: ${input.today}`);
  const fromDay = toDay - CORRELATION_WINDOW_DAYS + 1;
  const days = analysisDays(input.entries).filter((day) => day.day >= fromDay && day.day <= toDay);
  const painByDay = new Map(days.map((day) => [day.day, day.pain]));

  const all = metricSeries(input.aggregates);
  const series = new Map(all.map((one) => [one.metric, one]));
  const words = new Map(all.map((one) => [one.metric, wording(one, days)]));
  const numeric = all
    .filter((one) => one.metric !== 'short_nights')
    .map((one) => numericFactor(one, words.get(one.metric) as Wording));
  const shortNights = series.get('short_nights') as MetricSeries;
  const yesNo = [shortNightFactor(shortNights, words.get('short_nights') as Wording)];

  // One call, so the q-values are corrected across every metric and lag tested together. Its
  // order (significant first, then |rho|, then key) is the answer's order.
  const effects = factorEffects(days, painByDay, new Map(), numeric, yesNo);
  const lastUpdated = input.now.toISOString();
  const correlations = effects.map((effect): BiometricCorrelation => {
    const metric = metricOf(effect.key);
    const text = words.get(metric) as Wording;
    const trend = metricTrend({
      metric,
      label: text.name,
      values: (series.get(metric) as MetricSeries).values,
      today: input.today,
      rho: effect.rho,
      significant: effect.significant,
    });
    return {
      key: effect.key,
      metric,
      metricLabel: text.label,
      lag: effect.lag,
      correlation: effect.rho,
      strength: effect.strength,
      significant: effect.significant,
      pValue: effect.pValue,
      qValue: effect.qValue,
      difference: effect.kind === 'yesno' ? effect.difference : null,
      description: description(effect, text),
      sampleSize: effect.n,
      lastUpdated,
      trendDirection: trend.direction,
      trendDescription: trend.description,
    };
  });

  return {
    correlations,
    pairedDays: days.filter((day) => all.some((one) => one.values.has(day.date))).length,
    minimumDays: EFFECT_MIN_DAYS,
    tested: effects.length,
    lastUpdated,
  };
}
