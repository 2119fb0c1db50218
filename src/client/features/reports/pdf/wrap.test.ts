import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakeMeasure } from './test-measure';
import { fitText, wrapRuns } from './wrap';

const plain = (text: string) => [{ text, bold: false }];
const lineText = (line: { runs: { text: string }[] }) => line.runs.map((run) => run.text).join('');

describe('wrapRuns', () => {
  it('breaks at spaces so each line fits the width', () => {
    // 10 pt at 0.5: 5 pt a character, so 50 pt holds 10 characters.
    const lines = wrapRuns(plain('one two three four five'), 50, 10, fakeMeasure);
    expect(lines.map(lineText)).toEqual(['one two', 'three four', 'five']);
    expect(lines.map((line) => line.width)).toEqual([35, 50, 20]);
  });

  it('keeps bold and plain runs in their words, across a line break', () => {
    const lines = wrapRuns(
      [
        { text: 'Average pain:', bold: true },
        { text: ' 5.0/10 (Moderate)', bold: false },
      ],
      110,
      10,
      fakeMeasure,
    );
    expect(lines.map((line) => line.runs)).toEqual([
      [
        { text: 'Average pain:', bold: true },
        { text: ' 5.0/10', bold: false },
      ],
      [{ text: '(Moderate)', bold: false }],
    ]);
  });

  it('cuts a word longer than the line by characters', () => {
    const lines = wrapRuns(
      plain('see https://example.org/a/very/long/path ok'),
      50,
      10,
      fakeMeasure,
    );
    expect(lines.map(lineText)).toEqual([
      'see',
      'https://ex',
      'ample.org/',
      'a/very/lon',
      'g/path ok',
    ]);
  });

  it('gives no lines for empty or blank text, and collapses runs of spaces', () => {
    expect(wrapRuns(plain(''), 50, 10, fakeMeasure)).toEqual([]);
    expect(wrapRuns(plain('   '), 50, 10, fakeMeasure)).toEqual([]);
    expect(wrapRuns(plain('a    b'), 50, 10, fakeMeasure).map(lineText)).toEqual(['a b']);
  });

  it('never makes a line wider than the width and never loses a character', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,30}$/), { maxLength: 30 }),
        fc.integer({ min: 5, max: 400 }),
        (words, width) => {
          const lines = wrapRuns(plain(words.join(' ')), width, 10, fakeMeasure);
          for (const line of lines) expect(line.width).toBeLessThanOrEqual(Math.max(width, 5));
          expect(lines.map(lineText).join('').replace(/ /g, '')).toBe(words.join(''));
        },
      ),
    );
  });
});

describe('fitText', () => {
  it('leaves text that fits and shortens the rest with "..."', () => {
    expect(fitText('short', 100, 10, fakeMeasure)).toBe('short');
    expect(fitText('a rather long footer line', 60, 10, fakeMeasure)).toBe('a rather...');
  });
});
