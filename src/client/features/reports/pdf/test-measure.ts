import type { Measure } from './types';

/** A stand-in for the font: every character half the size wide (bold a little wider). */
export const fakeMeasure: Measure = (text, size, bold) =>
  [...text].length * size * (bold ? 0.55 : 0.5);
