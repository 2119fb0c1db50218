import { collapseSpaces, excerptAround } from '../excerpt';
import { entryText, type ReportEntry } from '../report-days';

/** The report quotes the 5 most recent entries that mention medication (spec section 9). */
export const MEDICATION_MENTIONS = 5;
export const MENTION_LENGTH = 200;

/**
 * "Medications are detected by the word 'medication' in entry notes." As a word, in any case,
 * and its plural too: "Medications helped" is as much a mention as "medication helped", while
 * "premedication" or "medicationless" are other words. Journal text counts as notes: the Daily
 * Journal box saves it there (journalEntry), and the notes field holds the quick and emergency
 * logs' lines ("Action: Take Medication").
 */
export const MEDICATION_WORD = /\bmedications?\b/i;

export function mentionsMedication(text: string): boolean {
  return MEDICATION_WORD.test(text);
}

export interface MedicationMention {
  date: string;
  /** The entry's words around the first mention, at most 200 characters. */
  text: string;
}

function newestFirst(a: ReportEntry, b: ReportEntry): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** The most recent entries mentioning medication, newest first. */
export function medicationMentions(
  entries: readonly ReportEntry[],
  limit = MEDICATION_MENTIONS,
): MedicationMention[] {
  const found: { entry: ReportEntry; text: string; index: number }[] = [];
  for (const entry of entries) {
    const words = entryText(entry);
    if (words.length === 0 || !words.some(mentionsMedication)) continue;
    const text = collapseSpaces(words.join(' / '));
    const match = MEDICATION_WORD.exec(text);
    if (match) found.push({ entry, text, index: match.index });
  }
  return found
    .sort((a, b) => newestFirst(a.entry, b.entry))
    .slice(0, limit)
    .map(({ entry, text, index }) => ({
      date: entry.date,
      text: excerptAround(text, index, MENTION_LENGTH),
    }));
}
