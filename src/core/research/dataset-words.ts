import { MIN_PARTICIPANTS_PER_TAG } from './constants';
import type { DatasetParticipant } from './dataset';

/** The tags and symptoms common enough in one dataset to leave in it. */
export interface CommonWords {
  tags: ReadonlySet<string>;
  symptoms: ReadonlySet<string>;
}

/** Words compare without case or surrounding spaces: "Migraine " and "migraine" are one word. */
export function normalWord(word: string): string {
  return word.trim().toLowerCase();
}

/**
 * Words used by at least MIN_PARTICIPANTS_PER_TAG distinct participants who share symptoms.
 * Tags and symptoms are counted apart: each column is only as safe as its own vocabulary. A
 * person counts once however often they wrote the word, since one prolific writer must not
 * make their own rare word look common.
 */
export function commonWords(participants: readonly DatasetParticipant[]): CommonWords {
  const sharing = participants.filter((person) => person.categories.includes('symptoms'));
  const wordsOf = (pick: (entry: { tags: string[]; symptoms: string[] }) => string[]) =>
    widelyUsed(
      sharing.map(
        (person) =>
          new Set(
            person.days.flatMap((day) =>
              day.entries.flatMap((entry) => pick(entry).map(normalWord)),
            ),
          ),
      ),
    );
  return { tags: wordsOf((entry) => entry.tags), symptoms: wordsOf((entry) => entry.symptoms) };
}

function widelyUsed(wordsPerPerson: readonly Set<string>[]): Set<string> {
  const people = new Map<string, number>();
  for (const words of wordsPerPerson) {
    for (const word of words) people.set(word, (people.get(word) ?? 0) + 1);
  }
  const common = new Set<string>();
  for (const [word, count] of people) {
    if (word !== '' && count >= MIN_PARTICIPANTS_PER_TAG) common.add(word);
  }
  return common;
}
