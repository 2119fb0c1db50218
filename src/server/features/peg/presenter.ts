import { pegScore, weekStart, type PegCheckin } from '@core/peg';
import { toIso } from '../../db/codecs';
import type { PegCheckinRow } from './store';

/** A stored week as the API answers it, with its Monday and the score worked out. */
export function presentCheckin(row: PegCheckinRow): PegCheckin {
  const answers = { pain: row.pain, enjoyment: row.enjoyment, activity: row.activity };
  return {
    id: row.id,
    week: row.week,
    // Stored weeks were checked on the way in, so each has a Monday.
    weekStart: weekStart(row.week)!,
    ...answers,
    score: pegScore(answers),
    answeredAt: toIso(row.answered_at),
  };
}
