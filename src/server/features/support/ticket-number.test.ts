import { describe, expect, it } from 'vitest';
import { TICKET_ALPHABET, TICKET_NUMBER_PATTERN } from '@core/support';
import { randomTicketNumber } from './ticket-number';

describe('randomTicketNumber', () => {
  it('spells the drawn positions of the alphabet as CRN-XXXX-XXXX', () => {
    const draws = [0, 1, 2, 3, 26, 27, 28, 29];
    expect(randomTicketNumber(() => draws.shift()!)).toBe('CRN-2345-WXYZ');
  });

  it('asks for positions within the alphabet and always matches the pattern', () => {
    const maxima: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      expect(
        randomTicketNumber((max) => {
          maxima.push(max);
          return Math.floor(Math.random() * max);
        }),
      ).toMatch(TICKET_NUMBER_PATTERN);
    }
    expect(new Set(maxima)).toEqual(new Set([TICKET_ALPHABET.length]));
  });
});
