import { dayNumber, MS_PER_DAY } from '../calendar';
import { severityLabel, severityRangeText } from '../pain-scale';
import { format1 } from '../stats/numbers';

/**
 * How figures and dates read in the reports. Dates are written out ("5 Jan 2026") rather than
 * yyyy-MM-dd or a locale format: a clinician reads them at a glance, and the text is the same
 * in every browser.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parts(date: string): { day: number; month: string; year: number } | null {
  const day = dayNumber(date);
  if (day === null) return null;
  const value = new Date(day * MS_PER_DAY);
  return {
    day: value.getUTCDate(),
    month: MONTHS[value.getUTCMonth()] as string,
    year: value.getUTCFullYear(),
  };
}

/** "5 Jan 2026"; null for text that is not a calendar date. */
export function formatDate(date: string): string | null {
  const found = parts(date);
  return found === null ? null : `${found.day} ${found.month} ${found.year}`;
}

/** "5 Jan to 11 Jan 2026", "28 Dec 2025 to 3 Jan 2026", or one date when both are the same. */
export function formatRange(start: string, end: string): string {
  const from = parts(start);
  const to = parts(end);
  if (from === null || to === null) return `${start} to ${end}`;
  if (start === end) return formatDate(end) as string;
  const first = from.year === to.year ? `${from.day} ${from.month}` : formatDate(start);
  return `${first} to ${formatDate(end)}`;
}

/** "1 day", "3 days". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "a", "a and b", "a, b and c". */
export function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Dates as a list, the first `max` written out and the rest counted: "5 Jan 2026, ... and 4 more". */
export function dateList(dates: readonly string[], max = 10): string {
  const shown = dates.slice(0, max).map((date) => formatDate(date) ?? date);
  if (dates.length > max) shown.push(`${dates.length - max} more`);
  return joinWords(shown);
}

/**
 * The report's pain thresholds in the pain scale's own words, so that "Severe pain (7 or more)"
 * and the descriptor beside an average ("5.6/10 (Moderate)") come from the same bands.
 */
export const SEVERE_PAIN_LABEL = severityLabel('severe');
/** "7 or more". */
export const SEVERE_RANGE = severityRangeText('severe');
/** "3 or less". */
export const MILD_RANGE = severityRangeText('mild');

/** "4.6/10". */
export const outOf = (value: number, scale: number): string => `${format1(value)}/${scale}`;

export { format1 };

/** "All 5 began": the first letter upper case. */
export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
