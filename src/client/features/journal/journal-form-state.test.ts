import { describe, expect, it } from 'vitest';
import { addUnique, initialFormState, journalPayload } from './journal-form-state';

describe('addUnique', () => {
  it('trims, ignores empty and duplicate (any case) items, and stops at the limit', () => {
    expect(addUnique(['flare'], '  rain ', 30)).toEqual(['flare', 'rain']);
    expect(addUnique(['flare'], '   ', 30)).toEqual(['flare']);
    expect(addUnique(['flare'], 'FLARE', 30)).toEqual(['flare']);
    expect(addUnique(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
  });
});

describe('journalPayload', () => {
  it('starts a new day at mood 3, pain 0 and no details, and sends every form field', () => {
    const payload = journalPayload(initialFormState(null), '2026-11-22', 'What helped?');
    expect(payload).toMatchObject({
      date: '2026-11-22',
      kind: 'journal',
      painLevel: 0,
      moodLevel: 3,
      painLocations: [],
      dailyPrompt: 'What helped?',
      stressLevel: null,
      sleepHours: null,
    });
    expect(Object.keys(payload).length).toBeGreaterThan(2);
  });
});
