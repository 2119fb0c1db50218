import type { TextRun } from '@core/report/markdown-blocks';

/**
 * What the PDF layout produces and the pdf-lib renderer draws. Coordinates are PDF points with
 * the origin at the page's bottom left, as pdf-lib takes them; the layout never calls pdf-lib,
 * so it is tested with a stand-in measure.
 */

/** Width of `text` in points at `size`, in the regular or bold face. */
export type Measure = (text: string, size: number, bold: boolean) => number;

/** r, g, b from 0 to 1. */
export type Rgb = readonly [number, number, number];

export type DrawOp =
  | { kind: 'text'; x: number; y: number; text: string; size: number; bold: boolean; color: Rgb }
  | {
      kind: 'line';
      x1: number;
      y1: number;
      x2: number;
      y2: number;
      width: number;
      color: Rgb;
      dash?: readonly number[];
    }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; color: Rgb }
  | { kind: 'circle'; x: number; y: number; radius: number; color: Rgb }
  /** `ref`: the photo's place in the list the PDF was asked to include. */
  | { kind: 'image'; ref: number; x: number; y: number; width: number; height: number };

export type PdfPage = DrawOp[];

export type { TextRun };

export interface ChartPoint {
  date: string;
  painLevel: number;
}

/** The PDF's content, built from the report (blocks.ts) and laid out into pages (layout.ts). */
export type PdfBlock =
  | { type: 'title'; text: string }
  | { type: 'details'; rows: [string, string][] }
  | { type: 'heading'; level: number; text: string }
  | { type: 'paragraph'; runs: TextRun[] }
  | { type: 'list'; items: TextRun[][] }
  | { type: 'table'; header: string[]; rows: TextRun[][][] }
  | { type: 'rule' }
  | {
      type: 'chart';
      title: string;
      caption: string;
      start: string;
      end: string;
      points: ChartPoint[];
    }
  /** A photo the patient chose for this report; width and height are its pixels. */
  | { type: 'photo'; ref: number; caption: string; width: number; height: number };
