/**
 * The text limits of the edit form. They mirror JOURNAL_TEXT_MAX and NOTE_TEXT_MAX in
 * @core/journal, which is not imported here because it would pull zod (~25 KB gzip) into the
 * history chunk. field-limits.test.ts fails if the two drift apart; the server checks anyway.
 */
export const JOURNAL_TEXT_LIMIT = 20_000;
export const NOTE_TEXT_LIMIT = 10_000;
