import { describe, expect, it } from 'vitest';
import { JOURNAL_TEXT_MAX, NOTE_TEXT_MAX } from '@core/journal';
import { JOURNAL_TEXT_LIMIT, NOTE_TEXT_LIMIT } from './field-limits';

describe('edit form limits', () => {
  it('match the schema', () => {
    expect(JOURNAL_TEXT_LIMIT).toBe(JOURNAL_TEXT_MAX);
    expect(NOTE_TEXT_LIMIT).toBe(NOTE_TEXT_MAX);
  });
});
