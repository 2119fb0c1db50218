import { above, mean } from '../../stats/numbers';
import type { ReportDay } from '../report-days';
import { isSeverePain, SEVERE_PAIN_FROM } from './pain';

export { SEVERE_PAIN_FROM };
/** The stress comparison sets severe-pain days (7 or more) against low-pain days (3 or less). */
export const LOW_PAIN_UP_TO = 3;

export const isLowPain = (painLevel: number): boolean => !above(painLevel, LOW_PAIN_UP_TO);

export interface StressGroup {
  /** Days in the group that record a stress level. */
  days: number;
  averageStress: number | null;
}

export interface StressFigures {
  days: number;
  average: number;
  severePain: StressGroup;
  lowPain: StressGroup;
}

function group(days: readonly (ReportDay & { stressLevel: number })[]): StressGroup {
  return { days: days.length, averageStress: mean(days.map((day) => day.stressLevel)) };
}

/** Stress over the period's days that record it; null when none does. */
export function stressFigures(days: readonly ReportDay[]): StressFigures | null {
  const withStress = days.filter(
    (day): day is ReportDay & { stressLevel: number } => day.stressLevel !== null,
  );
  if (withStress.length === 0) return null;
  return {
    days: withStress.length,
    average: mean(withStress.map((day) => day.stressLevel)) as number,
    severePain: group(withStress.filter((day) => isSeverePain(day.painLevel))),
    lowPain: group(withStress.filter((day) => isLowPain(day.painLevel))),
  };
}
