import { describe, expect, it } from 'vitest';
import { formatClock, spokenClock } from './format-clock';

describe('formatClock', () => {
  it('shows minutes and seconds with two digits each', () => {
    expect(formatClock(300)).toBe('05:00');
    expect(formatClock(1200)).toBe('20:00');
    expect(formatClock(299)).toBe('04:59');
    expect(formatClock(9)).toBe('00:09');
    expect(formatClock(0)).toBe('00:00');
  });

  it('rounds part seconds up and never goes below zero', () => {
    expect(formatClock(59.2)).toBe('01:00');
    expect(formatClock(-3)).toBe('00:00');
  });
});

describe('spokenClock', () => {
  it('says the time in words', () => {
    expect(spokenClock(245)).toBe('4 minutes 5 seconds');
    expect(spokenClock(60)).toBe('1 minute');
    expect(spokenClock(61)).toBe('1 minute 1 second');
    expect(spokenClock(30)).toBe('30 seconds');
    expect(spokenClock(0)).toBe('0 seconds');
  });
});
