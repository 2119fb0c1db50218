import type { ExportPegCheckin } from '@core/data-export';
import type { ImportPegCheckin } from '@core/data-import';
import { toIso } from '../../db/codecs';
import type { PegCheckinRow } from '../peg/store';
import { iso, type NewRow } from './records';

/** A week's check-in in the file: the answers and when they were given. */
export function pegRecord(row: PegCheckinRow): ExportPegCheckin {
  return {
    week: row.week,
    pain: row.pain,
    enjoyment: row.enjoyment,
    activity: row.activity,
    answeredAt: toIso(row.answered_at),
  };
}

/** The answers of a file's check-in, as they are written over a week the account has. */
export function pegAnswers(checkin: ImportPegCheckin) {
  return {
    pain: checkin.pain,
    enjoyment: checkin.enjoyment,
    activity: checkin.activity,
    answered_at: iso(checkin.answeredAt),
    updated_at: iso(checkin.answeredAt),
  };
}

/** A new week's row. It was first answered when the file says it was last answered. */
export function pegRow(
  checkin: ImportPegCheckin,
  ids: { id: string; userId: string },
): NewRow<'peg_checkins'> {
  return {
    id: ids.id,
    user_id: ids.userId,
    week: checkin.week,
    created_at: iso(checkin.answeredAt),
    ...pegAnswers(checkin),
  };
}
