import { QUOTES as PART_0 } from './daily-quotes/part-0';
import { QUOTES as PART_1 } from './daily-quotes/part-1';
import { QUOTES as PART_2 } from './daily-quotes/part-2';
import { QUOTES as PART_3 } from './daily-quotes/part-3';
import { QUOTES as PART_4 } from './daily-quotes/part-4';
import { QUOTES as PART_5 } from './daily-quotes/part-5';
import { QUOTES as PART_6 } from './daily-quotes/part-6';
import { QUOTES as PART_7 } from './daily-quotes/part-7';
import type { Quote } from './quotes';

/**
 * Short encouraging quotes for the sidebar's daily card, chosen for people living with long
 * illness: patience, rest, small steps and hope rather than "push through the pain". Kept in
 * parts of QUOTES_PER_PART, one module each, so the sidebar downloads only the day's part
 * (0.2 KB) rather than the whole list (1.6 KB) with the signed-in first page load.
 */
export const DAILY_QUOTE_PARTS: readonly (readonly Quote[])[] = [
  PART_0,
  PART_1,
  PART_2,
  PART_3,
  PART_4,
  PART_5,
  PART_6,
  PART_7,
];

/** Every daily quote, in the order the days take them. */
export const DAILY_QUOTES: readonly Quote[] = DAILY_QUOTE_PARTS.flat();
