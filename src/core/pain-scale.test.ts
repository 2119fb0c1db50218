import { describe, expect, it } from 'vitest';
import { moodLabel, painBadge, painColor, painDescriptor } from './pain-scale';

describe('painDescriptor', () => {
  it.each([
    [0, 'No pain'],
    [1, 'Very mild'],
    [2, 'Mild'],
    [3, 'Moderate'],
    [5, 'Moderate'],
    [6, 'Severe'],
    [7, 'Severe'],
    [8, 'Very severe'],
    [9, 'Very severe'],
    [10, 'Worst possible'],
  ])('%i is %s', (level, word) => expect(painDescriptor(level)).toBe(word));
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
