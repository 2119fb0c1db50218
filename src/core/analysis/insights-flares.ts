import { predictionRisk, type Prediction } from '../prediction/three-day';
import { format1 } from '../stats/numbers';
import { countConfidence, daysConfidence } from './confidence';
import type { Episode } from './flares';
import { nextOccurrenceBacktest } from './next-occurrence';
import { FLARE_PLAN_ADVICE, type FoundPattern, type PrecursorEvidence } from './patterns';
import type {
  AiInsight,
  AiSeverity,
  AnalysisStats,
  FlareSummary,
  PredictionAccuracy,
} from './types';

/**
 * Insights from flares, trends and forecasts: each pattern, a rise in flares or in pain, and
 * the forecasts (the next flare of a regular pattern, a hard day tomorrow), each with how often
 * the same rule was right before where that can be checked.
 */

type Draft = Omit<AiInsight, 'timeframe' | 'generatedAt'>;

export const RECENT_DAYS = 30;
/** Flares in the last 30 days against the window's monthly rate that raise a warning. */
const FLARE_RISE_RATIO = 1.5;

const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** Severity of a pattern from its lift: 3 times as often or more is high, twice medium. */
function liftSeverity(lift: number): AiSeverity {
  if (lift >= 3) return 'high';
  if (lift >= 2) return 'medium';
  return 'low';
}

export function patternInsights(patterns: readonly FoundPattern[], total: number): Draft[] {
  return patterns.flatMap(({ pattern, evidence: item }) => {
    if (!item) return [];
    return [
      {
        id: `pattern:${pattern.id}`,
        type: 'pattern' as const,
        title: pattern.name,
        description: pattern.description,
        confidence: countConfidence(pattern.episodes, total),
        severity: liftSeverity(item.lift),
        category: 'flares',
        dataPoints: pattern.episodes,
        dataUnit: 'flares' as const,
        actionable: true,
        recommendations: pattern.prevention_strategies,
        relatedFactors: [item.precursor.name, ...pattern.commonTriggers.map((t) => t.name)],
        accuracy: null,
        analysis: `${pattern.description} That is ${format1(item.lift)} times as often as before ordinary days.${testText(item)} These ${pattern.episodes} flares came about ${format1(pattern.frequency)} times a month, lasted ${format1(pattern.averageDuration)} days on average and averaged ${format1(pattern.averageIntensity)}/10. It shows what came before your flares, not that it caused them, and it may change as you log more.`,
      },
    ];
  });
}

function testText(item: PrecursorEvidence): string {
  if (!item.test) return '';
  return ` Fisher's exact test gives p = ${item.test.pValue}; after correcting for the ${item.test.tested} things that came before 3 or more flares, q = ${item.test.qValue}, below 0.05.`;
}

/** A warning when the last 30 days brought clearly more flares than the window's usual rate. */
export function flareRiseWarning(
  flares: FlareSummary,
  episodes: readonly Episode[],
  todayDay: number,
  periodDays: number,
): Draft | null {
  if (periodDays <= RECENT_DAYS || flares.perMonth === null) return null;
  const recent = episodes.filter((episode) => episode.startDay > todayDay - RECENT_DAYS).length;
  const earlier = flares.count - recent;
  const earlierRate = (earlier / Math.max(1, periodDays - RECENT_DAYS)) * RECENT_DAYS;
  if (recent < 2 || recent < FLARE_RISE_RATIO * Math.max(earlierRate, 1)) return null;
  const severity: AiSeverity = recent >= 3 && recent >= 2 * earlierRate ? 'critical' : 'high';
  return {
    id: 'warning:flares',
    type: 'warning',
    title: 'More flares lately',
    description: `${recent} flares began in the last ${RECENT_DAYS} days, against about ${format1(earlierRate)} a month before that.`,
    confidence: countConfidence(recent, flares.count),
    severity,
    category: 'flares',
    dataPoints: flares.count,
    dataUnit: 'flares',
    actionable: true,
    recommendations: [
      'Consider booking a review with your clinician and bringing a report from Reports.',
      FLARE_PLAN_ADVICE,
      'If pain is severe or unlike your usual pain, seek urgent care.',
    ],
    relatedFactors: ['Flares'],
    accuracy: null,
    analysis: `Of the ${flares.count} flares in this period, ${recent} began in the last ${RECENT_DAYS} days; the rest of the period averaged ${format1(earlierRate)} per ${RECENT_DAYS} days. Flares are runs of days at or above your threshold of ${format1(flares.threshold)}/10. This compares counts; it is not a significance test.`,
  };
}

/** A warning when this period's average pain is at least 0.5 above the period before. */
export function painRiseWarning(stats: AnalysisStats, phrase: string): Draft | null {
  const { averagePain, previousAveragePain, painTrend, days, previousDays } = stats;
  if (painTrend !== 'worsening' || averagePain === null || previousAveragePain === null) {
    return null;
  }
  const rise = averagePain - previousAveragePain;
  const severity: AiSeverity = rise >= 1.5 ? 'high' : rise >= 1 ? 'medium' : 'low';
  return {
    id: 'warning:pain-trend',
    type: 'warning',
    title: 'Your pain has been higher',
    description: `Your average pain over ${phrase} was ${format1(averagePain)}/10, up from ${format1(previousAveragePain)} in the same length of time before.`,
    confidence: daysConfidence(Math.min(days, previousDays)),
    severity,
    category: 'trends',
    dataPoints: days + previousDays,
    dataUnit: 'days',
    actionable: true,
    recommendations: [
      'If the rise continues, consider a review with your clinician.',
      'Look at the Correlations tab for what changed alongside it.',
    ],
    relatedFactors: ['Pain trend'],
    accuracy: null,
    analysis: `${days} days of entries in this period averaged ${format1(averagePain)}/10; ${previousDays} days in the period before averaged ${format1(previousAveragePain)}/10. This compares averages; it is not a significance test.`,
  };
}

/** The next flare of a pattern whose gaps are regular, with how often that rule was right. */
export function nextFlareInsight({ pattern, episodes }: FoundPattern): Draft | null {
  const next = pattern.nextPredictedOccurrence;
  if (!next) return null;
  const backtest = nextOccurrenceBacktest(episodes.map((episode) => episode.startDay));
  return {
    id: `prediction:next:${pattern.id}`,
    type: 'prediction',
    title: `Next flare may come around ${longDate(next.date)}`,
    description: `${pattern.name} have come about every ${format1(next.medianIntervalDays)} days; if that holds, the next is likely around ${longDate(next.date)}.`,
    confidence: next.reliabilityPercent,
    severity: next.reliability === 'high' ? 'medium' : 'low',
    category: 'flares',
    dataPoints: pattern.episodes,
    dataUnit: 'flares',
    actionable: true,
    recommendations: [
      'Keep the days around then lighter where you can.',
      'Check your flare plan and medication supply beforehand.',
    ],
    relatedFactors: [pattern.name],
    accuracy: backtest?.percent ?? null,
    analysis: `The median gap between the ${pattern.episodes} onsets is ${format1(next.medianIntervalDays)} days, and the gaps vary by ${Math.round(next.intervalCv * 100)}% (${next.intervals} gaps): reliability ${next.reliability} (${next.reliabilityPercent}%).${backtest ? ` The same rule, applied to your earlier flares, was right (within a few days) for ${backtest.percent}% of ${backtest.checked} flares.` : ' There are not yet enough earlier flares to check the rule against.'}`,
  };
}

/** A hard day forecast for tomorrow by the 3-day prediction, with its backtest accuracy. */
export function tomorrowInsight(
  predictions: readonly Prediction[],
  accuracy: PredictionAccuracy | null,
): Draft | null {
  const tomorrow = predictions[0];
  if (!tomorrow || predictionRisk(tomorrow.predictedPainLevel) !== 'high') return null;
  const checked = accuracy
    ? ` Checked against your past days, this forecast was within ${accuracy.withinPoints} point ${accuracy.percent}% of the time (${accuracy.n} days).`
    : ' It has not yet been checked against enough of your past days.';
  return {
    id: 'prediction:tomorrow',
    type: 'prediction',
    title: 'Tomorrow may be a harder day',
    description: `The forecast puts tomorrow at ${format1(tomorrow.predictedPainLevel)}/10.`,
    confidence: Math.round(tomorrow.confidence * 100),
    severity: 'medium',
    category: 'prediction',
    dataPoints: accuracy?.n ?? 0,
    dataUnit: 'days',
    actionable: true,
    recommendations:
      tomorrow.preventiveActions.length > 0
        ? tomorrow.preventiveActions
        : ['Keep your pain plan and medication within reach'],
    relatedFactors: tomorrow.riskFactors,
    accuracy: accuracy?.percent ?? null,
    analysis: `From your last 14 days with entries: the same weekday's average plus the recent trend.${checked}`,
  };
}
