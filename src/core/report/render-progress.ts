import { addDays } from '../calendar';
import { atLeast } from '../stats/numbers';
import type { ReportData } from './build';
import { bold, bullets, documentOf, mdText, section } from './markdown';
import { detailLines, footer, periodText } from './sections/frame';
import { windowLength } from './figures/pain-windows';
import { painOverTimeTable, painWithWord, WEEKDAY_TABLE_MIN_DAYS } from './sections/pain';
import { gap } from './sentences';
import { format1, formatDate, plural } from './words';

/**
 * The Personal Progress Report (spec: progress visualization, achievement tracking, trend
 * analysis, goal monitoring, motivational insights), written to the person. Encouraging where
 * the data allows and honest where it does not: a rise in pain is said plainly, with the
 * suggestion to talk it over with the care team, never dressed up as progress.
 */

/** Logging on at least this share of days is "excellent consistency". */
export const CONSISTENT_FROM = 80;
export const NO_ACHIEVEMENTS_TEXT = 'Keep tracking to unlock achievements!';
export const NO_PATTERNS_TEXT = 'No patterns detected yet.';
export const NO_OWN_ENTRIES_TEXT = 'You did not log any entries in this period.';

function trendLine(data: ReportData): string {
  const trend = data.trend;
  if (trend === null) {
    return 'Log on a few more days (8 in all) to see how your recent days compare with earlier ones.';
  }
  const recent = format1(trend.recentAverage);
  const earlier = format1(trend.earlierAverage);
  const others = plural(trend.earlierDays, 'earlier day');
  switch (trend.direction) {
    case 'improving':
      return `Your last 7 days logged averaged ${recent}, down from ${earlier} over the ${others}. That is real progress.`;
    case 'worsening':
      return (
        `Your last 7 days logged averaged ${recent}, up from ${earlier} over the ${others}. ` +
        'If it keeps rising, it may help to talk it over with your care team.'
      );
    case 'stable':
      return `Your last 7 days logged averaged ${recent}, close to ${earlier} over the ${others}: steady.`;
  }
}

function previousLine(data: ReportData): string | null {
  if (data.pain === null || data.previous === null) return null;
  const difference = gap(data.pain.average, data.previous.pain.average);
  const before = format1(data.previous.pain.average);
  const days = plural(data.period.days, 'day');
  if (difference === 0) return `Your average is the same as in the ${days} before (${before}).`;
  return difference < 0
    ? `Your average is ${format1(-difference)} lower than in the ${days} before (${before}).`
    : `Your average is ${format1(difference)} higher than in the ${days} before (${before}).`;
}

function progress(data: ReportData): string {
  const pain = data.pain;
  if (pain === null) return section('Your Progress', [NO_OWN_ENTRIES_TEXT]);
  const lines = [
    `You logged your pain on ${data.daysWithEntries} of the last ${plural(data.period.days, 'day')}.`,
    `Your pain averaged ${painWithWord(pain.average)}.`,
    trendLine(data),
  ];
  const previous = previousLine(data);
  if (previous !== null) lines.push(previous);
  return section('Your Progress', [bullets(lines)]);
}

function achievements(data: ReportData): string {
  const items: string[] = [];
  if (data.streak >= 2) items.push(`${bold('Streak:')} ${data.streak} days in a row.`);
  if (data.pain !== null && data.completionRate >= CONSISTENT_FROM) {
    items.push(
      `${bold('Consistency:')} you logged on ${data.completionRate}% of the days in this period.`,
    );
  }
  for (const insight of data.insights) {
    if (insight.type === 'achievement')
      items.push(`${bold(`${mdText(insight.title)}:`)} ${mdText(insight.description)}`);
  }
  const pain = data.pain;
  const before = data.previous?.pain ?? null;
  if (pain !== null && before !== null && pain.severeDates.length < before.severeDates.length) {
    items.push(
      `${bold('Fewer severe days:')} ${pain.severeDates.length} this period, against ` +
        `${before.severeDates.length} in the ${plural(data.period.days, 'day')} before.`,
    );
  }
  if (pain !== null && pain.days >= 2) {
    items.push(
      `${bold('Your easiest day:')} ${format1(pain.lowest.painLevel)} on ${formatDate(pain.lowest.date)}.`,
    );
  }
  return section('Achievements', [items.length === 0 ? NO_ACHIEVEMENTS_TEXT : bullets(items)]);
}

function weekdayLine(data: ReportData): string | null {
  if (data.daysWithEntries < WEEKDAY_TABLE_MIN_DAYS || data.weekdays.length < 2) return null;
  const sorted = [...data.weekdays].sort((a, b) => a.average - b.average || a.weekday - b.weekday);
  const easiest = sorted[0];
  const hardest = sorted[sorted.length - 1];
  if (!easiest || !hardest || gap(hardest.average, easiest.average) === 0) return null;
  return (
    `Your easiest weekday has been ${easiest.name} (average ${format1(easiest.average)}), ` +
    `your hardest ${hardest.name} (${format1(hardest.average)}).`
  );
}

function sleepLine(data: ReportData): string | null {
  const sleep = data.sleep;
  if (sleep === null || sleep.painAfterGood === null || sleep.painAfterPoor === null) return null;
  const difference = gap(sleep.painAfterPoor, sleep.painAfterGood);
  if (difference <= 0) return null;
  return (
    `After good nights (7 or more) your pain averaged ${format1(sleep.painAfterGood)}, ` +
    `${format1(difference)} lower than after poor ones (${format1(sleep.painAfterPoor)}). ` +
    'Looking after your sleep may pay off.'
  );
}

function trendAnalysis(data: ReportData): string {
  if (data.pain === null) return section('Trend Analysis', [NO_OWN_ENTRIES_TEXT]);
  const notes = [weekdayLine(data), sleepLine(data)].filter((line) => line !== null);
  const step = windowLength(data.period.days);
  return section('Trend Analysis', [
    `Your pain ${step} days at a time; the last row ends today.`,
    painOverTimeTable(data),
    notes.length === 0 ? '' : bullets(notes),
  ]);
}

function goals(data: ReportData): string {
  const lastWeekStart = addDays(data.period.end, -6);
  const lastWeek = data.dailyLog.filter((row) => row.date >= lastWeekStart).length;
  const items = [
    lastWeek >= 7
      ? `${bold('Consistency:')} keep it up: log every day for the next 7 days (you logged on all of the last 7).`
      : `${bold('Consistency:')} log on at least ${Math.min(7, lastWeek + 2)} of the next 7 days ` +
        (lastWeek === 0
          ? '(you have not logged in the last 7 days).'
          : `(you logged on ${lastWeek} of the last 7).`),
  ];
  const sleepDays = data.sleep?.nights ?? 0;
  if (data.daysWithEntries > 0 && !atLeast(sleepDays, data.daysWithEntries / 2)) {
    items.push(
      `${bold('Sleep:')} rate your sleep when you log (you did on ${sleepDays} of ` +
        `${plural(data.daysWithEntries, 'day')}), so you can see how sleep and pain go together.`,
    );
  }
  return section('Goals', [bullets(items)]);
}

function insights(data: ReportData): string {
  const found = data.insights.filter((insight) => insight.type !== 'achievement');
  return section('Insights', [
    found.length === 0
      ? NO_PATTERNS_TEXT
      : bullets(
          found.map(
            (insight) => `${bold(`${mdText(insight.title)}:`)} ${mdText(insight.description)}`,
          ),
        ),
  ]);
}

export function renderProgressReport(data: ReportData): string {
  const name = data.patient.name.trim();
  return documentOf([
    '# Personal Progress Report',
    detailLines([
      ['Prepared for', name === '' ? '' : mdText(name)],
      ['Period', periodText(data)],
    ]),
    progress(data),
    achievements(data),
    trendAnalysis(data),
    goals(data),
    insights(data),
    footer(data),
  ]);
}
