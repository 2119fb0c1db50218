import { describe, expect, it } from 'vitest';
import type { JournalEntry } from './journal';
import {
  mergeConcurrentSave,
  mergeList,
  mergeLocations,
  mergeText,
  missedNewerVersion,
} from './journal-merge';

describe('mergeText', () => {
  it.each([
    ['stored', 'incoming', 'stored\n\nincoming'],
    ['same words', 'same words', 'same words'],
    ['Slept badly.', 'Slept badly. Worse by noon.', 'Slept badly. Worse by noon.'],
    ['Slept badly. Worse by noon.', 'Worse by noon.', 'Slept badly. Worse by noon.'],
    [null, 'new', 'new'],
    ['kept', '', 'kept'],
    ['kept', null, 'kept'],
  ] as const)('%j + %j -> %j', (stored, incoming, expected) => {
    expect(mergeText(stored, incoming)).toBe(expected);
  });
});

describe('mergeList and mergeLocations', () => {
  it('adds only new items, compared without case, stored first', () => {
    expect(mergeList(['rain', 'Flare'], ['flare', 'stress'])).toEqual(['rain', 'Flare', 'stress']);
  });

  it('keeps every body part, with the incoming intensity where both marked one', () => {
    const back = { bodyPart: 'lowerBack', intensity: 3, x: 0, y: 0 };
    const neck = { bodyPart: 'neck', intensity: 5, x: 0, y: 0 };
    const backNow = { ...back, intensity: 8 };
    expect(mergeLocations([back, neck], [backNow])).toEqual([neck, backNow]);
  });
});

describe('mergeConcurrentSave', () => {
  const stored = {
    journalEntry: 'desktop',
    gratitude: null,
    customTags: ['rain'],
    symptoms: [],
    painLocations: [],
  } as unknown as JournalEntry;

  it('merges what the save sent and leaves out what it did not', () => {
    const merged = mergeConcurrentSave(stored, {
      painLevel: 7,
      journalEntry: 'phone',
      customTags: ['flare'],
    });
    expect(merged).toEqual({
      painLevel: 7,
      journalEntry: 'desktop\n\nphone',
      customTags: ['rain', 'flare'],
    });
  });
});

describe('missedNewerVersion', () => {
  const stored = '2026-05-02T10:00:00.000Z';
  it.each([
    [undefined, false],
    [null, true],
    ['2026-05-02T09:59:59.999Z', true],
    ['2026-05-02T10:00:00.000Z', false],
    ['2026-05-02T12:00:00.000+02:00', false],
  ] as const)('base %j -> %j', (base, expected) => {
    expect(missedNewerVersion(stored, base)).toBe(expected);
  });
});
