import { pegScore, type PegCheckin } from '../peg';

/** A week's check-in as the server answers it, its score made as the server makes it. */
export function pegWeek(
  week: string,
  weekStart: string,
  pain: number,
  enjoyment: number,
  activity: number,
): PegCheckin {
  return {
    id: `peg-${week}`,
    week,
    weekStart,
    pain,
    enjoyment,
    activity,
    score: pegScore({ pain, enjoyment, activity }),
    answeredAt: `${weekStart}T18:00:00.000Z`,
  };
}
