import type { AnalysisDay } from './days';
import type { FactorGroup } from './types';

/**
 * The factors the analysis tests against pain, and how to read each from a day.
 *
 * Numbers (sleep, stress, weather, adherence, ...) are read as they are; yes/no factors are
 * every tag, activity, symptom and trigger the user logged in the window. A trigger (from the
 * Triggers page) is present on a day when a tag, activity or symptom carries its name, or the
 * day's notes or journal text mention it; a tag or activity with the same name as a trigger is
 * tested once, as the trigger.
 */

export interface NumericFactor {
  kind: 'numeric';
  id: string;
  name: string;
  group: FactorGroup;
  /** "Longer sleep": the subject of the description when the factor is higher. */
  higher: string;
  /** When pain is read, for lag 0 and lag 1. */
  when: readonly [string, string];
  read: (day: AnalysisDay, adherence: ReadonlyMap<number, number>) => number | null;
}

export interface YesNoFactor {
  kind: 'yesno';
  id: string;
  name: string;
  group: FactorGroup;
  /** 'the tag "gluten"', as descriptions name it. */
  label: string;
  /** Whether the day has it; null when the day does not say (no sleep logged, say). */
  present: (day: AnalysisDay) => boolean | null;
}

export type Factor = NumericFactor | YesNoFactor;

const SAME_DAY = ['the same day', 'the next day'] as const;
// A day's sleep is the night before it (the journal asks how you slept).
const AFTER_NIGHT = ['the day after', 'two days after'] as const;

export const NUMERIC_FACTORS: readonly NumericFactor[] = [
  {
    kind: 'numeric',
    id: 'sleepHours',
    name: 'Sleep hours',
    group: 'sleep',
    higher: 'Longer sleep',
    when: AFTER_NIGHT,
    read: (day) => day.sleepHours,
  },
  {
    kind: 'numeric',
    id: 'sleepQuality',
    name: 'Sleep quality',
    group: 'sleep',
    higher: 'Better sleep',
    when: AFTER_NIGHT,
    read: (day) => day.sleepQuality,
  },
  {
    kind: 'numeric',
    id: 'stress',
    name: 'Stress',
    group: 'stress',
    higher: 'Higher stress',
    when: SAME_DAY,
    read: (day) => day.stress,
  },
  {
    kind: 'numeric',
    id: 'energy',
    name: 'Energy',
    group: 'energy',
    higher: 'More energy',
    when: SAME_DAY,
    read: (day) => day.energy,
  },
  {
    kind: 'numeric',
    id: 'mood',
    name: 'Mood',
    group: 'mood',
    higher: 'A better mood',
    when: SAME_DAY,
    read: (day) => day.mood,
  },
  {
    kind: 'numeric',
    id: 'pressure',
    name: 'Air pressure',
    group: 'weather',
    higher: 'Higher air pressure',
    when: SAME_DAY,
    read: (day) => day.pressure,
  },
  {
    kind: 'numeric',
    id: 'temperature',
    name: 'Temperature',
    group: 'weather',
    higher: 'Warmer weather',
    when: SAME_DAY,
    read: (day) => day.temperature,
  },
  {
    kind: 'numeric',
    id: 'humidity',
    name: 'Humidity',
    group: 'weather',
    higher: 'More humid weather',
    when: SAME_DAY,
    read: (day) => day.humidity,
  },
  {
    kind: 'numeric',
    id: 'adherence',
    name: 'Scheduled doses taken',
    group: 'medication',
    higher: 'Taking more of your scheduled doses',
    when: SAME_DAY,
    read: (day, adherence) => adherence.get(day.day) ?? null,
  },
];

export const SHORT_SLEEP_BELOW = 6;

/**
 * Nights under 6 hours, as a yes/no factor beside sleep hours: a short night's toll is often a
 * step rather than a straight line, which a rank correlation over all nights can miss. Days
 * without sleep logged are left out rather than counted as long nights.
 */
export const SHORT_NIGHT_FACTOR: YesNoFactor = {
  kind: 'yesno',
  id: 'shortNight',
  name: `Nights under ${SHORT_SLEEP_BELOW} hours`,
  group: 'sleep',
  label: `a night under ${SHORT_SLEEP_BELOW} hours of sleep before them`,
  present: (day) => (day.sleepHours === null ? null : day.sleepHours < SHORT_SLEEP_BELOW),
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function triggerFactor(name: string): YesNoFactor {
  const key = name.trim().toLowerCase();
  // Whole words only: "stress" in "stressful" is not the trigger "stress" named.
  const mention = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(key)}($|[^\\p{L}\\p{N}])`, 'u');
  // The effects, the precursors and the flare patterns each ask about every day: the text is
  // searched once a day.
  const mentioned = new WeakMap<AnalysisDay, boolean>();
  const mentions = (day: AnalysisDay): boolean => {
    let found = mentioned.get(day);
    if (found === undefined) {
      found = mention.test(day.text);
      mentioned.set(day, found);
    }
    return found;
  };
  return {
    kind: 'yesno',
    id: `trigger:${key}`,
    name: `Trigger: ${name.trim()}`,
    group: 'trigger',
    label: `your trigger "${name.trim()}"`,
    present: (day) =>
      day.tags.has(key) || day.activities.has(key) || day.symptoms.has(key) || mentions(day),
  };
}

type NamedList = 'tags' | 'activities' | 'symptoms';

const LIST_FACTORS: readonly { list: NamedList; kind: string; group: FactorGroup; noun: string }[] =
  [
    { list: 'activities', kind: 'activity', group: 'activity', noun: 'Activity' },
    { list: 'tags', kind: 'tag', group: 'tag', noun: 'Tag' },
    { list: 'symptoms', kind: 'symptom', group: 'symptom', noun: 'Symptom' },
  ];

/**
 * The yes/no factors: short nights, then those the user's triggers and the window's days give,
 * in a stable order.
 */
export function yesNoFactors(
  days: readonly AnalysisDay[],
  triggerNames: readonly string[],
): YesNoFactor[] {
  const triggerKeys = new Set<string>();
  const factors: YesNoFactor[] = [SHORT_NIGHT_FACTOR];
  for (const name of [...triggerNames].sort()) {
    const key = name.trim().toLowerCase();
    if (key === '' || triggerKeys.has(key)) continue;
    triggerKeys.add(key);
    factors.push(triggerFactor(name));
  }
  for (const { list, kind, group, noun } of LIST_FACTORS) {
    const names = new Map<string, string>();
    for (const day of days) {
      for (const [key, name] of day[list]) if (!names.has(key)) names.set(key, name);
    }
    for (const [key, name] of [...names].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      if (triggerKeys.has(key)) continue;
      factors.push({
        kind: 'yesno',
        id: `${kind}:${key}`,
        name: `${noun}: ${name}`,
        group,
        label: `${kind === 'tag' ? 'the tag ' : ''}"${name}"`,
        present: (day) => day[list].has(key),
      });
    }
  }
  return factors;
}
