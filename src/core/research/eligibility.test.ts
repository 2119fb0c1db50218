import { describe, expect, it } from 'vitest';
import { RULE_FIELDS } from './constants';
import { describeRules, eligibilityReasons } from './eligibility';
import type { EligibilityFacts, EligibilityRules, ExclusionRules } from './types';

const noRules: EligibilityRules = {
  minDaysOfEntries: null,
  minEntriesWithField: [],
  requiredTags: [],
  requiredSymptoms: [],
  minAccountAgeDays: null,
};
const noExclusion: ExclusionRules = { excludedTags: [], excludedSymptoms: [] };

function facts(overrides: Partial<EligibilityFacts> = {}): EligibilityFacts {
  return {
    daysWithEntries: 0,
    entriesWithField: Object.fromEntries(RULE_FIELDS.map((field) => [field, 0])) as Record<
      (typeof RULE_FIELDS)[number],
      number
    >,
    tags: [],
    symptoms: [],
    accountAgeDays: 0,
    ...overrides,
  };
}

const withField = (field: (typeof RULE_FIELDS)[number], count: number) =>
  facts({ entriesWithField: { ...facts().entriesWithField, [field]: count } });

describe('eligibilityReasons', () => {
  it('is empty without rules', () => {
    expect(eligibilityReasons(noRules, noExclusion, facts())).toEqual([]);
  });

  it('passes at exactly the minimum days and fails one below', () => {
    const rules = { ...noRules, minDaysOfEntries: 30 };
    expect(eligibilityReasons(rules, noExclusion, facts({ daysWithEntries: 30 }))).toEqual([]);
    expect(eligibilityReasons(rules, noExclusion, facts({ daysWithEntries: 29 }))).toEqual([
      'needs 30 days of entries, you have 29',
    ]);
    expect(eligibilityReasons(rules, noExclusion, facts({ daysWithEntries: 12 }))).toEqual([
      'needs 30 days of entries, you have 12',
    ]);
  });

  it('says "1 day" and "1 entry" in the singular', () => {
    const rules: EligibilityRules = {
      ...noRules,
      minDaysOfEntries: 1,
      minEntriesWithField: [{ field: 'moodLevel', count: 1 }],
      minAccountAgeDays: 1,
    };
    expect(eligibilityReasons(rules, noExclusion, facts())).toEqual([
      'needs 1 day of entries, you have 0',
      'needs 1 entry with mood, you have 0',
      'needs an account at least 1 day old, yours is 0 days old',
    ]);
  });

  it('counts entries with a field, with the field in words', () => {
    const rules: EligibilityRules = {
      ...noRules,
      minEntriesWithField: [{ field: 'sleepHours', count: 20 }],
    };
    expect(eligibilityReasons(rules, noExclusion, withField('sleepHours', 4))).toEqual([
      'needs 20 entries with sleep hours, you have 4',
    ]);
    expect(eligibilityReasons(rules, noExclusion, withField('sleepHours', 19))).toHaveLength(1);
    expect(eligibilityReasons(rules, noExclusion, withField('sleepHours', 20))).toEqual([]);
  });

  it('needs each required tag and symptom, compared without case', () => {
    const rules: EligibilityRules = {
      ...noRules,
      requiredTags: ['fibromyalgia'],
      requiredSymptoms: ['numbness'],
    };
    expect(eligibilityReasons(rules, noExclusion, facts())).toEqual([
      'needs the tag “fibromyalgia” on an entry',
      'needs the symptom “numbness” on an entry',
    ]);
    expect(
      eligibilityReasons(
        { ...rules, requiredTags: ['Fibromyalgia'] },
        noExclusion,
        facts({ tags: ['fibromyalgia'], symptoms: ['numbness'] }),
      ),
    ).toEqual([]);
  });

  it('checks the account age at the edge', () => {
    const rules = { ...noRules, minAccountAgeDays: 90 };
    expect(eligibilityReasons(rules, noExclusion, facts({ accountAgeDays: 90 }))).toEqual([]);
    expect(eligibilityReasons(rules, noExclusion, facts({ accountAgeDays: 12 }))).toEqual([
      'needs an account at least 90 days old, yours is 12 days old',
    ]);
    expect(eligibilityReasons(rules, noExclusion, facts({ accountAgeDays: 1 }))).toEqual([
      'needs an account at least 90 days old, yours is 1 day old',
    ]);
  });

  it('names the tag or symptom that excludes', () => {
    const exclusion = { excludedTags: ['pregnancy'], excludedSymptoms: ['seizure'] };
    expect(eligibilityReasons(noRules, exclusion, facts({ tags: ['work'] }))).toEqual([]);
    expect(
      eligibilityReasons(noRules, exclusion, facts({ tags: ['pregnancy'], symptoms: ['seizure'] })),
    ).toEqual([
      'not open to people whose entries carry the tag “pregnancy”',
      'not open to people whose entries carry the symptom “seizure”',
    ]);
  });
});

describe('describeRules', () => {
  it('says anyone may join when there are no rules', () => {
    expect(describeRules(noRules, noExclusion)).toEqual({
      eligibilityCriteria: ['Anyone with a Cairn account'],
      exclusionCriteria: [],
    });
  });

  it('writes every rule and exclusion in words', () => {
    const rules: EligibilityRules = {
      minDaysOfEntries: 30,
      minEntriesWithField: [
        { field: 'sleepHours', count: 20 },
        { field: 'painLocations', count: 1 },
      ],
      requiredTags: ['fibromyalgia'],
      requiredSymptoms: ['numbness'],
      minAccountAgeDays: 90,
    };
    expect(
      describeRules(rules, { excludedTags: ['pregnancy'], excludedSymptoms: ['seizure'] }),
    ).toEqual({
      eligibilityCriteria: [
        'At least 30 days of entries',
        'At least 20 entries with sleep hours',
        'At least 1 entry with pain locations',
        'The tag “fibromyalgia” on at least one entry',
        'The symptom “numbness” on at least one entry',
        'An account at least 90 days old',
      ],
      exclusionCriteria: ['Entries tagged “pregnancy”', 'Entries with the symptom “seizure”'],
    });
  });

  it('lists only exclusions when the study has no inclusion rules', () => {
    expect(describeRules(noRules, { excludedTags: ['pregnancy'], excludedSymptoms: [] })).toEqual({
      eligibilityCriteria: ['Anyone with a Cairn account'],
      exclusionCriteria: ['Entries tagged “pregnancy”'],
    });
  });
});
