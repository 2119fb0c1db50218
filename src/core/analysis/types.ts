import type { JournalEntry } from '../journal';
import type { Prediction } from '../prediction/three-day';
import type { AnalysisPeriod } from './periods';

/**
 * The pain-pattern analysis: what it reads and what GET /api/analysis answers. Everything is
 * computed on the server from the signed-in user's own records (src/core/analysis/analyze.ts);
 * every figure carries the number of days or episodes behind it.
 */

// ---------------------------------------------------------------------------------------------
// Input

/** The journal fields the analysis reads: the API shape narrowed, so stored entries pass as-is. */
export type AnalysisEntry = Pick<
  JournalEntry,
  | 'id'
  | 'date'
  | 'kind'
  | 'painLevel'
  | 'sleepQuality'
  | 'sleepHours'
  | 'stressLevel'
  | 'energyLevel'
  | 'moodLevel'
  | 'pressure'
  | 'temperature'
  | 'humidity'
  | 'notes'
  | 'journalEntry'
  | 'activities'
  | 'customTags'
  | 'symptoms'
  | 'createdAt'
>;

export interface AnalysisMedication {
  id: string;
  name: string;
  isActive: boolean;
  startDate: string;
  endDate: string | null;
}

export interface AnalysisSchedule {
  medicationId: string;
  /** Weekdays 0-6 or days of the month as -1..-31 (medication-schedule.ts). */
  days: number[];
  isActive: boolean;
}

export interface AnalysisDoseLog {
  medicationId: string;
  /** ISO instant; its calendar day is taken in the user's time zone. */
  takenAt: string;
  skipped: boolean;
  /** 1-10 when rated. */
  effectiveness: number | null;
}

export interface AnalysisTrigger {
  name: string;
  isActive: boolean;
}

export interface AnalysisInput {
  /**
   * The user's entries from at least one period before the window, and at least a year, up to
   * today: the earlier ones give the previous-period comparison, the prediction backtest and
   * the seasonal trends their history.
   */
  entries: readonly AnalysisEntry[];
  medications: readonly AnalysisMedication[];
  schedules: readonly AnalysisSchedule[];
  doseLogs: readonly AnalysisDoseLog[];
  triggers: readonly AnalysisTrigger[];
  /**
   * The date of the user's first entry ever, which may be older than `entries` reach (seasonal
   * trends need a year of history). Left out, the earliest of `entries`.
   */
  firstEntryDate?: string | null;
  /** IANA time zone: the calendar day of dose logs and the time of day of quick logs. */
  timeZone: string;
  /** The user's calendar date today, yyyy-MM-dd: the window's last day. */
  today: string;
  period: AnalysisPeriod;
  /** Stamps generatedAt and identifiedAt only. */
  now: Date;
}

// ---------------------------------------------------------------------------------------------
// Daily series (the Overview chart and the CSV export)

export interface SeriesDay {
  /** Every calendar day of the window, oldest first, including days without entries. */
  date: string;
  /** Mean pain of the day's entries, one decimal; null without an entry. */
  pain: number | null;
  /** Mean of the days with pain among this day and the 6 before, one decimal; null below 4 such days. */
  rollingMean: number | null;
  /** Part of a flare episode. */
  flare: boolean;
  mood: number | null;
  sleepHours: number | null;
  sleepQuality: number | null;
  stress: number | null;
  energy: number | null;
  pressure: number | null;
}

// ---------------------------------------------------------------------------------------------
// Flares and patterns

export interface FlareEpisode {
  /** First and last flare day, yyyy-MM-dd. */
  start: string;
  end: string;
  /** Calendar days from start to end, both included (a bridged quieter day counts). */
  durationDays: number;
  /** Highest day pain, one decimal. */
  peak: number;
  /** Mean day pain over the episode's days with entries, one decimal. */
  meanIntensity: number;
}

export interface FlareSummary {
  /** The personal threshold: a day at or above it is a flare day (analysis/flares.ts). */
  threshold: number;
  /** Episodes that began inside the window. */
  count: number;
  /** Episodes per 30 days of the window; null without days of data. */
  perMonth: number | null;
  meanDurationDays: number | null;
  meanIntensity: number | null;
  /** Days with pain recorded in the window: what the figures rest on. */
  days: number;
  episodes: FlareEpisode[];
}

/** Where a precursor comes from: a tag, one of the user's triggers, or a logged activity. */
export type PrecursorKind = 'tag' | 'trigger' | 'activity';

export interface TriggerLift {
  name: string;
  kind: PrecursorKind;
  /** Episodes it was seen in the 48 hours before (at least 2 to be listed). */
  episodes: number;
  /** How many times more often it is seen before an onset than before other days. */
  lift: number;
}

export type TimeOfDay = 'night' | 'morning' | 'afternoon' | 'evening';

export interface TimePatterns {
  /** Onsets per weekday, Sunday first (7 numbers). */
  weekdays: number[];
  /** The weekday with the most onsets when it has more than any other, else null. */
  peakWeekday: string | null;
  /**
   * Quick and emergency logs made on the pattern's flare days, by the hour they were made in
   * the user's time zone: night 0-6, morning 6-12, afternoon 12-18, evening 18-24.
   */
  timesOfDay: Record<TimeOfDay, number>;
  /** How many such logs the time of day rests on. */
  loggedTimes: number;
  peakTimeOfDay: TimeOfDay | null;
}

export type ReliabilityLevel = 'low' | 'moderate' | 'high';

export interface NextOccurrence {
  /** yyyy-MM-dd, never before tomorrow. */
  date: string;
  /** Median days between onsets. */
  medianIntervalDays: number;
  /** Coefficient of variation of the intervals (under 0.5, or there is no prediction). */
  intervalCv: number;
  /** Intervals the median rests on (episodes - 1). */
  intervals: number;
  reliability: ReliabilityLevel;
  /** 0-100, from the intervals' spread and how many there are; never a constant. */
  reliabilityPercent: number;
}

/** An AI pattern (spec document 2 section 3), computed from the user's flare episodes. */
export interface AiPattern {
  /** Stable per precursor: "all-flares", "short-sleep", "tag:gluten", ... */
  id: string;
  name: string;
  description: string;
  /** Episodes in the pattern: what its figures rest on. */
  episodes: number;
  /** Episodes per month (30 days). */
  frequency: number;
  /** Days. */
  averageDuration: number;
  /** Out of 10. */
  averageIntensity: number;
  /** Tags, triggers and activities seen more often than usual in the 48 hours before onset. */
  commonTriggers: TriggerLift[];
  timePatterns: TimePatterns;
  /** The next occurrence's reliability percent, or null without a next occurrence. */
  reliability: number | null;
  nextPredictedOccurrence: NextOccurrence | null;
  /** Why there is no next occurrence ("needs 4 flares", "intervals too irregular"), else null. */
  nextPredictionNote: string | null;
  /** Written by us, each tied to the evidence of this pattern. */
  prevention_strategies: string[];
  identifiedAt: string;
}

// ---------------------------------------------------------------------------------------------
// Factor effects

/** The Correlations tab's fixed rows (spec), then every other tested factor. */
export const CORRELATION_GROUPS = ['weather', 'sleep', 'medication', 'stress', 'activity'] as const;
export type CorrelationGroup = (typeof CORRELATION_GROUPS)[number];

export type FactorGroup = CorrelationGroup | 'mood' | 'energy' | 'tag' | 'trigger' | 'symptom';

/** Labels on |rho| with the spec's thresholds: above 0.7, 0.5, 0.3. */
export type EffectStrength = 'very strong' | 'strong' | 'moderate' | 'weak';

export interface FactorEffect {
  /** Stable: "sleepHours:1", "tag:gluten:0". */
  key: string;
  /** Display name: "Sleep hours", "Tag: gluten". */
  factor: string;
  group: FactorGroup;
  kind: 'numeric' | 'yesno';
  /** 0: pain the same day; 1: pain the next day. */
  lag: 0 | 1;
  /** Days paired (factor known, and pain known on the day it is compared with). */
  n: number;
  /** Spearman's rho of the factor (yes/no as 1/0) with pain: the strength figure, -1..1. */
  rho: number;
  strength: EffectStrength;
  /** Yes/no factors only: days with and without, mean pain on each, and the difference. */
  daysWith: number | null;
  daysWithout: number | null;
  meanWith: number | null;
  meanWithout: number | null;
  /** meanWith - meanWithout, points of pain. */
  difference: number | null;
  /** Two-sided, from a seeded permutation test: the same data gives the same p. */
  pValue: number;
  /** Benjamini-Hochberg over every factor tested in the period. */
  qValue: number;
  /** q < 0.05. */
  significant: boolean;
  /** "On days with more sleep your pain the next day was lower (n = 84, significant)." */
  description: string;
}

/** For each fixed Correlations row: days of data in the window and days still needed. */
export type FactorCoverage = Record<CorrelationGroup, { days: number; needed: number }>;

// ---------------------------------------------------------------------------------------------
// Patterns tab, medications

export interface CommonTrigger {
  name: string;
  kind: PrecursorKind;
  /** Percent of the window's flares it was seen in the 48 hours before. */
  frequencyPercent: number;
  /** Mean pain on the day it was logged and the day after, out of 10. */
  impact: number;
  /** Days it was logged in the window: what impact rests on. */
  days: number;
  /** Flares it came before. */
  episodes: number;
  lift: number;
  /**
   * Came before flares more often than chance would have it (Fisher's exact test, q < 0.05 over
   * everything that came before 3 or more flares); false when untested or not.
   */
  significant: boolean;
}

export type SeasonName = 'Winter' | 'Spring' | 'Summer' | 'Autumn';

export interface SeasonalTrend {
  season: SeasonName;
  /** "Dec-Feb". */
  months: string;
  meanPain: number;
  days: number;
  /** (season mean - year mean) / year mean x 100, one decimal, signed. */
  changePercent: number;
  description: string;
}

export type SeasonalResult =
  | { status: 'ready'; trends: SeasonalTrend[] }
  /** A year of data is needed: how many more days of data until the window spans one. */
  | { status: 'needs-data'; daysNeeded: number };

export interface MedicationEffectiveness {
  medicationId: string;
  name: string;
  /** Mean logged effectiveness (1-10) in the window; null without a rating. */
  averageRating: number | null;
  ratings: number;
  /** Scheduled days with pain recorded: taken (a dose logged) and missed (none). */
  takenDays: number;
  missedDays: number;
  meanPainTaken: number | null;
  meanPainMissed: number | null;
  /** meanPainTaken - meanPainMissed; null below 3 days of either. */
  difference: number | null;
}

// ---------------------------------------------------------------------------------------------
// Insights

export type AiInsightType = 'pattern' | 'prediction' | 'recommendation' | 'correlation' | 'warning';
export type AiSeverity = 'low' | 'medium' | 'high' | 'critical';

/** An AI insight (spec document 2 section 3), each from one finding above. */
export interface AiInsight {
  id: string;
  type: AiInsightType;
  title: string;
  description: string;
  /** 0-100, from n and q (analysis/insights.ts). */
  confidence: number;
  severity: AiSeverity;
  category: string;
  /** Days or flares behind it (dataUnit says which). */
  dataPoints: number;
  dataUnit: 'days' | 'flares';
  /** "Last 3 months". */
  timeframe: string;
  actionable: boolean;
  recommendations: string[];
  relatedFactors: string[];
  /** A backtest percent for prediction insights; null for the others. */
  accuracy: number | null;
  /** The evidence in full, for the detail dialog. */
  analysis: string;
  generatedAt: string;
}

// ---------------------------------------------------------------------------------------------
// The answer

export interface PredictionAccuracy {
  /** Percent of backtested days whose prediction was within 1 point of the actual pain. */
  percent: number;
  /** Days backtested. */
  n: number;
  withinPoints: number;
}

export interface AnalysisStats {
  /** Entries plus dose logs in the window. */
  dataPoints: number;
  entries: number;
  doseLogs: number;
  /** Days with pain recorded in the window. */
  days: number;
  patternsIdentified: number;
  insightsCount: number;
  /** null until enough history exists to check predictions against what happened. */
  predictionAccuracy: PredictionAccuracy | null;
  averagePain: number | null;
  /** The same-length window just before, for the trend. */
  previousAveragePain: number | null;
  previousDays: number;
  /** Change of at least 0.5 points either way, else stable; null without both averages. */
  painTrend: 'improving' | 'worsening' | 'stable' | null;
  /**
   * Share of the overlapping 7-day stretches of the window in which a flare began: the chance of
   * one in the next 7 days if the window's rate holds; `days` are the calendar days from the
   * first entry in the window to today that it rests on. null below 14 such days.
   */
  flareRisk: { percent: number; days: number } | null;
  /** Days still needed before the flare risk is given (0 once it is). */
  flareRiskDaysNeeded: number;
  medicationEffectiveness: { average: number; ratings: number } | null;
}

export interface AnalysisResult {
  period: AnalysisPeriod;
  from: string;
  to: string;
  periodDays: number;
  generatedAt: string;
  stats: AnalysisStats;
  /** The headline sentence ("You had 7 flares in the last 3 months, ..."); null without data. */
  summary: string | null;
  flares: FlareSummary;
  patterns: AiPattern[];
  /** Flares still needed before patterns can be described (0 when there are patterns). */
  flaresNeeded: number;
  effects: FactorEffect[];
  /** Days of data still needed before any factor can be tested (0 once 14 days exist). */
  effectsDaysNeeded: number;
  coverage: FactorCoverage;
  commonTriggers: CommonTrigger[];
  seasonal: SeasonalResult;
  medications: MedicationEffectiveness[];
  insights: AiInsight[];
  /** The 3-day prediction from the days up to today (core/prediction/three-day.ts). */
  predictions: Prediction[];
  /** Days with entries still needed before there are predictions (0 once there are). */
  predictionDaysNeeded: number;
  series: SeriesDay[];
}
