export interface Quote {
  text: string;
  author: string;
}

/**
 * How many daily quotes there are (core/daily-quotes.ts; quotes.test.ts checks the count). Known
 * here, without the quotes, so the sidebar can work out which part of the list to fetch.
 */
export const DAILY_QUOTE_COUNT = 52;

/** Quotes per module of core/daily-quotes/: the sidebar fetches only the day's module. */
export const QUOTES_PER_PART = 7;

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** 1 for 1 January, up to 365 or 366, from the date's local calendar day. */
export function dayOfYear(date: Date): number {
  const today = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  const startOfYear = Date.UTC(date.getFullYear(), 0, 1);
  return Math.round((today - startOfYear) / MS_PER_DAY) + 1;
}

/**
 * Where the day's quote is: its module of core/daily-quotes/ (`part`) and its place in it. The
 * same quote all day (in the viewer's local calendar), the next one in the list the next day.
 */
export function quotePlace(date: Date): { part: number; index: number } {
  const position = (dayOfYear(date) - 1) % DAILY_QUOTE_COUNT;
  return { part: Math.floor(position / QUOTES_PER_PART), index: position % QUOTES_PER_PART };
}
