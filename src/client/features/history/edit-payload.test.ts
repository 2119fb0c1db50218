import { describe, expect, it } from 'vitest';
import { editPayload, editValuesOf } from './edit-payload';

const ENTRY = {
  painLevel: 6,
  moodLevel: null,
  journalEntry: 'A long day.',
  notes: null,
  gratitude: '',
};

describe('editPayload', () => {
  it('is empty when nothing changed', () => {
    expect(editPayload(ENTRY, editValuesOf(ENTRY))).toEqual({});
  });

  it('sends only the changed fields', () => {
    const values = { ...editValuesOf(ENTRY), painLevel: 2, notes: 'Took a walk' };
    expect(editPayload(ENTRY, values)).toEqual({ painLevel: 2, notes: 'Took a walk' });
  });

  it('sends a mood once one is chosen, also the default 3', () => {
    expect(editPayload(ENTRY, { ...editValuesOf(ENTRY), moodLevel: 3 })).toEqual({ moodLevel: 3 });
    const withMood = { ...ENTRY, moodLevel: 4 };
    expect(editPayload(withMood, { ...editValuesOf(withMood), moodLevel: 4 })).toEqual({});
  });

  it('clears text that was emptied, and treats blank and missing as the same', () => {
    expect(editPayload(ENTRY, { ...editValuesOf(ENTRY), journalEntry: '  ' })).toEqual({
      journalEntry: null,
    });
    expect(editPayload(ENTRY, { ...editValuesOf(ENTRY), gratitude: ' ' })).toEqual({});
  });

  it('sends pain 0 when lowered to 0', () => {
    expect(editPayload(ENTRY, { ...editValuesOf(ENTRY), painLevel: 0 })).toEqual({ painLevel: 0 });
  });
});
