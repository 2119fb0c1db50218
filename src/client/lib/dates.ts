const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Sunday, November 22, 2026" for a calendar date (yyyy-MM-dd), whatever the browser's zone. */
export function formatLongDate(date: string): string {
  return LONG_DATE.format(new Date(`${date}T00:00:00Z`));
}
