import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateOfDay, dayNumber } from '../calendar';
import {
  completionPercentage,
  contributionStreak,
  monthlyContributions,
  nextSubmission,
  researchImpactScore,
  studyDuration,
} from './contribution';
import { addMonths } from './dates';

describe('studyDuration', () => {
  it('counts calendar months and years, the end date included', () => {
    expect(studyDuration('2026-01-01', '2026-06-30')).toBe('6 months');
    expect(studyDuration('2026-01-01', '2026-07-01')).toBe('6 months');
    expect(studyDuration('2026-01-15', '2026-02-14')).toBe('1 month');
    expect(studyDuration('2026-01-01', '2026-12-31')).toBe('1 year');
    expect(studyDuration('2026-01-01', '2027-06-30')).toBe('1 year 6 months');
    expect(studyDuration('2026-03-01', '2027-03-31')).toBe('1 year 1 month');
    expect(studyDuration('2026-01-01', '2027-12-31')).toBe('2 years');
  });

  it('counts weeks under a month and days under a week', () => {
    expect(studyDuration('2026-03-01', '2026-03-21')).toBe('3 weeks');
    expect(studyDuration('2026-03-01', '2026-03-07')).toBe('1 week');
    expect(studyDuration('2026-03-01', '2026-03-06')).toBe('6 days');
    expect(studyDuration('2026-03-01', '2026-03-01')).toBe('1 day');
  });

  it('ends a month on the last day of a shorter month', () => {
    // 31 January + 1 month is 28 February, so through 27 February is a whole month.
    expect(studyDuration('2026-01-31', '2026-02-26')).toBe('3 weeks');
    expect(studyDuration('2026-01-31', '2026-02-27')).toBe('1 month');
  });
});

describe('completionPercentage', () => {
  const base = { enrolledOn: '2026-01-01', endDate: '2026-01-11', status: 'active' as const };

  it('is the whole percent of the days passed, rounded down', () => {
    expect(completionPercentage({ ...base, asOf: '2026-01-01' })).toBe(0);
    expect(completionPercentage({ ...base, asOf: '2026-01-04' })).toBe(30);
    expect(completionPercentage({ ...base, endDate: '2026-01-04', asOf: '2026-01-02' })).toBe(33);
    expect(completionPercentage({ ...base, asOf: '2026-01-11' })).toBe(100);
  });

  it('stays between 0 and 100', () => {
    expect(completionPercentage({ ...base, asOf: '2025-12-01' })).toBe(0);
    expect(completionPercentage({ ...base, asOf: '2026-06-01' })).toBe(100);
  });

  it('is 100 when completed, whatever the dates', () => {
    expect(completionPercentage({ ...base, asOf: '2026-01-02', status: 'completed' })).toBe(100);
  });

  it('keeps the percent reached on withdrawal', () => {
    expect(completionPercentage({ ...base, asOf: '2026-01-06', status: 'withdrawn' })).toBe(50);
  });

  it('handles enrolment on or after the end date', () => {
    const late = { enrolledOn: '2026-01-11', endDate: '2026-01-11', status: 'active' as const };
    expect(completionPercentage({ ...late, asOf: '2026-01-11' })).toBe(100);
    expect(completionPercentage({ ...late, asOf: '2026-01-10' })).toBe(0);
  });
});

describe('nextSubmission', () => {
  const base = { enrolledOn: '2026-01-10', endDate: '2026-12-31' };

  it('is tomorrow for daily data', () => {
    expect(nextSubmission({ ...base, today: '2026-02-01', frequencies: ['daily'] })).toBe(
      '2026-02-02',
    );
  });

  it('counts weeks from enrolment, strictly after today', () => {
    const weekly = { ...base, frequencies: ['weekly' as const] };
    expect(nextSubmission({ ...weekly, today: '2026-01-10' })).toBe('2026-01-17');
    expect(nextSubmission({ ...weekly, today: '2026-01-16' })).toBe('2026-01-17');
    expect(nextSubmission({ ...weekly, today: '2026-01-17' })).toBe('2026-01-24');
  });

  it('counts calendar months from enrolment', () => {
    const monthly = { ...base, frequencies: ['monthly' as const] };
    expect(nextSubmission({ ...monthly, today: '2026-01-10' })).toBe('2026-02-10');
    expect(nextSubmission({ ...monthly, today: '2026-02-10' })).toBe('2026-03-10');
    expect(nextSubmission({ ...monthly, enrolledOn: '2026-01-31', today: '2026-02-01' })).toBe(
      '2026-02-28',
    );
    expect(nextSubmission({ ...monthly, enrolledOn: '2026-01-31', today: '2026-02-28' })).toBe(
      '2026-03-31',
    );
  });

  it('gathers "once" data the day after enrolment, then never again', () => {
    const once = { ...base, frequencies: ['once' as const] };
    expect(nextSubmission({ ...once, today: '2026-01-10' })).toBe('2026-01-11');
    expect(nextSubmission({ ...once, today: '2026-01-11' })).toBeNull();
  });

  it('follows the most frequent requirement', () => {
    expect(
      nextSubmission({ ...base, today: '2026-01-12', frequencies: ['once', 'monthly', 'weekly'] }),
    ).toBe('2026-01-17');
    expect(
      nextSubmission({ ...base, today: '2026-01-12', frequencies: ['monthly', 'daily'] }),
    ).toBe('2026-01-13');
  });

  it('is null past the end date or without requirements', () => {
    expect(
      nextSubmission({
        ...base,
        endDate: '2026-01-20',
        today: '2026-01-17',
        frequencies: ['weekly'],
      }),
    ).toBeNull();
    expect(
      nextSubmission({
        ...base,
        endDate: '2026-01-24',
        today: '2026-01-17',
        frequencies: ['weekly'],
      }),
    ).toBe('2026-01-24');
    expect(
      nextSubmission({
        ...base,
        endDate: '2026-01-17',
        today: '2026-01-17',
        frequencies: ['daily'],
      }),
    ).toBeNull();
    expect(nextSubmission({ ...base, today: '2026-01-17', frequencies: [] })).toBeNull();
  });
});

describe('contributionStreak', () => {
  // 2026-03-16 is a Monday, 2026-03-22 a Sunday.
  const today = '2026-03-18';

  it('counts consecutive Monday-to-Sunday weeks ending this week', () => {
    expect(
      contributionStreak(['2026-03-16', '2026-03-15', '2026-03-02', '2026-03-09'], today),
    ).toBe(3);
  });

  it('ends last week while nothing is shared yet this week', () => {
    expect(contributionStreak(['2026-03-15', '2026-03-08'], today)).toBe(2);
    expect(contributionStreak(['2026-03-15', '2026-03-09'], today)).toBe(1);
    expect(contributionStreak(['2026-03-08'], today)).toBe(0);
  });

  it('counts a week once however many days and in any order', () => {
    expect(
      contributionStreak(
        ['2026-03-17', '2026-03-09', '2026-03-16', '2026-03-17', '2026-03-15'],
        today,
      ),
    ).toBe(2);
  });

  it('treats Sunday as the end of a week and Monday as a new one', () => {
    expect(contributionStreak(['2026-03-22'], '2026-03-22')).toBe(1);
    expect(contributionStreak(['2026-03-22'], '2026-03-23')).toBe(1);
    expect(contributionStreak(['2026-03-22'], '2026-03-30')).toBe(0);
  });

  it('ignores dates after today and unreadable ones', () => {
    expect(contributionStreak(['2026-03-25', 'soon', '2026-02-30'], today)).toBe(0);
    expect(contributionStreak([], today)).toBe(0);
  });

  it('never exceeds the number of distinct weeks shared', () => {
    const mondayWeek = (date: string) => Math.floor(((dayNumber(date) as number) + 3) / 7);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 20_000, max: 20_200 }).map(dateOfDay), { maxLength: 40 }),
        fc.integer({ min: 20_000, max: 20_250 }).map(dateOfDay),
        (dates, day) => {
          const weeks = new Set(dates.filter((date) => date <= day).map(mondayWeek));
          const streak = contributionStreak(dates, day);
          expect(streak).toBeLessThanOrEqual(weeks.size);
          expect(streak).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('is n for one shared day in each of the last n weeks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 6 }), (n, shift) => {
        const sunday = '2026-03-22';
        const dates = Array.from({ length: n }, (_, week) => addDays(sunday, -7 * week - shift));
        expect(contributionStreak(dates, sunday)).toBe(n);
      }),
    );
  });
});

describe('researchImpactScore', () => {
  it('is 0 for nothing', () => {
    expect(
      researchImpactScore({ completedStudies: 0, activeStudies: 0, dataPoints: 0, streakWeeks: 0 }),
    ).toEqual({
      score: 0,
      parts: {
        completedStudies: 0,
        activeStudies: 0,
        dataPoints: 0,
        streakWeeks: 0,
        points: { completed: 0, active: 0, data: 0, streak: 0 },
      },
    });
  });

  it('adds the parts with their own caps', () => {
    const { score, parts } = researchImpactScore({
      completedStudies: 1,
      activeStudies: 1,
      dataPoints: 99,
      streakWeeks: 4,
    });
    expect(parts.points).toEqual({ completed: 20, active: 10, data: 20, streak: 4 });
    expect(score).toBe(54);
    expect(parts).toMatchObject({ completedStudies: 1, activeStudies: 1, dataPoints: 99 });
  });

  it('counts data points on a log scale: 9 -> 10, 999 -> 30, and no more', () => {
    const data = (dataPoints: number) =>
      researchImpactScore({ completedStudies: 0, activeStudies: 0, dataPoints, streakWeeks: 0 })
        .parts.points.data;
    expect(data(9)).toBe(10);
    expect(data(98)).toBe(19);
    expect(data(999)).toBe(30);
    expect(data(1_000_000)).toBe(30);
  });

  it('reaches 100 with every part at its cap', () => {
    expect(
      researchImpactScore({
        completedStudies: 5,
        activeStudies: 3,
        dataPoints: 5000,
        streakWeeks: 52,
      }).score,
    ).toBe(100);
  });

  it('stays between 0 and 100', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), fc.nat(1_000_000), fc.nat(500), (c, a, d, s) => {
        const { score, parts } = researchImpactScore({
          completedStudies: c,
          activeStudies: a,
          dataPoints: d,
          streakWeeks: s,
        });
        const { completed, active, data, streak } = parts.points;
        expect(score).toBe(Math.min(100, completed + active + data + streak));
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('monthlyContributions', () => {
  it('gives the 12 months up to this one, oldest first, zeros kept', () => {
    const months = monthlyContributions(
      [
        { date: '2026-03-02', count: 4 },
        { date: '2026-03-31', count: 1 },
        { date: '2025-04-30', count: 7 },
        { date: '2025-03-31', count: 100 },
        { date: '2026-04-01', count: 100 },
        { date: '2026-01-15', count: 2 },
      ],
      '2026-03-18',
    );
    expect(months.map((item) => item.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(months.map((item) => item.dataPoints)).toEqual([7, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 5]);
  });

  it('crosses the year end from a 31st', () => {
    const months = monthlyContributions([], '2026-12-31');
    expect(months[0]).toEqual({ month: '2026-01', dataPoints: 0 });
    expect(months[11]).toEqual({ month: '2026-12', dataPoints: 0 });
  });
});

describe('addMonths', () => {
  it('keeps the day or falls back to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });
});
