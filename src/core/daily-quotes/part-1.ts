import type { Quote } from '../quotes';

/** Daily quotes 8 to 14 (of 52), in the order the days take them. */
export const QUOTES: readonly Quote[] = [
  {
    text: 'In three words I can sum up everything I’ve learned about life: it goes on.',
    author: 'Robert Frost',
  },
  {
    text: 'In the depth of winter, I finally learned that within me there lay an invincible summer.',
    author: 'Albert Camus',
  },
  {
    text: 'Courage doesn’t always roar. Sometimes courage is the quiet voice at the end of the day saying, “I will try again tomorrow.”',
    author: 'Mary Anne Radmacher',
  },
  {
    text: 'You gain strength, courage and confidence by every experience in which you really stop to look fear in the face.',
    author: 'Eleanor Roosevelt',
  },
  { text: 'You must do the thing you think you cannot do.', author: 'Eleanor Roosevelt' },
  { text: 'Do what you can, with what you have, where you are.', author: 'Theodore Roosevelt' },
  { text: 'Adopt the pace of nature: her secret is patience.', author: 'Ralph Waldo Emerson' },
];
