/**
 * Field limits of a journal entry: generous, but finite. Kept apart from the schema so forms can
 * use them without loading zod.
 */
export const JOURNAL_TEXT_MAX = 20_000;
export const NOTE_TEXT_MAX = 10_000;
export const SHORT_TEXT_MAX = 200;
export const TAG_MAX_LENGTH = 50;
export const TAGS_MAX = 30;
export const LIST_ITEM_MAX_LENGTH = 100;
export const LIST_MAX = 50;
export const URL_MAX_LENGTH = 2_000;
export const PHOTOS_MAX = 20;
