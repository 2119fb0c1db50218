import { describe, expect, it } from 'vitest';
import { dayNumber } from '../calendar';
import { nextOccurrence, nextOccurrenceBacktest } from './next-occurrence';

const day = (date: string) => dayNumber(date) as number;
const every = (gaps: readonly number[], start = day('2026-08-01')) =>
  gaps.reduce<number[]>((onsets, gap) => [...onsets, (onsets.at(-1) as number) + gap], [start]);

describe('next occurrence', () => {
  it('needs 4 flares', () => {
    const three = nextOccurrence(every([10, 10]), '2026-08-25');
    expect(three.next).toBeNull();
    expect(three.note).toContain('at least 4 flares');
    expect(nextOccurrence(every([10, 10, 10]), '2026-08-25').next).not.toBeNull();
  });

  it('is the last onset plus the median gap, with reliability from spread and count', () => {
    // Onsets Aug 1, 11, 21, 31: the next is Sep 10; CV 0, 3 gaps: (1 - 0) x 3/5 = 60%.
    const { next } = nextOccurrence(every([10, 10, 10]), '2026-09-01');
    expect(next).toEqual({
      date: '2026-09-10',
      medianIntervalDays: 10,
      intervalCv: 0,
      intervals: 3,
      reliability: 'high',
      reliabilityPercent: 60,
    });
  });

  it('is never before tomorrow when the usual gap has passed', () => {
    expect(nextOccurrence(every([10, 10, 10]), '2026-09-20').next?.date).toBe('2026-09-21');
  });

  it('gives none when the gaps vary by half their mean or more', () => {
    // Gaps 5, 15, 5, 15: mean 10, sample SD 5.77, CV 0.58.
    const irregular = nextOccurrence(every([5, 15, 5, 15]), '2026-09-01');
    expect(irregular.next).toBeNull();
    expect(irregular.note).toContain('from 5 to 15 days');
    // Gaps 8, 12, 8, 12: CV 0.23, regular enough; reliability (1 - 0.46) x 4/6 = 36%.
    const regular = nextOccurrence(every([8, 12, 8, 12]), '2026-09-01').next;
    expect(regular?.reliabilityPercent).toBe(36);
    expect(regular?.reliability).toBe('moderate');
  });

  it('is checked against earlier flares when there are enough', () => {
    expect(nextOccurrenceBacktest(every([10, 10, 10, 10, 10]))).toBeNull();
    // Three onsets checked after the first four: all on time.
    expect(nextOccurrenceBacktest(every([10, 10, 10, 10, 10, 10]))).toEqual({
      percent: 100,
      checked: 3,
    });
    expect(nextOccurrenceBacktest(every([10, 10, 10, 30, 30, 30]))?.percent).toBe(0);
  });
});
