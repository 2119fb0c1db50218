import { describe, expect, it } from 'vitest';
import {
  HISTORY_GRATITUDE_MAX,
  HISTORY_JOURNAL_MAX,
  HISTORY_NOTES_MAX,
  truncateText,
} from './truncate';

describe('truncateText', () => {
  it('uses the spec limits', () => {
    expect(HISTORY_GRATITUDE_MAX).toBe(150);
    expect(HISTORY_NOTES_MAX).toBe(200);
    expect(HISTORY_JOURNAL_MAX).toBe(200);
  });

  it('keeps gratitude of exactly 150 characters and cuts 151', () => {
    const exact = 'g'.repeat(150);
    expect(truncateText(exact, HISTORY_GRATITUDE_MAX)).toBe(exact);
    expect(truncateText(`${exact}h`, HISTORY_GRATITUDE_MAX)).toBe(`${exact}…`);
    expect(truncateText('g'.repeat(149), HISTORY_GRATITUDE_MAX)).toBe('g'.repeat(149));
  });

  it('keeps notes of exactly 200 characters and cuts 201', () => {
    const exact = 'n'.repeat(200);
    expect(truncateText(exact, HISTORY_NOTES_MAX)).toBe(exact);
    expect(truncateText(`${exact}!`, HISTORY_NOTES_MAX)).toBe(`${exact}…`);
  });

  it('does not leave a space before the ellipsis', () => {
    const text = `${'a'.repeat(9)} and more`;
    expect(truncateText(text, 10)).toBe(`${'a'.repeat(9)}…`);
  });

  it('counts an emoji as one character and never splits it', () => {
    expect(truncateText('😀😀😀', 3)).toBe('😀😀😀');
    expect(truncateText('😀😀😀😀', 3)).toBe('😀😀😀…');
  });

  it('leaves empty text alone', () => {
    expect(truncateText('', 150)).toBe('');
  });
});
