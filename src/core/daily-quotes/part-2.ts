import type { Quote } from '../quotes';

/** Daily quotes 15 to 21 (of 52), in the order the days take them. */
export const QUOTES: readonly Quote[] = [
  { text: 'Rest is not idleness.', author: 'John Lubbock' },
  {
    text: 'Almost everything will work again if you unplug it for a few minutes, including you.',
    author: 'Anne Lamott',
  },
  {
    text: 'There is a crack in everything, that’s how the light gets in.',
    author: 'Leonard Cohen',
  },
  {
    text: 'Our greatest glory is not in never falling, but in rising every time we fall.',
    author: 'Oliver Goldsmith',
  },
  {
    text: 'I am not afraid of storms, for I am learning how to sail my ship.',
    author: 'Louisa May Alcott',
  },
  { text: 'Be kind, for everyone you meet is fighting a hard battle.', author: 'Ian Maclaren' },
  { text: 'Start where you are. Use what you have. Do what you can.', author: 'Arthur Ashe' },
];
