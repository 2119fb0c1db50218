import { painDescriptor } from '../../pain-scale';
import { format1 } from '../../stats/numbers';
import type { ReportData } from '../build';
import { bullets, mdText, section, table } from '../markdown';
import { trendSentence } from '../sentences';
import {
  dateList,
  formatDate,
  formatRange,
  outOf,
  plural,
  SEVERE_PAIN_LABEL,
  SEVERE_RANGE,
} from '../words';

/** The pain sections: figures, pain over time, weekdays and the body chart's locations. */

export const NO_PAIN_TEXT = 'No pain entries were recorded in this period.';
export const NO_LOCATIONS_TEXT = 'No pain locations were marked on the body chart in this period.';
/** The weekday table needs about two weeks of days to say anything. */
export const WEEKDAY_TABLE_MIN_DAYS = 14;
export const FULL_LOCATIONS = 10;

/**
 * "5.6/10 (Moderate)": the figure with the pain scale's word for it, from the same bands as
 * "Severe pain (7 or more)", so an average under 7 is never called severe.
 */
export const painWithWord = (value: number): string =>
  `${outOf(value, 10)} (${painDescriptor(value)})`;

function trendCell(data: ReportData): string {
  const { trend } = data;
  if (trend === null) return 'Not enough days to compare (needs 8 days logged)';
  const word = { improving: 'lower', worsening: 'higher', stable: 'about the same' }[
    trend.direction
  ];
  return (
    `${format1(trend.recentAverage)} vs ${format1(trend.earlierAverage)} over the ` +
    `${plural(trend.earlierDays, 'earlier day')} (${word})`
  );
}

function severeCell(data: ReportData): string {
  const pain = data.pain;
  if (pain === null) return '';
  if (pain.severeDates.length === 0) return `None of ${plural(pain.days, 'day')} logged`;
  return `${pain.severeDates.length} of ${plural(pain.days, 'day')} logged`;
}

export function painMeasures(data: ReportData): string[] {
  const pain = data.pain;
  if (pain === null) return [NO_PAIN_TEXT];
  const blocks = [
    table(
      ['Measure', 'Value'],
      [
        ['Average pain', painWithWord(pain.average)],
        ['Lowest day', `${outOf(pain.lowest.painLevel, 10)} on ${formatDate(pain.lowest.date)}`],
        ['Highest day', `${outOf(pain.highest.painLevel, 10)} on ${formatDate(pain.highest.date)}`],
        [`Severe pain days (${SEVERE_RANGE})`, severeCell(data)],
        ['Last 7 days logged vs earlier', trendCell(data)],
      ],
    ),
  ];
  if (pain.severeDates.length > 0) {
    blocks.push(`Severe pain days: ${dateList(pain.severeDates)}.`);
  }
  return blocks;
}

export function painOverTimeTable(data: ReportData): string {
  const rows = data.painWindows.map((window) => [
    formatRange(window.start, window.end),
    `${window.daysLogged} of ${window.days}`,
    window.average === null ? 'No entries' : format1(window.average),
    window.highest === null ? '—' : format1(window.highest),
  ]);
  return table(['Dates', 'Days logged', 'Average pain', 'Highest day'], rows);
}

export function painOverTime(data: ReportData): string {
  return section('Pain over time', [painOverTimeTable(data)], 3);
}

export function weekdayBlock(data: ReportData): string | null {
  if (data.daysWithEntries < WEEKDAY_TABLE_MIN_DAYS) return null;
  const rows = data.weekdays.map((day) => [day.name, String(day.days), format1(day.average)]);
  return section('By weekday', [table(['Weekday', 'Days logged', 'Average pain'], rows)], 3);
}

export function locationsBlock(data: ReportData, limit = FULL_LOCATIONS): string {
  if (data.locations.length === 0) return section('Pain locations', [NO_LOCATIONS_TEXT], 3);
  const shown = data.locations.slice(0, limit);
  return section(
    'Pain locations',
    [
      `Marked on the body chart on ${data.daysWithLocations} of ` +
        `${plural(data.daysWithEntries, 'day')} logged.`,
      table(
        ['Body part', 'Days', 'Average intensity'],
        shown.map((location) => [
          mdText(location.name),
          String(location.days),
          outOf(location.averageIntensity, 10),
        ]),
      ),
    ],
    3,
  );
}

/** Comprehensive: every pain figure. */
export function painFull(data: ReportData): string {
  if (data.pain === null) return section('Pain Trends', [NO_PAIN_TEXT, NO_LOCATIONS_TEXT]);
  return section('Pain Trends', [
    ...painMeasures(data),
    painOverTime(data),
    weekdayBlock(data) ?? '',
    locationsBlock(data),
  ]);
}

/** Summary: the key figures in a few lines. */
export function painBrief(data: ReportData): string {
  const pain = data.pain;
  if (pain === null) return section('Pain Trends', [NO_PAIN_TEXT]);
  const lines = [
    `Average ${painWithWord(pain.average)}, from ${format1(pain.lowest.painLevel)} to ` +
      `${format1(pain.highest.painLevel)}.`,
    `${SEVERE_PAIN_LABEL}: ${severeCell(data)}.`,
    trendSentence(data.trend) ?? 'Too few days logged to compare the last 7 with earlier days.',
  ];
  const top = data.locations[0];
  if (top) lines.push(`Most often marked: ${mdText(top.name)} (${plural(top.days, 'day')}).`);
  return section('Pain Trends', [bullets(lines)]);
}

/** Trends only: the trend and how pain moved over the period. */
export function painTrendOnly(data: ReportData): string {
  if (data.pain === null) return section('Pain Trend', [NO_PAIN_TEXT]);
  return section('Pain Trend', [
    trendSentence(data.trend) ??
      'Fewer than 8 days were logged, too few to compare the last 7 with earlier days.',
    painOverTime(data),
    weekdayBlock(data) ?? '',
  ]);
}
