import { describe, expect, it } from 'vitest';
import { seededRandom } from '../stats/random';
import { historyRow } from './candidates';
import { predictLinear } from './linear-model';
import { dailyDays } from './test-days';
import { buildTimeline, historyUpTo } from './timeline';
import { fitAt, rollingFitter, TRAINING_DAYS } from './training';

describe('rollingFitter', () => {
  it('fits the same model at each origin as a fit from scratch', () => {
    const random = seededRandom(7);
    const pains = Array.from({ length: TRAINING_DAYS + 80 }, () =>
      random() < 0.1 ? null : Math.round(random() * 10),
    );
    const days = dailyDays(pains, '2026-06-30', () => ({
      sleepHours: random() < 0.3 ? null : 5 + random() * 4,
      pressure: random() < 0.2 ? null : 1000 + random() * 25,
    }));
    const end = days.at(-1)!.day;
    const timeline = buildTimeline(historyUpTo(days, end), end, 7);
    for (const horizon of [1, 3]) {
      const rolling = rollingFitter(timeline, horizon);
      for (let origin = TRAINING_DAYS - 20; origin < timeline.length - horizon; origin += 9) {
        const moved = rolling(origin);
        const fresh = fitAt(timeline, horizon, origin);
        expect(moved?.n).toBe(fresh?.n);
        const row = historyRow(timeline, origin, origin + horizon);
        expect(predictLinear(moved!, row)).toBeCloseTo(predictLinear(fresh!, row), 8);
      }
    }
  });
});
