import { painSeverity } from '../../pain-scale';
import { mean } from '../../stats/numbers';
import type { ReportDay } from '../report-days';
import { isSeverePain } from './pain';

/** The stress comparison sets severe-pain days (7 or more) against mild-pain days (3 or less). */
export const isMildPain = (painLevel: number): boolean => painSeverity(painLevel) === 'mild';

export interface StressGroup {
  /** Days in the group that record a stress level. */
  days: number;
  averageStress: number | null;
}

export interface StressFigures {
  days: number;
  average: number;
  severePain: StressGroup;
  mildPain: StressGroup;
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
    mildPain: group(withStress.filter((day) => isMildPain(day.painLevel))),
  };
}
