import type { Measure, TextRun } from './types';

/**
 * Line breaking for the PDF: styled runs in, lines that fit a width out. Words break at spaces;
 * a word wider than the whole line (a long link, a run of letters) is cut by characters so it
 * never runs past the margin.
 */

export interface WrappedLine {
  /** Runs of the line, spaces included, neighbours of the same style merged. */
  runs: TextRun[];
  width: number;
}

type Word = TextRun[];

/** Words as styled segments: "**Patient:** Jo" is the words ["Patient:"(bold)] and ["Jo"]. */
function toWords(runs: readonly TextRun[]): Word[] {
  const words: Word[] = [];
  let current: Word = [];
  for (const run of runs) {
    for (const piece of run.text.split(/(\s+)/)) {
      if (piece === '') continue;
      if (/^\s+$/.test(piece)) {
        if (current.length > 0) words.push(current);
        current = [];
      } else {
        current.push({ text: piece, bold: run.bold });
      }
    }
  }
  if (current.length > 0) words.push(current);
  return words;
}

const wordWidth = (word: Word, size: number, measure: Measure) =>
  word.reduce((total, segment) => total + measure(segment.text, size, segment.bold), 0);

/** Cuts a word wider than `maxWidth` into pieces that fit (at least one character each). */
function splitWord(word: Word, maxWidth: number, size: number, measure: Measure): Word[] {
  const pieces: Word[] = [];
  let piece: Word = [];
  let width = 0;
  for (const segment of word) {
    for (const char of segment.text) {
      const charWidth = measure(char, size, segment.bold);
      if (width + charWidth > maxWidth && width > 0) {
        pieces.push(piece);
        piece = [];
        width = 0;
      }
      const last = piece[piece.length - 1];
      if (last && last.bold === segment.bold) last.text += char;
      else piece.push({ text: char, bold: segment.bold });
      width += charWidth;
    }
  }
  if (piece.length > 0) pieces.push(piece);
  return pieces;
}

function appendRun(runs: TextRun[], run: TextRun): void {
  const last = runs[runs.length - 1];
  if (last && last.bold === run.bold) last.text += run.text;
  else runs.push({ ...run });
}

export function wrapRuns(
  runs: readonly TextRun[],
  maxWidth: number,
  size: number,
  measure: Measure,
): WrappedLine[] {
  const lines: WrappedLine[] = [];
  let line: WrappedLine | null = null;
  const space = (bold: boolean) => measure(' ', size, bold);
  for (const whole of toWords(runs)) {
    const parts =
      wordWidth(whole, size, measure) > maxWidth
        ? splitWord(whole, maxWidth, size, measure)
        : [whole];
    for (const word of parts) {
      const width = wordWidth(word, size, measure);
      const firstBold = (word[0] as TextRun).bold;
      if (line !== null && line.width + space(firstBold) + width <= maxWidth) {
        appendRun(line.runs, { text: ' ', bold: firstBold });
        line.width += space(firstBold);
      } else {
        line = { runs: [], width: 0 };
        lines.push(line);
      }
      for (const segment of word) appendRun(line.runs, segment);
      line.width += width;
    }
  }
  return lines;
}

/** Plain text shortened with "..." to fit `maxWidth` (the footer's one line). */
export function fitText(text: string, maxWidth: number, size: number, measure: Measure): string {
  if (measure(text, size, false) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 0 && measure(`${chars.join('').trimEnd()}...`, size, false) > maxWidth) {
    chars.pop();
  }
  return `${chars.join('').trimEnd()}...`;
}
