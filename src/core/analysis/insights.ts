import type { Prediction } from '../prediction/three-day';
import { SEVERITY_RANK } from './confidence';
import type { Episode } from './flares';
import { effectInsights } from './insights-effects';
import {
  flareRiseWarning,
  nextFlareInsight,
  painRiseWarning,
  patternInsights,
  tomorrowInsight,
} from './insights-flares';
import type { FoundPattern } from './patterns';
import type { AiInsight, AnalysisStats, FactorEffect, FlareSummary } from './types';

export interface InsightSources {
  effects: readonly FactorEffect[];
  patterns: readonly FoundPattern[];
  flares: FlareSummary;
  episodes: readonly Episode[];
  stats: AnalysisStats;
  predictions: readonly Prediction[];
  todayDay: number;
  periodDays: number;
  /** "the last 3 months" and "Last 3 Months". */
  phrase: string;
  timeframe: string;
  now: Date;
}

/**
 * Every insight of the period, each from one finding: warnings, patterns, significant effects
 * and forecasts (the next flare of the first pattern regular enough to forecast). Most severe
 * first, then the most confident.
 */
export function buildInsights(sources: InsightSources): AiInsight[] {
  const regular = sources.patterns.find((found) => found.pattern.nextPredictedOccurrence !== null);
  const drafts = [
    flareRiseWarning(sources.flares, sources.episodes, sources.todayDay, sources.periodDays),
    painRiseWarning(sources.stats, sources.phrase),
    ...patternInsights(sources.patterns, sources.flares.count),
    ...effectInsights(sources.effects),
    regular ? nextFlareInsight(regular) : null,
    tomorrowInsight(sources.predictions, sources.stats.predictionAccuracy),
  ];
  const generatedAt = sources.now.toISOString();
  return drafts
    .filter((draft) => draft !== null)
    .map((draft) => ({ ...draft, timeframe: sources.timeframe, generatedAt }))
    .sort(
      (a, b) =>
        SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || b.confidence - a.confidence,
    );
}
