import { getISOWeek, getISOWeekYear } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateOfDay, weekdayIndex } from './calendar';
import {
  isoWeek,
  PEG_ITEMS,
  PEG_QUESTIONS,
  pegAnswerSchema,
  pegScore,
  weekStart,
  type PegItem,
} from './peg';

/** Any calendar day from 1900 to 2199. */
const anyDate = fc.integer({ min: -25_567, max: 83_966 }).map((day) => dateOfDay(day));

/** An independent reading of the ISO week: date-fns on the same local calendar day. */
function dateFnsWeek(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const local = new Date(year, month - 1, day);
  return `${getISOWeekYear(local)}-W${String(getISOWeek(local)).padStart(2, '0')}`;
}

describe('isoWeek', () => {
  it('names the week of an ordinary date', () => {
    expect(isoWeek('2026-11-26')).toBe('2026-W48');
    // Monday and Sunday are the first and last days of one week.
    expect(isoWeek('2026-11-23')).toBe('2026-W48');
    expect(isoWeek('2026-11-29')).toBe('2026-W48');
    expect(isoWeek('2026-11-30')).toBe('2026-W49');
  });

  it('gives the first days of January to the last week of the year before', () => {
    // 2027 begins on a Friday: 1 to 3 January belong to week 53 of 2026.
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2027-01-03')).toBe('2026-W53');
    expect(isoWeek('2027-01-04')).toBe('2027-W01');
    // 2021 begins on a Friday after a 53-week 2020.
    expect(isoWeek('2021-01-01')).toBe('2020-W53');
    // 2023 begins on a Sunday after a 52-week 2022.
    expect(isoWeek('2023-01-01')).toBe('2022-W52');
    expect(isoWeek('2023-01-02')).toBe('2023-W01');
  });

  it('gives the last days of December to week 1 of the year after', () => {
    // 2024 ends on a Tuesday: 30 and 31 December are in 2025's first week.
    expect(isoWeek('2024-12-29')).toBe('2024-W52');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
    expect(isoWeek('2024-12-31')).toBe('2025-W01');
    // 2025 ends on a Wednesday.
    expect(isoWeek('2025-12-29')).toBe('2026-W01');
  });

  it('gives 4 January to week 1 and 28 December to the last week, every year', () => {
    for (let year = 1990; year <= 2060; year += 1) {
      expect(isoWeek(`${year}-01-04`)).toBe(`${year}-W01`);
      expect(isoWeek(`${year}-12-28`).slice(0, 4)).toBe(String(year));
    }
  });

  it('refuses what is not a calendar date', () => {
    expect(() => isoWeek('2026-02-30')).toThrow('not a calendar date');
    expect(() => isoWeek('2026-W48')).toThrow('not a calendar date');
  });

  it('agrees with date-fns on every day', () => {
    fc.assert(fc.property(anyDate, (date) => isoWeek(date) === dateFnsWeek(date)));
  });
});

describe('weekStart', () => {
  it('is the Monday of the week', () => {
    expect(weekStart('2026-W48')).toBe('2026-11-23');
    expect(weekStart('2026-W01')).toBe('2025-12-29');
    expect(weekStart('2026-W53')).toBe('2026-12-28');
    expect(weekStart('2020-W53')).toBe('2020-12-28');
    expect(weekStart('2027-W01')).toBe('2027-01-04');
  });

  it('knows which years have a week 53', () => {
    // A year has 53 weeks when it begins on a Thursday, or on a Wednesday in a leap year.
    expect(weekStart('2026-W53')).not.toBeNull(); // begins on a Thursday
    expect(weekStart('2020-W53')).not.toBeNull(); // leap year beginning on a Wednesday
    expect(weekStart('2015-W53')).not.toBeNull(); // begins on a Thursday
    expect(weekStart('2021-W53')).toBeNull();
    expect(weekStart('2024-W53')).toBeNull(); // leap year beginning on a Monday
    expect(weekStart('2025-W53')).toBeNull();
  });

  it.each(['2026-W00', '2026-W54', '2026-W99', '2026-48', '2026-w48', '26-W48', '2026-W4', ''])(
    'is null for %j',
    (week) => {
      expect(weekStart(week)).toBeNull();
    },
  );

  it('starts the week each date falls in, on a Monday at most six days before', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const monday = weekStart(isoWeek(date));
        return (
          monday !== null &&
          weekdayIndex(monday) === 1 &&
          monday <= date &&
          addDays(monday, 6) >= date &&
          isoWeek(monday) === isoWeek(date)
        );
      }),
    );
  });

  it('names weeks that sort as the weeks do', () => {
    fc.assert(
      fc.property(anyDate, anyDate, (a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        return isoWeek(earlier) <= isoWeek(later);
      }),
    );
  });
});

describe('pegScore', () => {
  it('is the mean of the three answers to one decimal', () => {
    expect(pegScore({ pain: 6, enjoyment: 7, activity: 5 })).toBe(6);
    expect(pegScore({ pain: 3, enjoyment: 4, activity: 4 })).toBe(3.7);
    expect(pegScore({ pain: 0, enjoyment: 0, activity: 1 })).toBe(0.3);
    expect(pegScore({ pain: 0, enjoyment: 0, activity: 0 })).toBe(0);
    expect(pegScore({ pain: 10, enjoyment: 10, activity: 10 })).toBe(10);
    expect(pegScore({ pain: 10, enjoyment: 10, activity: 9 })).toBe(9.7);
  });

  const answer = fc.integer({ min: 0, max: 10 });
  it('stays within 0 to 10 with one decimal, whatever the order of the answers', () => {
    fc.assert(
      fc.property(answer, answer, answer, (a, b, c) => {
        const score = pegScore({ pain: a, enjoyment: b, activity: c });
        const turned = pegScore({ pain: c, enjoyment: a, activity: b });
        return (
          !Number.isNaN(score) &&
          score >= 0 &&
          score <= 10 &&
          Number.isInteger(Math.round(score * 10)) &&
          Math.abs(score * 10 - Math.round(score * 10)) < 1e-9 &&
          Math.abs(score - (a + b + c) / 3) <= 0.05 + 1e-9 &&
          score === turned
        );
      }),
    );
  });
});

describe('pegAnswerSchema', () => {
  const valid = { pain: 4, enjoyment: 5, activity: 6 };
  const firstPath = (input: unknown) =>
    pegAnswerSchema.safeParse(input).error?.issues[0]?.path.join('.');

  it('takes three whole numbers from 0 to 10, and a real ISO week', () => {
    expect(pegAnswerSchema.parse(valid)).toEqual(valid);
    expect(
      pegAnswerSchema.parse({ pain: 0, enjoyment: 10, activity: 0, week: '2020-W53' }),
    ).toEqual({ pain: 0, enjoyment: 10, activity: 0, week: '2020-W53' });
  });

  const wrong: Array<[PegItem, unknown]> = PEG_ITEMS.flatMap((item) =>
    [-1, 11, 4.5, '4', null, undefined].map((value): [PegItem, unknown] => [item, value]),
  );
  it.each(wrong)('names %s when it is %j', (item, value) => {
    expect(firstPath({ ...valid, [item]: value })).toBe(item);
  });

  it.each([-1, 11])('is exact at the ends of the scale (%j is out)', (value) => {
    expect(pegAnswerSchema.safeParse({ ...valid, pain: value }).success).toBe(false);
    expect(pegAnswerSchema.safeParse({ ...valid, pain: value < 0 ? 0 : 10 }).success).toBe(true);
  });

  it.each(['2021-W53', '2026-W00', '2026-W54', '2026-48', 48])('names week for %j', (week) => {
    expect(firstPath({ ...valid, week })).toBe('week');
    expect(pegAnswerSchema.safeParse({ ...valid, week }).error?.issues[0]?.message).toBe(
      'Week must be an ISO week such as 2026-W48',
    );
  });

  it('words each question with its ends of the scale', () => {
    expect(PEG_QUESTIONS.map((q) => q.item)).toEqual([...PEG_ITEMS]);
    for (const question of PEG_QUESTIONS) {
      expect(question.question).toMatch(/past week/);
      expect(question.low.length).toBeGreaterThan(0);
      expect(question.high.length).toBeGreaterThan(0);
    }
  });
});
