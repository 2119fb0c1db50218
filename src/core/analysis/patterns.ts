import { WEEKDAY_NAMES } from '../calendar';
import { benjaminiHochberg } from '../stats/fdr';
import { hypergeometricUpperTail } from '../stats/hypergeometric';
import { mean, round1 } from '../stats/numbers';
import { SIGNIFICANCE } from './effects';
import type { AnalysisDay } from './days';
import type { Episode } from './flares';
import type { LocalClock } from './local-clock';
import { nextOccurrence } from './next-occurrence';
import type { Precursor } from './precursors';
import { significantDigits } from './rounding';
import { timePatterns } from './time-patterns';
import type { AiPattern, CommonTrigger, TriggerLift } from './types';

/**
 * Flare patterns: the user's flares grouped by what came before them.
 *
 * For each precursor (short nights, stress, falling pressure, each tag, trigger and activity)
 * we count the flares it came before, and how often it shows in the same days before ordinary
 * days (every day with an entry outside a flare). Lift is the first share over the second: 3
 * means it came before flares three times as often as before other days. A precursor that came
 * before at least 3 flares, with a lift of at least 1.5, forms a pattern of its own when
 * Fisher's exact test says onsets and ordinary days differ (one-sided, Benjamini-Hochberg
 * q < 0.05 over every precursor that came before 3 flares): a habit done on half of all days
 * will come before many flares without having anything to do with them. "Your flares"
 * describes them all. Triggers listed within a pattern are counts with their lift, not tests.
 */

export const PATTERN_MIN_EPISODES = 3;
export const PATTERN_MIN_LIFT = 1.5;
/** Triggers are listed when seen before at least this many flares, and more often than usual. */
export const TRIGGER_MIN_EPISODES = 2;
const MAX_PRECURSOR_PATTERNS = 4;
const MAX_TRIGGERS = 5;
const MAX_COMMON_TRIGGERS = 8;

export const FLARE_PLAN_ADVICE =
  'Agree a flare plan with your clinician: what to take, when to rest, and when to seek help.';

export interface PatternContext {
  /** The window's days with entries, oldest first. */
  days: readonly AnalysisDay[];
  /** Every day with entries, window or before, by day number. */
  byDay: ReadonlyMap<number, AnalysisDay>;
  /** Episodes that began in the window. */
  episodes: readonly Episode[];
  /** Every episode found, for telling flare days from ordinary ones. */
  allEpisodes: readonly Episode[];
  precursors: readonly Precursor[];
  clock: LocalClock;
  today: string;
  /** Days from the first day with data in the window to its end: the base of "per month". */
  spanDays: number;
  now: Date;
}

/** What one precursor did across the window. */
export interface PrecursorEvidence {
  precursor: Precursor;
  /** The window's episodes it came before. */
  episodes: Episode[];
  /** Share of ordinary days it came before, smoothed so a never-seen one is not zero. */
  baseRate: number;
  /** Unsmoothed share of ordinary days, for texts. */
  basePercent: number;
  lift: number;
  /** Fisher's exact test and its q-value, for precursors that came before 3 or more flares. */
  test: { pValue: number; qValue: number; tested: number } | null;
}

const perMonth = (count: number, spanDays: number) => round1((count / spanDays) * 30);

/** "5 of 7", or "all 5" when it is every one of them. */
export const countOf = (count: number, total: number) =>
  count === total ? `all ${count}` : `${count} of ${total}`;

function presenceByDay(precursor: Precursor, context: PatternContext): Set<number> {
  const present = new Set<number>();
  for (const [dayNumber, day] of context.byDay) {
    if (precursor.present(day, context.byDay.get(dayNumber - 1))) present.add(dayNumber);
  }
  return present;
}

const seenBefore = (precursor: Precursor, present: ReadonlySet<number>, onset: number) =>
  precursor.offsets.some((offset) => present.has(onset + offset));

function ordinaryDays(context: PatternContext): number[] {
  const flareDays = new Set<number>();
  for (const episode of context.allEpisodes) {
    for (let day = episode.startDay; day <= episode.endDay; day += 1) flareDays.add(day);
  }
  return context.days.map((day) => day.day).filter((day) => !flareDays.has(day));
}

export function precursorEvidence(context: PatternContext): PrecursorEvidence[] {
  const ordinary = ordinaryDays(context);
  const total = context.episodes.length;
  const counted = context.precursors.map((precursor) => {
    const present = presenceByDay(precursor, context);
    const episodes = context.episodes.filter((episode) =>
      seenBefore(precursor, present, episode.startDay),
    );
    const hits = ordinary.filter((day) => seenBefore(precursor, present, day)).length;
    const baseRate = (hits + 0.5) / (ordinary.length + 1);
    const share = total > 0 ? episodes.length / total : 0;
    const pValue =
      episodes.length >= PATTERN_MIN_EPISODES
        ? hypergeometricUpperTail(
            total + ordinary.length,
            episodes.length + hits,
            total,
            episodes.length,
          )
        : null;
    return {
      precursor,
      episodes,
      baseRate,
      basePercent: ordinary.length > 0 ? Math.round((hits / ordinary.length) * 100) : 0,
      lift: round1(share / baseRate),
      pValue,
    };
  });
  const tested = counted.filter((item) => item.pValue !== null);
  const qValues = benjaminiHochberg(tested.map((item) => item.pValue as number));
  return counted.map(({ pValue, ...item }) => {
    const index = tested.findIndex((candidate) => candidate.precursor === item.precursor);
    return {
      ...item,
      test:
        pValue === null
          ? null
          : {
              pValue: significantDigits(pValue, 2),
              qValue: significantDigits(qValues[index] as number, 2),
              tested: tested.length,
            },
    };
  });
}

/** Came before flares more often than chance would have it (see the module comment). */
export const isSignificantPrecursor = (item: PrecursorEvidence) =>
  item.test !== null && item.test.qValue < SIGNIFICANCE;

function triggersWithin(
  evidence: readonly PrecursorEvidence[],
  episodes: readonly Episode[],
  exclude: string | null,
): TriggerLift[] {
  const starts = new Set(episodes.map((episode) => episode.startDay));
  return evidence
    .filter((item) => item.precursor.listAs !== null && item.precursor.id !== exclude)
    .map((item) => {
      const count = item.episodes.filter((episode) => starts.has(episode.startDay)).length;
      return {
        name: item.precursor.name,
        kind: item.precursor.listAs as TriggerLift['kind'],
        episodes: count,
        lift: round1(count / episodes.length / item.baseRate),
      };
    })
    .filter((item) => item.episodes >= TRIGGER_MIN_EPISODES && item.lift > 1)
    .sort((a, b) => b.lift - a.lift || b.episodes - a.episodes || a.name.localeCompare(b.name))
    .slice(0, MAX_TRIGGERS);
}

function buildPattern(
  context: PatternContext,
  evidence: readonly PrecursorEvidence[],
  episodes: readonly Episode[],
  head: { id: string; name: string; description: string; advice: string[] },
  exclude: string | null,
): AiPattern {
  const triggers = triggersWithin(evidence, episodes, exclude);
  const times = timePatterns(episodes, context.byDay, context.clock);
  const { next, note } = nextOccurrence(
    episodes.map((episode) => episode.startDay),
    context.today,
  );
  const advice = [...head.advice];
  // Advice only from a trigger that came before flares more often than chance would have it.
  const topTrigger = triggers.find((trigger) =>
    evidence.some((item) => item.precursor.name === trigger.name && isSignificantPrecursor(item)),
  );
  const topEvidence = evidence.find((item) => item.precursor.name === topTrigger?.name);
  if (topTrigger && topEvidence) {
    advice.push(
      topEvidence.precursor.advice(
        `${topTrigger.episodes} of ${episodes.length} of these flares`,
        topTrigger.lift,
      ),
    );
  }
  if (times.peakWeekday) {
    const count = times.weekdays[WEEKDAY_NAMES.indexOf(times.peakWeekday as never)];
    advice.push(
      `More of these flares began on a ${times.peakWeekday} (${count} of ${episodes.length}) than on any other day: lighter plans that day may help.`,
    );
  }
  if (times.peakTimeOfDay) {
    advice.push(
      `Most quick logs during these flares were made in the ${times.peakTimeOfDay} (${times.timesOfDay[times.peakTimeOfDay]} of ${times.loggedTimes}): keep your medication and comfort measures within reach then.`,
    );
  }
  advice.push(FLARE_PLAN_ADVICE);
  return {
    id: head.id,
    name: head.name,
    description: head.description,
    episodes: episodes.length,
    frequency: perMonth(episodes.length, context.spanDays),
    averageDuration: round1(mean(episodes.map((episode) => episode.durationDays)) as number),
    averageIntensity: round1(mean(episodes.map((episode) => episode.meanIntensity)) as number),
    commonTriggers: triggers,
    timePatterns: times,
    reliability: next ? next.reliabilityPercent : null,
    nextPredictedOccurrence: next,
    nextPredictionNote: note,
    prevention_strategies: advice,
    identifiedAt: context.now.toISOString(),
  };
}

/** The precursors that form patterns, strongest evidence first. */
export function patternPrecursors(evidence: readonly PrecursorEvidence[]): PrecursorEvidence[] {
  return evidence
    .filter(
      (item) =>
        item.episodes.length >= PATTERN_MIN_EPISODES &&
        item.lift >= PATTERN_MIN_LIFT &&
        isSignificantPrecursor(item),
    )
    .sort(
      (a, b) =>
        b.episodes.length - a.episodes.length ||
        b.lift - a.lift ||
        a.precursor.id.localeCompare(b.precursor.id),
    )
    .slice(0, MAX_PRECURSOR_PATTERNS);
}

/** A pattern with the episodes it describes. */
export interface FoundPattern {
  pattern: AiPattern;
  episodes: readonly Episode[];
  /** The precursor's evidence; null for "Your flares". */
  evidence: PrecursorEvidence | null;
}

export function flarePatterns(
  context: PatternContext,
  evidence: readonly PrecursorEvidence[],
  overview: string,
): FoundPattern[] {
  const total = context.episodes.length;
  if (total < PATTERN_MIN_EPISODES) return [];
  const patterns: FoundPattern[] = [
    {
      pattern: buildPattern(
        context,
        evidence,
        context.episodes,
        { id: 'all-flares', name: 'Your flares', description: overview, advice: [] },
        null,
      ),
      episodes: context.episodes,
      evidence: null,
    },
  ];
  for (const item of patternPrecursors(evidence)) {
    const { precursor, episodes } = item;
    const evidenceText = `${countOf(episodes.length, total)} flares`;
    patterns.push({
      pattern: buildPattern(
        context,
        evidence,
        episodes,
        {
          id: precursor.id,
          name: precursor.patternName,
          description: `${episodes.length === total ? `All ${total} of your flares` : `${episodes.length} of your ${total} flares`} ${precursor.relation}; the same came before ${item.basePercent}% of other days.`,
          advice: [precursor.advice(evidenceText, item.lift)],
        },
        precursor.id,
      ),
      episodes,
      evidence: item,
    });
  }
  return patterns;
}

/** The Patterns tab's common triggers: listed precursors seen before at least 2 flares. */
export function commonTriggers(
  context: PatternContext,
  evidence: readonly PrecursorEvidence[],
): CommonTrigger[] {
  const total = context.episodes.length;
  if (total === 0) return [];
  const found: CommonTrigger[] = [];
  for (const item of evidence) {
    const { precursor } = item;
    if (precursor.listAs === null || item.episodes.length < TRIGGER_MIN_EPISODES) continue;
    if (item.lift <= 1) continue;
    const loggedDays = context.days.filter((day) =>
      precursor.present(day, context.byDay.get(day.day - 1)),
    );
    if (loggedDays.length === 0) continue;
    const around: number[] = [];
    for (const day of loggedDays) {
      around.push(day.pain);
      const after = context.byDay.get(day.day + 1);
      if (after) around.push(after.pain);
    }
    found.push({
      name: precursor.name,
      kind: precursor.listAs,
      frequencyPercent: Math.round((item.episodes.length / total) * 100),
      impact: round1(mean(around) as number),
      days: loggedDays.length,
      episodes: item.episodes.length,
      lift: item.lift,
      significant: isSignificantPrecursor(item),
    });
  }
  return found
    .sort(
      (a, b) =>
        Number(b.significant) - Number(a.significant) ||
        b.frequencyPercent - a.frequencyPercent ||
        b.lift - a.lift ||
        a.name.localeCompare(b.name),
    )
    .slice(0, MAX_COMMON_TRIGGERS);
}
