import type { Quote } from '../quotes';

/** Daily quotes 50 to 52 (of 52), in the order the days take them. */
export const QUOTES: readonly Quote[] = [
  {
    text: 'Have patience with all things, but first of all with yourself.',
    author: 'Saint Francis de Sales',
  },
  {
    text: 'Be not afraid of growing slowly, be afraid only of standing still.',
    author: 'Chinese proverb',
  },
  { text: 'A smooth sea never made a skilled sailor.', author: 'English proverb' },
];
