import type { Quote } from '../quotes';

/** Daily quotes 29 to 35 (of 52), in the order the days take them. */
export const QUOTES: readonly Quote[] = [
  {
    text: 'Hope is a good thing, maybe the best of things, and no good thing ever dies.',
    author: 'Stephen King',
  },
  { text: 'Little by little, one travels far.', author: 'Spanish proverb' },
  { text: 'No winter lasts forever; no spring skips its turn.', author: 'Hal Borland' },
  {
    text: 'You can’t calm the storm, so stop trying. What you can do is calm yourself. The storm will pass.',
    author: 'Timber Hawkeye',
  },
  {
    text: 'Feelings come and go like clouds in a windy sky. Conscious breathing is my anchor.',
    author: 'Thich Nhat Hanh',
  },
  { text: 'Smile, breathe and go slowly.', author: 'Thich Nhat Hanh' },
  {
    text: 'The oak fought the wind and was broken, the willow bent when it must and survived.',
    author: 'Robert Jordan',
  },
];
