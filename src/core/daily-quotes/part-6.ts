import type { Quote } from '../quotes';

/** Daily quotes 43 to 49 (of 52), in the order the days take them. */
export const QUOTES: readonly Quote[] = [
  {
    text: 'Within you there is a stillness and a sanctuary to which you can retreat at any time and be yourself.',
    author: 'Hermann Hesse',
  },
  {
    text: 'All we have to decide is what to do with the time that is given us.',
    author: 'J. R. R. Tolkien',
  },
  { text: 'Tomorrow is a new day with no mistakes in it yet.', author: 'L. M. Montgomery' },
  { text: 'Hope is the only bee that makes honey without flowers.', author: 'Robert G. Ingersoll' },
  {
    text: 'Perseverance is not a long race; it is many short races one after the other.',
    author: 'Walter Elliot',
  },
  {
    text: 'A bird doesn’t sing because it has an answer, it sings because it has a song.',
    author: 'Joan Walsh Anglund',
  },
  { text: 'Our patience will achieve more than our force.', author: 'Edmund Burke' },
];
