import { describe, expect, it } from 'vitest';
import {
  MILD_PAIN_MAX,
  moodLabel,
  PAIN_BANDS,
  PAIN_MAX,
  PAIN_MIN,
  painBadge,
  painBand,
  painColor,
  painDescriptor,
  painLevelOf,
  painSeverity,
  SEVERE_PAIN_MIN,
  severityLabel,
  severityRange,
  severityRangeText,
} from './pain-scale';

/** Every printed figure of the scale: 0.0, 0.1, ... 10.0. */
const TENTHS = Array.from({ length: 101 }, (_, index) => index / 10);

describe('PAIN_BANDS', () => {
  it('cover every whole level once, in order, from 0 to 10', () => {
    const levels = PAIN_BANDS.flatMap((band) =>
      Array.from({ length: band.max - band.min + 1 }, (_, index) => band.min + index),
    );
    expect(levels).toEqual(Array.from({ length: PAIN_MAX - PAIN_MIN + 1 }, (_, level) => level));
  });

  it('keep each severity in one run of bands', () => {
    const runs = PAIN_BANDS.map((band) => band.severity).filter(
      (severity, index, all) => severity !== all[index - 1],
    );
    expect(runs).toEqual(['mild', 'moderate', 'severe']);
  });
});

describe('painDescriptor', () => {
  it.each([
    [0, 'No pain'],
    [1, 'Very mild'],
    [2, 'Mild'],
    [3, 'Mild'],
    [4, 'Moderate'],
    [6, 'Moderate'],
    [7, 'Severe'],
    [8, 'Very severe'],
    [9, 'Very severe'],
    [10, 'Worst possible'],
  ])('%i is %s', (level, word) => expect(painDescriptor(level)).toBe(word));

  it.each([
    [5.6, 'Moderate'],
    [6.94, 'Moderate'],
    [6.96, 'Severe'],
    [3.04, 'Mild'],
    [3.2, 'Moderate'],
    [0.3, 'Very mild'],
    [9.9, 'Very severe'],
    [7.5, 'Severe'],
    [1.5, 'Mild'],
  ])('the fraction %f (an average) is %s', (value, word) =>
    expect(painDescriptor(value)).toBe(word),
  );

  it('clamps values off the scale', () => {
    expect(painDescriptor(-1)).toBe('No pain');
    expect(painDescriptor(12)).toBe('Worst possible');
  });
});

describe('painLevelOf', () => {
  it('leaves whole levels alone and moves a fraction towards the middle of the scale', () => {
    expect([0, 5, 10].map(painLevelOf)).toEqual([0, 5, 10]);
    expect([0.1, 3.2, 4.9, 5.1, 6.8, 9.9].map(painLevelOf)).toEqual([1, 4, 5, 5, 6, 9]);
  });
});

describe('one scale for the words and the thresholds', () => {
  it('calls a figure severe exactly when it is 7 or more, as printed', () => {
    for (const value of TENTHS) {
      expect(painSeverity(value) === 'severe', String(value)).toBe(value >= SEVERE_PAIN_MIN);
    }
  });

  it('calls a figure mild exactly when it is 3 or less', () => {
    for (const value of TENTHS) {
      expect(painSeverity(value) === 'mild', String(value)).toBe(value <= MILD_PAIN_MAX);
    }
  });

  it('gives "No pain" and "Worst possible" to the ends of the scale only', () => {
    for (const value of TENTHS) {
      expect(painDescriptor(value) === 'No pain', String(value)).toBe(value === 0);
      expect(painDescriptor(value) === 'Worst possible', String(value)).toBe(value === 10);
    }
  });

  it('names the severe descriptors "Severe" and "Very severe" only within severe pain', () => {
    for (const band of PAIN_BANDS) {
      expect(/severe|worst/i.test(band.label), band.label).toBe(band.severity === 'severe');
    }
  });

  it('takes the spec thresholds from the bands', () => {
    expect(SEVERE_PAIN_MIN).toBe(7);
    expect(MILD_PAIN_MAX).toBe(3);
    expect(severityRange('moderate')).toEqual({ min: 4, max: 6 });
    expect(painBand(SEVERE_PAIN_MIN).label).toBe('Severe');
  });
});

describe('severityLabel', () => {
  it('says each severity with its levels', () => {
    expect(severityLabel('severe')).toBe('Severe pain (7 or more)');
    expect(severityLabel('moderate')).toBe('Moderate pain (4 to 6)');
    expect(severityLabel('mild')).toBe('Mild pain (3 or less)');
    expect(severityRangeText('severe')).toBe('7 or more');
  });
});

describe('painColor', () => {
  it.each([
    [1, 'green'],
    [3, 'green'],
    [4, 'amber'],
    [6, 'amber'],
    [7, 'orange'],
    [8, 'orange'],
    [9, 'red'],
    [10, 'red'],
  ])('%i is %s', (level, colour) => expect(painColor(level)).toBe(colour));
});

describe('painBadge', () => {
  it.each([
    [0, 'low'],
    [3, 'low'],
    [4, 'mid'],
    [6, 'mid'],
    [7, 'high'],
    [10, 'high'],
  ])('%i is %s', (level, badge) => expect(painBadge(level)).toBe(badge));
});

describe('moodLabel', () => {
  it('names the five levels', () => {
    expect([1, 2, 3, 4, 5].map(moodLabel)).toEqual([
      'Very Low',
      'Low',
      'Neutral',
      'Good',
      'Very Good',
    ]);
  });
});
