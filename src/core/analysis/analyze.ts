import { dayNumber } from '../calendar';
import { predictPain, PREDICTION_MIN_DAYS } from '../prediction/three-day';
import { mean, round1 } from '../stats/numbers';
import { backtestAccuracy } from './backtest';
import { analysisDays, type AnalysisDay } from './days';
import { factorEffects, EFFECT_MIN_DAYS } from './effects';
import { NUMERIC_FACTORS, yesNoFactors } from './factors';
import { flareEpisodes, flareThreshold, type Episode } from './flares';
import { buildInsights } from './insights';
import { localClock } from './local-clock';
import { medicationTimeline } from './medications';
import { commonTriggers, flarePatterns, precursorEvidence, type PatternContext } from './patterns';
import {
  PERIOD_DAYS,
  PERIOD_LABELS,
  PERIOD_PHRASES,
  periodWindow,
  type AnalysisWindow,
} from './periods';
import { precursors } from './precursors';
import { seasonalTrends } from './seasonal';
import { dailySeries } from './series';
import { headline } from './summary';
import type {
  AnalysisInput,
  AnalysisResult,
  AnalysisStats,
  FactorCoverage,
  FlareSummary,
} from './types';

/** A change of at least this many points between periods is a trend, else stable. */
export const TREND_MIN_CHANGE = 0.5;
/** The 7-day flare risk needs this many days from the first entry in the window. */
export const FLARE_RISK_MIN_DAYS = 14;
const RISK_DAYS = 7;

/**
 * The whole analysis of one period for one user (GET /api/analysis). Pure: the same input gives
 * the same answer whatever order the records come in, and every figure says what it rests on.
 */
export function analyze(input: AnalysisInput): AnalysisResult {
  return analyzeWindow(input, periodWindow(input.period, input.today));
}

/**
 * The same over any window ending today (the benchmark runs ten years). Texts name the window
 * by its period when it is one, else as "the last N days".
 */
export function analyzeWindow(input: AnalysisInput, window: AnalysisWindow): AnalysisResult {
  const fromDay = dayNumber(window.from) as number;
  const toDay = dayNumber(window.to) as number;
  const isPeriod = window.days === PERIOD_DAYS[input.period];
  const phrase = isPeriod ? PERIOD_PHRASES[input.period] : `the last ${window.days} days`;
  const timeframe = isPeriod ? PERIOD_LABELS[input.period] : `Last ${window.days} days`;

  const clock = localClock(input.timeZone);
  const history = analysisDays(input.entries).filter((day) => day.day <= toDay);
  const byDay = new Map(history.map((day) => [day.day, day]));
  const days = history.filter((day) => day.day >= fromDay);
  const painByDay = new Map(days.map((day) => [day.day, day.pain]));
  const spanDays = days.length > 0 ? toDay - (days[0] as AnalysisDay).day + 1 : 0;

  const threshold = flareThreshold(days.map((day) => day.pain));
  const allEpisodes = flareEpisodes(history, threshold);
  const episodes = allEpisodes.filter((episode) => episode.startDay >= fromDay);
  const flares = flareSummary(threshold, episodes, days.length, spanDays);

  const medications = medicationTimeline(input, clock, { fromDay, toDay }, painByDay);
  const yesNo = yesNoFactors(
    days,
    input.triggers.map((trigger) => trigger.name),
  );
  const effects = factorEffects(days, painByDay, medications.adherence, NUMERIC_FACTORS, yesNo);

  const context: PatternContext = {
    days,
    byDay,
    episodes,
    allEpisodes,
    precursors: precursors(yesNo),
    clock,
    today: input.today,
    spanDays,
    now: input.now,
  };
  const evidence = precursorEvidence(context);
  const overview = headline(flares, [], phrase) ?? '';
  const patterns = flarePatterns(context, evidence, overview);

  const predictions = predictPain(input.entries, input.today);
  const stats = periodStats({
    history,
    days,
    fromDay,
    windowDays: window.days,
    episodes,
    spanDays,
    entries: input.entries.filter((entry) => entry.date >= window.from && entry.date <= window.to)
      .length,
    medications,
  });
  const insights = buildInsights({
    effects,
    patterns,
    flares,
    episodes,
    stats,
    predictions,
    todayDay: toDay,
    periodDays: window.days,
    phrase,
    timeframe,
    now: input.now,
  });
  stats.patternsIdentified = patterns.length;
  stats.insightsCount = insights.length;

  return {
    period: input.period,
    from: window.from,
    to: window.to,
    periodDays: window.days,
    generatedAt: input.now.toISOString(),
    stats,
    summary: headline(flares, evidence, phrase),
    flares,
    patterns: patterns.map((found) => found.pattern),
    flaresNeeded: patterns.length > 0 ? 0 : Math.max(0, 3 - flares.count),
    effects,
    effectsDaysNeeded: Math.max(0, EFFECT_MIN_DAYS - days.length),
    coverage: coverage(days, medications.adherence),
    commonTriggers: commonTriggers(context, evidence),
    seasonal: seasonalTrends(history, firstEntryDay(input, history), toDay),
    medications: medications.effectiveness,
    insights,
    predictions,
    predictionDaysNeeded: Math.max(0, PREDICTION_MIN_DAYS - history.length),
    series: dailySeries(byDay, allEpisodes, fromDay, toDay),
  };
}

function firstEntryDay(input: AnalysisInput, history: readonly AnalysisDay[]): number | null {
  const given = input.firstEntryDate ? dayNumber(input.firstEntryDate) : null;
  const earliest = history[0]?.day ?? null;
  if (given === null) return earliest;
  return earliest === null ? given : Math.min(given, earliest);
}

function flareSummary(
  threshold: number,
  episodes: readonly Episode[],
  days: number,
  spanDays: number,
): FlareSummary {
  const durations = mean(episodes.map((episode) => episode.durationDays));
  const intensities = mean(episodes.map((episode) => episode.meanIntensity));
  return {
    threshold,
    count: episodes.length,
    perMonth: spanDays > 0 ? round1((episodes.length / spanDays) * 30) : null,
    meanDurationDays: durations === null ? null : round1(durations),
    meanIntensity: intensities === null ? null : round1(intensities),
    days,
    episodes: episodes.map(({ start, end, durationDays, peak, meanIntensity }) => ({
      start,
      end,
      durationDays,
      peak,
      meanIntensity,
    })),
  };
}

function periodStats(source: {
  history: readonly AnalysisDay[];
  days: readonly AnalysisDay[];
  fromDay: number;
  windowDays: number;
  episodes: readonly Episode[];
  spanDays: number;
  entries: number;
  medications: ReturnType<typeof medicationTimeline>;
}): AnalysisStats {
  const { history, days, fromDay, windowDays, medications } = source;
  const previous = history.filter((day) => day.day >= fromDay - windowDays && day.day < fromDay);
  const average = mean(days.map((day) => day.pain));
  const previousAverage = mean(previous.map((day) => day.pain));
  let painTrend: AnalysisStats['painTrend'] = null;
  if (average !== null && previousAverage !== null) {
    const change = round1(average) - round1(previousAverage);
    painTrend =
      change >= TREND_MIN_CHANGE
        ? 'worsening'
        : change <= -TREND_MIN_CHANGE
          ? 'improving'
          : 'stable';
  }
  const rating = mean(medications.ratings);
  return {
    dataPoints: source.entries + medications.doseLogs,
    entries: source.entries,
    doseLogs: medications.doseLogs,
    days: days.length,
    patternsIdentified: 0,
    insightsCount: 0,
    predictionAccuracy: backtestAccuracy(history, fromDay),
    averagePain: average === null ? null : round1(average),
    previousAveragePain: previousAverage === null ? null : round1(previousAverage),
    previousDays: previous.length,
    painTrend,
    flareRisk: flareRisk(source.episodes, days, source.spanDays),
    flareRiskDaysNeeded: Math.max(0, FLARE_RISK_MIN_DAYS - source.spanDays),
    medicationEffectiveness:
      rating === null ? null : { average: round1(rating), ratings: medications.ratings.length },
  };
}

/**
 * Of the 7-day stretches from the first day with an entry in the window, the share in which a
 * flare began: the chance of one in the next 7 days if the window's rate holds.
 */
function flareRisk(
  episodes: readonly Episode[],
  days: readonly AnalysisDay[],
  spanDays: number,
): AnalysisStats['flareRisk'] {
  const first = days[0];
  if (!first || spanDays < FLARE_RISK_MIN_DAYS) return null;
  const lastStart = first.day + spanDays - RISK_DAYS;
  let windows = 0;
  let withOnset = 0;
  for (let start = first.day; start <= lastStart; start += 1) {
    windows += 1;
    if (episodes.some((e) => e.startDay >= start && e.startDay < start + RISK_DAYS)) withOnset += 1;
  }
  return { percent: Math.round((withOnset / windows) * 100), days: spanDays };
}

function coverage(
  days: readonly AnalysisDay[],
  adherence: ReadonlyMap<number, number>,
): FactorCoverage {
  const count = (has: (day: AnalysisDay) => boolean) => {
    const found = days.filter(has).length;
    return { days: found, needed: Math.max(0, EFFECT_MIN_DAYS - found) };
  };
  return {
    weather: count((d) => d.pressure !== null || d.temperature !== null || d.humidity !== null),
    sleep: count((d) => d.sleepHours !== null || d.sleepQuality !== null),
    medication: count((d) => adherence.has(d.day)),
    stress: count((d) => d.stress !== null),
    activity: count((d) => d.activities.size > 0),
  };
}
