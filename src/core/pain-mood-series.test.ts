import { describe, expect, it } from 'vitest';
import { painMoodSeries } from './pain-mood-series';

describe('painMoodSeries', () => {
  it('puts each day’s average mood beside its pain, null where none was recorded', () => {
    expect(
      painMoodSeries(
        [
          { date: '2026-05-01', painLevel: 4 },
          { date: '2026-05-02', painLevel: 6.5 },
        ],
        [
          { date: '2026-05-01', moodLevel: 2 },
          { date: '2026-05-01', moodLevel: 5 },
          { date: '2026-05-02', moodLevel: null },
          { date: '2026-05-03', moodLevel: 4 },
        ],
      ),
    ).toEqual([
      { date: '2026-05-01', pain: 4, mood: 3.5 },
      { date: '2026-05-02', pain: 6.5, mood: null },
    ]);
  });
});
