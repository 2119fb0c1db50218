import type { Rgb } from './types';

/**
 * The PDF's look: A4, 2 cm margins, DejaVu Sans Condensed (pdf-fonts.ts), slate text with the
 * app's teal for structure and red only for the severe-pain line. Sizes in points.
 */

export const PAGE = {
  width: 595.28,
  height: 841.89,
  marginX: 56,
  marginTop: 56,
  /** The content stops here; the footer sits below it. */
  marginBottom: 64,
  footerY: 32,
} as const;

export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.marginX;

export const TYPE = {
  title: 20,
  h2: 13.5,
  h3: 11,
  body: 10,
  table: 9,
  small: 8,
  /** Line height as a multiple of the font size. */
  leading: 1.4,
} as const;

const hex = (value: string): Rgb => [
  parseInt(value.slice(1, 3), 16) / 255,
  parseInt(value.slice(3, 5), 16) / 255,
  parseInt(value.slice(5, 7), 16) / 255,
];

export const COLOR = {
  text: hex('#0f172a'),
  muted: hex('#475569'),
  faint: hex('#94a3b8'),
  accent: hex('#0f766e'),
  accentSoft: hex('#f0fdfa'),
  headerFill: hex('#f1f5f9'),
  border: hex('#cbd5e1'),
  grid: hex('#e2e8f0'),
  severe: hex('#b91c1c'),
} as const;

export const lineHeight = (size: number): number => size * TYPE.leading;
