import { describe, expect, it } from 'vitest';
import { DAILY_QUOTES } from './daily-quotes';
import { WELLNESS_QUOTES, wellnessQuoteFor } from './wellness-quotes';

describe('wellnessQuoteFor', () => {
  it('has five attributed quotes that the sidebar does not already show', () => {
    expect(WELLNESS_QUOTES).toHaveLength(5);
    const sidebar = new Set(DAILY_QUOTES.map((quote) => quote.text));
    for (const quote of WELLNESS_QUOTES) {
      expect(quote.text.trim()).not.toBe('');
      expect(quote.author.trim()).not.toBe('');
      expect(sidebar.has(quote.text)).toBe(false);
    }
  });

  it('picks by day of month: the 1st and the 6th share a quote, the 2nd has the next', () => {
    expect(wellnessQuoteFor('2026-03-01')).toBe(WELLNESS_QUOTES[0]);
    expect(wellnessQuoteFor('2026-03-02')).toBe(WELLNESS_QUOTES[1]);
    expect(wellnessQuoteFor('2026-03-05')).toBe(WELLNESS_QUOTES[4]);
    expect(wellnessQuoteFor('2026-03-06')).toBe(WELLNESS_QUOTES[0]);
    expect(wellnessQuoteFor('2026-03-31')).toBe(WELLNESS_QUOTES[0]);
  });

  it('depends only on the day of month, not the month or year', () => {
    expect(wellnessQuoteFor('2025-12-14')).toBe(wellnessQuoteFor('2026-02-14'));
  });

  it('falls back to the first quote for an unreadable date', () => {
    expect(wellnessQuoteFor('')).toBe(WELLNESS_QUOTES[0]);
    expect(wellnessQuoteFor('2026-03-xx')).toBe(WELLNESS_QUOTES[0]);
  });
});
