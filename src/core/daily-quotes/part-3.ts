import type { Quote } from '../quotes';

/** Daily quotes 22 to 28 (of 52), in the order the days take them. */
export const QUOTES: readonly Quote[] = [
  { text: 'The darkest hour has only sixty minutes.', author: 'Morris Mandel' },
  { text: 'And now that you don’t have to be perfect, you can be good.', author: 'John Steinbeck' },
  {
    text: 'When we are no longer able to change a situation, we are challenged to change ourselves.',
    author: 'Viktor E. Frankl',
  },
  {
    text: 'We must accept finite disappointment, but never lose infinite hope.',
    author: 'Martin Luther King Jr.',
  },
  { text: 'Take rest; a field that has rested gives a bountiful crop.', author: 'Ovid' },
  {
    text: 'Be gentle with yourself. You are a child of the universe, no less than the trees and the stars.',
    author: 'Max Ehrmann',
  },
  {
    text: 'The sun himself is weak when he first rises, and gathers strength and courage as the day gets on.',
    author: 'Charles Dickens',
  },
];
