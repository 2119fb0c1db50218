import { describe, expect, it } from 'vitest';
import {
  moodConversionNote,
  moodToCairn,
  outOfScaleReason,
  painConversionNote,
  painToCairn,
  rescale,
  scaleOf,
} from './scales';

describe('painToCairn', () => {
  it('lays each scale linearly onto 0-10, rounding half up', () => {
    expect([0, 1, 2, 3, 4].map((value) => painToCairn(value, '0-4'))).toEqual([0, 3, 5, 8, 10]);
    expect([1, 2, 3, 4, 5].map((value) => painToCairn(value, '1-5'))).toEqual([0, 3, 5, 8, 10]);
    expect([0, 1, 2, 3, 4, 5].map((value) => painToCairn(value, '0-5'))).toEqual([
      0, 2, 4, 6, 8, 10,
    ]);
    expect([1, 5, 6, 10].map((value) => painToCairn(value, '1-10'))).toEqual([0, 4, 6, 10]);
    expect([0, 4, 5, 44, 45, 100].map((value) => painToCairn(value, '0-100'))).toEqual([
      0, 0, 1, 4, 5, 10,
    ]);
    expect([0, 3, 6.5, 10].map((value) => painToCairn(value, '0-10'))).toEqual([0, 3, 7, 10]);
  });

  it('refuses a value outside the scale rather than guess', () => {
    expect(painToCairn(14, '0-10')).toBeNull();
    expect(painToCairn(0, '1-5')).toBeNull();
    expect(painToCairn(-1, '0-4')).toBeNull();
    expect(painToCairn(Number.NaN, '0-10')).toBeNull();
    expect(outOfScaleReason('Pain level', 14, scaleOf('0-10'))).toBe(
      'Pain level 14 is outside 0-10',
    );
  });
});

describe('moodToCairn', () => {
  it("puts 1-10, 0-10 and 1-5 moods on Cairn's 1-5", () => {
    expect([1, 3, 5, 6, 8, 10].map((value) => moodToCairn(value, '1-10'))).toEqual([
      1, 2, 3, 3, 4, 5,
    ]);
    expect([0, 5, 10].map((value) => moodToCairn(value, '0-10'))).toEqual([1, 3, 5]);
    expect([1, 4, 5].map((value) => moodToCairn(value, '1-5'))).toEqual([1, 4, 5]);
    expect(moodToCairn(0, '1-5')).toBeNull();
  });
});

describe('rescale', () => {
  it('runs downwards onto a reversed scale, and clamps to it', () => {
    const impact = { min: 0, max: 10 };
    const reversed = { min: 5, max: 1 };
    expect([0, 2, 5, 8, 10].map((value) => rescale(value, impact, reversed))).toEqual([
      5, 4, 3, 2, 1,
    ]);
  });
});

describe('conversion notes', () => {
  it('say in one sentence how a scale was changed, and nothing for 0-10', () => {
    expect(painConversionNote('0-4', 'Flaredown')).toBe(
      "Pain on Flaredown's 0-4 scale is shown on Cairn's 0-10 scale (x2.5, rounded).",
    );
    expect(painConversionNote('0-100', 'this file')).toBe(
      "Pain on this file's 0-100 scale is shown on Cairn's 0-10 scale (x0.1, rounded).",
    );
    expect(painConversionNote('1-5', 'this file')).toBe(
      "Pain on this file's 1-5 scale is shown on Cairn's 0-10 scale (1 becomes 0 and 5 becomes 10, rounded in between).",
    );
    expect(painConversionNote('0-10', 'CrisisCore')).toBeNull();
    expect(moodConversionNote('1-10', 'Bearable')).toBe(
      "Mood on Bearable's 1-10 scale is shown on Cairn's 1-5 scale (1 becomes 1 and 10 becomes 5, rounded in between).",
    );
    expect(moodConversionNote('1-5', 'this file')).toBeNull();
  });
});
