import { describe, expect, it } from 'vitest';
import type { ExerciseId } from './exercise-ids';
import { practiceStats, type ExerciseSession } from './practice-stats';

let n = 0;
const session = (date: string, exerciseId: ExerciseId = 'box-breathing'): ExerciseSession => ({
  id: `s${(n += 1)}`,
  exerciseId,
  date,
  completedAt: `${date}T12:00:00.000Z`,
  durationSeconds: 300,
});

describe('practiceStats', () => {
  it('is all zeros without sessions', () => {
    expect(practiceStats([], '2026-05-10')).toEqual({
      sessionsCompleted: 0,
      practiceStreak: 0,
      completedToday: 0,
      timesCompleted: {},
    });
  });

  it('counts sessions, today, each exercise and the run of days', () => {
    const stats = practiceStats(
      [
        session('2026-05-07'),
        session('2026-05-08', 'body-scan'),
        session('2026-05-09'),
        session('2026-05-10'),
        session('2026-05-10', 'body-scan'),
        session('2026-05-05'),
      ],
      '2026-05-10',
    );
    expect(stats).toEqual({
      sessionsCompleted: 6,
      practiceStreak: 4,
      completedToday: 2,
      timesCompleted: { 'box-breathing': 4, 'body-scan': 2 },
    });
  });

  it('keeps the streak through a today without practice yet, and breaks it after a gap', () => {
    expect(practiceStats([session('2026-05-09')], '2026-05-10').practiceStreak).toBe(1);
    expect(practiceStats([session('2026-05-08')], '2026-05-10').practiceStreak).toBe(0);
  });
});
