import type { Quote } from './quotes';

/**
 * The wellness page's five quotes (spec document 1 section 3), about breath, acceptance and
 * self-kindness: the skills its exercises practise. Kept apart from the sidebar's list so the
 * shell does not carry them.
 */
export const WELLNESS_QUOTES: readonly Quote[] = [
  {
    text: 'You can’t stop the waves, but you can learn to surf.',
    author: 'Jon Kabat-Zinn',
  },
  {
    text: 'As long as you are breathing, there is more right with you than wrong with you, no matter what is wrong.',
    author: 'Jon Kabat-Zinn',
  },
  {
    text: 'The curious paradox is that when I accept myself just as I am, then I can change.',
    author: 'Carl Rogers',
  },
  {
    text: 'Breathing in, I calm body and mind. Breathing out, I smile.',
    author: 'Thich Nhat Hanh',
  },
  {
    text: 'With self-compassion, we give ourselves the same kindness and care we’d give to a good friend.',
    author: 'Kristin Neff',
  },
];

/**
 * Spec: the wellness page picks by day of month. `today` is the user's calendar date
 * (yyyy-MM-dd); the 1st shows the first quote, the 6th the first again.
 */
export function wellnessQuoteFor(today: string): Quote {
  const day = Number(today.slice(8, 10));
  const index = Number.isInteger(day) && day >= 1 ? (day - 1) % WELLNESS_QUOTES.length : 0;
  // WELLNESS_QUOTES is a non-empty constant, so the index is always in range.
  return WELLNESS_QUOTES[index] as Quote;
}
