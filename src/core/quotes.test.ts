import { describe, expect, it } from 'vitest';
import { DAILY_QUOTE_PARTS, DAILY_QUOTES } from './daily-quotes';
import { DAILY_QUOTE_COUNT, dayOfYear, quotePlace, QUOTES_PER_PART } from './quotes';

/** The quote the sidebar shows on `date`: the day's part, at the day's place in it. */
function quoteOfTheDay(date: Date) {
  const { part, index } = quotePlace(date);
  return DAILY_QUOTE_PARTS[part]![index]!;
}

describe('quoteOfTheDay', () => {
  it('has about fifty attributed quotes, none repeated', () => {
    expect(DAILY_QUOTES.length).toBeGreaterThanOrEqual(45);
    for (const quote of DAILY_QUOTES) {
      expect(quote.text.trim()).not.toBe('');
      expect(quote.author.trim()).not.toBe('');
    }
    expect(new Set(DAILY_QUOTES.map((quote) => quote.text)).size).toBe(DAILY_QUOTES.length);
  });

  it('counts days of the year from 1', () => {
    expect(dayOfYear(new Date(2025, 0, 1, 23, 59))).toBe(1);
    expect(dayOfYear(new Date(2025, 11, 31))).toBe(365);
    expect(dayOfYear(new Date(2024, 11, 31))).toBe(366);
  });

  it('gives the same quote all day and the next one the next day', () => {
    const morning = quoteOfTheDay(new Date(2025, 4, 10, 0, 1));
    expect(quoteOfTheDay(new Date(2025, 4, 10, 23, 59))).toBe(morning);
    const index = DAILY_QUOTES.indexOf(morning);
    expect(quoteOfTheDay(new Date(2025, 4, 11))).toBe(
      DAILY_QUOTES[(index + 1) % DAILY_QUOTES.length],
    );
  });

  it('starts the year with the first quote', () => {
    expect(quoteOfTheDay(new Date(2026, 0, 1))).toBe(DAILY_QUOTES[0]);
  });

  it('knows the count and the parts without the quotes', () => {
    expect(DAILY_QUOTES).toHaveLength(DAILY_QUOTE_COUNT);
    expect(DAILY_QUOTE_PARTS).toHaveLength(Math.ceil(DAILY_QUOTE_COUNT / QUOTES_PER_PART));
    for (const part of DAILY_QUOTE_PARTS.slice(0, -1)) expect(part).toHaveLength(QUOTES_PER_PART);
    for (let day = 0; day < 366; day++) {
      const date = new Date(2024, 0, 1 + day);
      const { part, index } = quotePlace(date);
      expect(DAILY_QUOTE_PARTS[part]?.[index]).toBe(quoteOfTheDay(date));
      expect(quoteOfTheDay(date)).toBe(DAILY_QUOTES[day % DAILY_QUOTE_COUNT]);
    }
  });
});
