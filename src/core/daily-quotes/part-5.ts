import type { Quote } from '../quotes';

/** Daily quotes 36 to 42 (of 52), in the order the days take them. */
export const QUOTES: readonly Quote[] = [
  { text: 'Turn your face to the sun and the shadows fall behind you.', author: 'Māori proverb' },
  { text: 'Sometimes even to live is an act of courage.', author: 'Seneca' },
  { text: 'He who has a why to live can bear almost any how.', author: 'Friedrich Nietzsche' },
  {
    text: 'Hope is itself a species of happiness, and, perhaps, the chief happiness which this world affords.',
    author: 'Samuel Johnson',
  },
  {
    text: 'I can be changed by what happens to me. But I refuse to be reduced by it.',
    author: 'Maya Angelou',
  },
  {
    text: 'Self-care is never a selfish act — it is simply good stewardship of the only gift I have.',
    author: 'Parker J. Palmer',
  },
  {
    text: 'Caring for myself is not self-indulgence, it is self-preservation.',
    author: 'Audre Lorde',
  },
];
