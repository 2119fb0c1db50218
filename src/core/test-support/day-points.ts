import { addDays, dayNumber } from '../calendar';
import type { DayPoint } from '../day-points';
import { START_DATE } from './entries';

/**
 * Day points built directly, for rule tests that need day means entries could only reach with
 * many logs a day (4.49 is 449 logs away from whole numbers).
 */
export function dayPoints(
  painLevels: readonly number[],
  fields: (index: number) => Partial<DayPoint> = () => ({}),
): DayPoint[] {
  return painLevels.map((painLevel, index) => {
    const date = addDays(START_DATE, index);
    return {
      date,
      day: dayNumber(date) as number,
      painLevel,
      entryCount: 1,
      sleepQuality: null,
      stressLevel: null,
      pressure: null,
      hasNotes: false,
      activities: [],
      ...fields(index),
    };
  });
}
