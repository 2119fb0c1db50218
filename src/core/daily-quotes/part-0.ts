import type { Quote } from '../quotes';

/** Daily quotes 1 to 7 (of 52), in the order the days take them. */
export const QUOTES: readonly Quote[] = [
  {
    text: 'Rivers know this: there is no hurry. We shall get there some day.',
    author: 'A. A. Milne',
  },
  {
    text: 'Although the world is full of suffering, it is also full of the overcoming of it.',
    author: 'Helen Keller',
  },
  {
    text: '“Hope” is the thing with feathers that perches in the soul.',
    author: 'Emily Dickinson',
  },
  {
    text: 'Be patient toward all that is unsolved in your heart and try to love the questions themselves.',
    author: 'Rainer Maria Rilke',
  },
  {
    text: 'Let everything happen to you: beauty and terror. Just keep going. No feeling is final.',
    author: 'Rainer Maria Rilke',
  },
  { text: 'Fall seven times, stand up eight.', author: 'Japanese proverb' },
  { text: 'The best way out is always through.', author: 'Robert Frost' },
];
