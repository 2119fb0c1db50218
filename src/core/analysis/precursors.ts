import { HIGH_STRESS_FROM } from '../insights/stress';
import type { AnalysisDay } from './days';
import { SHORT_SLEEP_BELOW, type YesNoFactor } from './factors';
import type { PrecursorKind } from './types';

/**
 * What can come before a flare, and where to look for it. A flare's onset is a day; its "48
 * hours before" are read per kind of precursor:
 *
 * - nights and weather: the onset day and the day before (a day's sleep is the night before
 *   it, so "within a day of a short night" is the onset's own night or the one before);
 * - things done or felt in the day (stress, tags, triggers, activities): the two days before
 *   the onset, never the onset day itself, whose entries may already be written in pain.
 */

export const POOR_SLEEP_QUALITY_BELOW = 4;
export const PRESSURE_DROP_FROM = 6;

export interface Precursor {
  id: string;
  /** Tags, triggers and activities are listed as triggers; the built-in ones are not. */
  listAs: PrecursorKind | null;
  /** Its name in lists: "gluten". */
  name: string;
  /** "Flares after short sleep". */
  patternName: string;
  /** "began within a day of a night under 6 hours of sleep". */
  relation: string;
  /** Days relative to the onset (0) that are looked at. */
  offsets: readonly number[];
  /** Whether the day (with the day before it, for changes) shows it. */
  present: (day: AnalysisDay, previous: AnalysisDay | undefined) => boolean;
  /** Prevention advice for flares that follow it; `evidence` is "5 of 7 flares". */
  advice: (evidence: string, lift: number) => string;
}

const NIGHT = [0, -1] as const;
const DAYS_BEFORE = [-1, -2] as const;

const BUILT_IN: readonly Precursor[] = [
  {
    id: 'short-sleep',
    listAs: null,
    name: 'short sleep',
    patternName: 'Flares after short sleep',
    relation: `began within a day of a night under ${SHORT_SLEEP_BELOW} hours of sleep`,
    offsets: NIGHT,
    present: (day) => day.sleepHours !== null && day.sleepHours < SHORT_SLEEP_BELOW,
    advice: (evidence) =>
      `Protect your sleep: ${evidence} began within a day of a night under ${SHORT_SLEEP_BELOW} hours. A regular bedtime and a wind-down routine before demanding days are worth trying.`,
  },
  {
    id: 'poor-sleep',
    listAs: null,
    name: 'poor sleep quality',
    patternName: 'Flares after poor sleep',
    relation: `began within a day of a night rated under ${POOR_SLEEP_QUALITY_BELOW}/10 for sleep quality`,
    offsets: NIGHT,
    present: (day) => day.sleepQuality !== null && day.sleepQuality < POOR_SLEEP_QUALITY_BELOW,
    advice: (evidence) =>
      `Look after your nights: ${evidence} began within a day of a poorly rated night. If poor sleep is frequent, it is worth raising with your clinician.`,
  },
  {
    id: 'high-stress',
    listAs: null,
    name: 'high stress',
    patternName: 'Flares after stressful days',
    relation: `came within two days of stress at ${HIGH_STRESS_FROM}/10 or more`,
    offsets: DAYS_BEFORE,
    present: (day) => day.stress !== null && day.stress >= HIGH_STRESS_FROM,
    advice: (evidence) =>
      `Plan recovery after stressful days: ${evidence} came within two days of high stress. A breathing or relaxation exercise on such days is a low-risk thing to try.`,
  },
  {
    id: 'pressure-drop',
    listAs: null,
    name: 'falling air pressure',
    patternName: 'Flares after pressure drops',
    relation: `began within a day of air pressure falling ${PRESSURE_DROP_FROM} hPa or more`,
    offsets: NIGHT,
    present: (day, previous) =>
      day.pressure !== null &&
      previous !== undefined &&
      previous.day === day.day - 1 &&
      previous.pressure !== null &&
      previous.pressure - day.pressure >= PRESSURE_DROP_FROM,
    advice: (evidence) =>
      `Watch for falling pressure: ${evidence} began within a day of a drop. On such days, pace your activities and keep your flare plan within reach.`,
  },
];

/** The built-in precursors, then every tag, trigger and activity factor. */
export function precursors(yesNo: readonly YesNoFactor[]): Precursor[] {
  const listed = yesNo
    .filter(
      (factor) =>
        factor.group === 'tag' || factor.group === 'trigger' || factor.group === 'activity',
    )
    .map((factor): Precursor => {
      const name = factor.name.slice(factor.name.indexOf(':') + 2);
      return {
        id: factor.id,
        listAs: factor.group as PrecursorKind,
        name,
        patternName: `Flares after "${name}"`,
        relation: `came within two days of ${factor.label}`,
        offsets: DAYS_BEFORE,
        present: (day) => factor.present(day) === true,
        advice: (evidence, lift) =>
          `"${name}" came before ${evidence}, ${lift.toFixed(1)} times as often as before other days. Keep noting it; discuss it with your clinician before cutting anything out.`,
      };
    });
  return [...BUILT_IN, ...listed];
}
