import type { ExportCustomTag, ExportExerciseSession } from '../data-export';
import type { Trigger } from '../triggers';
import { EXERCISES, TAG_ROWS, TRIGGERS } from './catalog';
import type { DemoDay } from './demo-day';
import type { Random } from './random';
import type { ZoneClock } from './zone-clock';

/** The account's lists (triggers, tags) and the coping exercises done now and then. */

export function demoTriggers(newId: () => string, createdAt: string): Trigger[] {
  return TRIGGERS.map((trigger) => ({
    id: newId(),
    name: trigger.name,
    category: trigger.category,
    isActive: true,
    createdAt,
  }));
}

/** A tag row for every tag the entries use. */
export function demoTags(
  newId: () => string,
  createdAt: string,
  usedTags: ReadonlySet<string>,
): ExportCustomTag[] {
  return TAG_ROWS.filter((tag) => usedTags.has(tag.name)).map((tag) => ({
    id: newId(),
    name: tag.name,
    color: tag.color,
    category: tag.category,
    isActive: true,
    createdAt,
  }));
}

/** An exercise on about one evening in twelve, more often during a flare. */
export function demoExerciseSessions(
  days: readonly DemoDay[],
  context: { newId: () => string; random: Random; clock: ZoneClock },
): ExportExerciseSession[] {
  const { newId, random, clock } = context;
  const sessions: ExportExerciseSession[] = [];
  for (const day of days) {
    if (!random.chance(day.pain.flare ? 0.3 : 0.08)) continue;
    const exercise = random.pick(EXERCISES);
    const completedAt = clock.instant(day.date, random.int(20 * 60 + 30, 22 * 60 + 30));
    sessions.push({
      id: newId(),
      exerciseId: exercise.id,
      date: day.date,
      completedAt,
      durationSeconds: random.int(exercise.seconds[0], exercise.seconds[1]),
      createdAt: completedAt,
    });
  }
  return sessions;
}
