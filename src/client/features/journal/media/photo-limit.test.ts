import { describe, expect, it } from 'vitest';
import { photoLimitMessage } from './photo-limit';

describe('choosing more photos than an entry holds', () => {
  it('says nothing when every chosen photo fits', () => {
    expect(photoLimitMessage(3, 3)).toBeNull();
  });
  it('says how many of the chosen photos were added', () => {
    expect(photoLimitMessage(8, 6)).toBe(
      'An entry holds up to 6 photos, so 6 of the 8 you chose were added.',
    );
    expect(photoLimitMessage(2, 1)).toBe(
      'An entry holds up to 6 photos, so 1 of the 2 you chose was added.',
    );
  });
  it('says the entry is full when none fit', () => {
    expect(photoLimitMessage(1, 0)).toBe(
      'This entry already has 6 photos, the most it can hold. Delete one to add another.',
    );
  });
});
