import { effectConfidence } from '../analysis/confidence';
import { dayNumber, WEEKDAY_NAMES } from '../calendar';
import { format1 } from '../stats/numbers';
import type { HabitFinding } from './habit-findings';
import { weekdayOfDay } from './features';
import { ADVICE } from './recommendations';
import type { DayPrediction, PredictiveInsight, RiskLevel, WeatherImpactDay } from './types';
import type { WeatherTrigger } from './weather-trigger';
import type { WeekdayPattern } from './weekday-pattern';
import { formatDate } from '../report/words';

/**
 * The prediction screen's insights, each from a finding in the user's own data and none
 * without one:
 *
 * - pattern: a weekday that has been harder than the rest (weekday-pattern.ts, tested);
 * - timing: the coming day predicted hardest, when its risk is high or severe;
 * - trigger: pressure, when its effect is tested and large enough (weather-trigger.ts);
 * - prevention: a habit tested as harmful for this user (habit-findings.ts): short nights or
 *   high stress.
 */

const RISK_RANK: Record<RiskLevel, number> = { low: 0, moderate: 1, high: 2, severe: 3 };

/** A coming day's prediction with what the insights read about it. */
export interface PredictedDay {
  prediction: DayPrediction;
  /** Backtested days behind its range and confidence. */
  checkedDays: number;
}

export interface InsightInput {
  /** The next 7 days, in order (today's prediction left out). */
  coming: readonly PredictedDay[];
  pattern: WeekdayPattern | null;
  trigger: WeatherTrigger | null;
  habit: HabitFinding | null;
  weatherImpact: readonly WeatherImpactDay[];
  usualPressure: number | null;
}

const weekdayOf = (date: string) => WEEKDAY_NAMES[weekdayOfDay(dayNumber(date) ?? 0)] as string;

function patternInsight(pattern: WeekdayPattern): PredictiveInsight {
  return {
    type: 'pattern',
    title: `${pattern.name}s tend to be harder`,
    description: `Over the last year your pain has averaged ${format1(pattern.difference)} points higher on ${pattern.name}s than on other days (${pattern.count} ${pattern.name}s among ${pattern.n} days with entries).`,
    confidence: effectConfidence(pattern.n, pattern.qValue),
    timeRelevance: `${pattern.name}s`,
    actionable: true,
    recommendations: [`Plan a lighter day on ${pattern.name}s`, ADVICE.pacing],
    dataPoints: pattern.n,
  };
}

function timingInsight(coming: readonly PredictedDay[]): PredictiveInsight | null {
  let hardest: PredictedDay | null = null;
  for (const day of coming) {
    const { riskLevel, predictedPainLevel } = day.prediction;
    if (
      hardest === null ||
      RISK_RANK[riskLevel] > RISK_RANK[hardest.prediction.riskLevel] ||
      (riskLevel === hardest.prediction.riskLevel &&
        predictedPainLevel > hardest.prediction.predictedPainLevel)
    ) {
      hardest = day;
    }
  }
  if (hardest === null || RISK_RANK[hardest.prediction.riskLevel] < RISK_RANK.high) return null;
  const { date, predictedPainLevel, range, riskLevel, flareProbability } = hardest.prediction;
  const name = weekdayOf(date);
  return {
    type: 'timing',
    title: `${name} looks like the hardest day`,
    description: `Your pain is predicted at ${format1(predictedPainLevel)} on ${name} ${formatDate(date) ?? date} (likely ${format1(range.low)} to ${format1(range.high)}), ${riskLevel} risk, with a ${flareProbability}% chance of reaching your flare level.`,
    confidence: hardest.prediction.confidence,
    timeRelevance: name,
    actionable: true,
    recommendations: hardest.prediction.recommendations,
    dataPoints: hardest.checkedDays,
  };
}

function triggerInsight(
  trigger: WeatherTrigger,
  weatherImpact: readonly WeatherImpactDay[],
  usualPressure: number | null,
): PredictiveInsight {
  const risky = weatherImpact.find((day) => day.label === 'High Risk' || day.label === 'Moderate');
  const fall = trigger.kind === 'fall';
  const usual = usualPressure === null ? '' : ` (your usual is ${Math.round(usualPressure)} hPa)`;
  return {
    type: 'trigger',
    title: fall ? 'Falling pressure' : 'Low pressure',
    description: fall
      ? `On days when the pressure fell about ${trigger.hPa} hPa, your pain has tended to be ${format1(trigger.points)} points higher (${trigger.n} days with pressure readings).`
      : `When the pressure was about ${trigger.hPa} hPa below your usual${usual}, your pain has tended to be ${format1(trigger.points)} points higher (${trigger.n} days with pressure readings).`,
    confidence: effectConfidence(trigger.n, trigger.qValue),
    timeRelevance: risky
      ? weekdayOf(risky.date)
      : fall
        ? 'When pressure falls'
        : 'When pressure is low',
    actionable: true,
    recommendations: [ADVICE.pressure, ADVICE.pacing],
    dataPoints: trigger.n,
  };
}

function preventionInsight({ habit, effect }: HabitFinding): PredictiveInsight {
  const sleep = habit === 'sleep';
  const days = `${effect.daysWith} and ${effect.daysWithout} days, significant`;
  const means = `${format1(effect.meanWith ?? 0)}/10, against ${format1(effect.meanWithout ?? 0)}/10`;
  return {
    type: 'prevention',
    title: sleep ? 'Protect your sleep' : 'Make room to unwind',
    description: sleep
      ? `Over the last year, days after a night under 6 hours averaged ${means} after longer nights (${days}).`
      : `Over the last year, days with stress at 7 or more averaged ${means} on calmer days (${days}).`,
    confidence: effectConfidence(effect.n, effect.qValue),
    timeRelevance: sleep ? 'Tonight' : 'Today',
    actionable: true,
    recommendations: [sleep ? ADVICE.sleep : ADVICE.stress, ADVICE.pacing],
    dataPoints: effect.n,
  };
}

export function predictiveInsights(input: InsightInput): PredictiveInsight[] {
  const insights: PredictiveInsight[] = [];
  if (input.pattern !== null) insights.push(patternInsight(input.pattern));
  const timing = timingInsight(input.coming);
  if (timing !== null) insights.push(timing);
  if (input.trigger !== null) {
    insights.push(triggerInsight(input.trigger, input.weatherImpact, input.usualPressure));
  }
  if (input.habit !== null) insights.push(preventionInsight(input.habit));
  return insights;
}
