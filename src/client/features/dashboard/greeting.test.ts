import { describe, expect, it } from 'vitest';
import { greetingFor, greetingForHour } from './greeting';

describe('greeting', () => {
  it('switches at 12:00 and 17:00', () => {
    expect(greetingForHour(0)).toBe('Good morning');
    expect(greetingForHour(11)).toBe('Good morning');
    expect(greetingForHour(12)).toBe('Good afternoon');
    expect(greetingForHour(16)).toBe('Good afternoon');
    expect(greetingForHour(17)).toBe('Good evening');
    expect(greetingForHour(23)).toBe('Good evening');
  });

  it('adds the first name when there is one', () => {
    const nine = new Date(2025, 0, 1, 9);
    expect(greetingFor(nine, 'Jo')).toBe('Good morning, Jo');
    expect(greetingFor(nine, '  ')).toBe('Good morning');
    expect(greetingFor(nine, null)).toBe('Good morning');
  });
});
