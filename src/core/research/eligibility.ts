import { plural } from '../report/words';
import { RULE_FIELD_LABELS } from './constants';
import type { EligibilityFacts, EligibilityRules, ExclusionRules } from './types';

/** Rules are stored lower-case and facts arrive lower-case; lower-casing again costs nothing. */
function has(words: readonly string[], word: string): boolean {
  const wanted = word.toLowerCase();
  return words.some((item) => item.toLowerCase() === wanted);
}

const quoted = (word: string): string => `“${word}”`;

/**
 * The reasons this person is not eligible under the study's rules, in words ("needs 30 days of
 * entries, you have 12"); empty when eligible. Exclusions say which tag or symptom excludes.
 */
export function eligibilityReasons(
  rules: EligibilityRules,
  exclusion: ExclusionRules,
  facts: EligibilityFacts,
): string[] {
  const reasons: string[] = [];
  if (rules.minDaysOfEntries !== null && facts.daysWithEntries < rules.minDaysOfEntries) {
    reasons.push(
      `needs ${plural(rules.minDaysOfEntries, 'day')} of entries, you have ${facts.daysWithEntries}`,
    );
  }
  for (const { field, count } of rules.minEntriesWithField) {
    const have = facts.entriesWithField[field] ?? 0;
    if (have < count) {
      reasons.push(
        `needs ${plural(count, 'entry', 'entries')} with ${RULE_FIELD_LABELS[field]}, you have ${have}`,
      );
    }
  }
  for (const tag of rules.requiredTags) {
    if (!has(facts.tags, tag)) reasons.push(`needs the tag ${quoted(tag)} on an entry`);
  }
  for (const symptom of rules.requiredSymptoms) {
    if (!has(facts.symptoms, symptom)) {
      reasons.push(`needs the symptom ${quoted(symptom)} on an entry`);
    }
  }
  if (rules.minAccountAgeDays !== null && facts.accountAgeDays < rules.minAccountAgeDays) {
    reasons.push(
      `needs an account at least ${plural(rules.minAccountAgeDays, 'day')} old, ` +
        `yours is ${plural(facts.accountAgeDays, 'day')} old`,
    );
  }
  for (const tag of exclusion.excludedTags) {
    if (has(facts.tags, tag)) {
      reasons.push(`not open to people whose entries carry the tag ${quoted(tag)}`);
    }
  }
  for (const symptom of exclusion.excludedSymptoms) {
    if (has(facts.symptoms, symptom)) {
      reasons.push(`not open to people whose entries carry the symptom ${quoted(symptom)}`);
    }
  }
  return reasons;
}

/** The rules in words, for the spec's eligibilityCriteria and exclusionCriteria lists. */
export function describeRules(
  rules: EligibilityRules,
  exclusion: ExclusionRules,
): { eligibilityCriteria: string[]; exclusionCriteria: string[] } {
  const eligibilityCriteria: string[] = [];
  if (rules.minDaysOfEntries !== null) {
    eligibilityCriteria.push(`At least ${plural(rules.minDaysOfEntries, 'day')} of entries`);
  }
  for (const { field, count } of rules.minEntriesWithField) {
    eligibilityCriteria.push(
      `At least ${plural(count, 'entry', 'entries')} with ${RULE_FIELD_LABELS[field]}`,
    );
  }
  for (const tag of rules.requiredTags) {
    eligibilityCriteria.push(`The tag ${quoted(tag)} on at least one entry`);
  }
  for (const symptom of rules.requiredSymptoms) {
    eligibilityCriteria.push(`The symptom ${quoted(symptom)} on at least one entry`);
  }
  if (rules.minAccountAgeDays !== null) {
    eligibilityCriteria.push(`An account at least ${plural(rules.minAccountAgeDays, 'day')} old`);
  }
  const exclusionCriteria = [
    ...exclusion.excludedTags.map((tag) => `Entries tagged ${quoted(tag)}`),
    ...exclusion.excludedSymptoms.map((symptom) => `Entries with the symptom ${quoted(symptom)}`),
  ];
  // A study without rules still lists something, so the details dialog never shows an empty list.
  if (eligibilityCriteria.length === 0) eligibilityCriteria.push('Anyone with a Cairn account');
  return { eligibilityCriteria, exclusionCriteria };
}
